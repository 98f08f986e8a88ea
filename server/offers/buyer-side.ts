import type { UserRow } from "@/server/users/serialize";

/**
 * Who stands on a buyer's side of an offer or an order (ADR 0032). The shop has
 * no company accounts: a company is the mail domain its people's confirmed
 * addresses share. So the addressed account itself, or a confirmed account on
 * the addressed address's domain, acts for the buyer; a domain anyone can get a
 * mailbox at (a public mail service) makes nobody a colleague.
 */

/** Mail services where a shared domain says nothing about a shared company. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "gmx.ch",
  "web.de",
  "t-online.de",
  "freenet.de",
  "mail.com",
  "mail.de",
  "yandex.com",
  "zoho.com",
  "wp.pl",
  "o2.pl",
  "onet.pl",
  "interia.pl",
  "poczta.fm",
  "seznam.cz",
  "email.cz",
  "centrum.cz",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "sfr.fr",
  "libero.it",
  "virgilio.it",
  "tiscali.it",
  "alice.it",
  "telefonica.net",
  "sapo.pt",
  "ziggo.nl",
  "kpnmail.nl",
  "hetnet.nl",
  "telia.com",
  "bredband.net",
  "yahoo.ro",
]);

export type BuyerSide = "addressee" | "colleague";

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** The address's domain when it can name a company, or null (a public mail service, or no domain at all). */
export function companyDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1) return null;
  const domain = domainOf(email);
  return domain && !PUBLIC_MAIL_DOMAINS.has(domain) ? domain : null;
}

/**
 * How `user` stands to something addressed to `addressed`: the addressee (the
 * account with that very address, or `ownerId`'s account), a colleague (a
 * confirmed address on the same company domain), or nobody (null). Anonymous
 * users are nobody: they have no address to prove.
 */
export function buyerSideOf(user: Pick<UserRow, "id" | "email" | "anonymous" | "confirmedAt">, addressed: string, ownerId?: number): BuyerSide | null {
  if (user.anonymous || !user.email) return null;
  if (ownerId !== undefined && user.id === ownerId) return "addressee";
  const email = user.email.toLowerCase();
  if (email === addressed.toLowerCase()) return "addressee";
  // A colleague's address must be proven: anyone can type any address into a new account.
  if (!user.confirmedAt) return null;
  const domain = companyDomain(addressed);
  return domain !== null && domainOf(email) === domain ? "colleague" : null;
}
