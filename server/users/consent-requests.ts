import { createHmac } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { findRegion, getRegion } from "@/regions";
import type { Region } from "@/regions/schema";
import { regionOrigin, regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database } from "@/server/db/client";
import { consentRequests, consents } from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";
import { sendMail } from "@/server/mail/service";
import { isOwnConfirmedAddress } from "@/server/mail/third-party";
import { consumeAll } from "@/server/security/rate-limit";
import { hashSecret, newSecret, sameSecret } from "@/server/security/tokens";
import { currentConsents, saveConsents, type ConsentType } from "./profile";
import type { UserRow } from "./serialize";

/**
 * Consents are legal evidence, so only an address's owner changes them (ADR 0033):
 *
 * - a signed-in account with a confirmed address records its own answers at once;
 * - the answers of an account's own, not yet confirmed, address wait and count when
 *   the account's address is confirmed (`grantOwnPendingConsents`);
 * - any other address (an anonymous caller, a newsletter sign-up of someone else's
 *   address) gets a confirmation mail (double opt-in): nothing, neither a grant nor a
 *   withdrawal, counts until its link is opened (`confirmConsentRequest`).
 *
 * The answer for another address is the same whether or not the shop knows it, and
 * never shows its current consents. Marketing consents are withdrawn without
 * signing in through a signed unsubscribe link (`unsubscribeLink`).
 */

export type ConsentAnswer = { type: ConsentType; status: "granted" | "declined" };

/** How long a consent confirmation link works. */
export const CONSENT_LINK_DAYS = 7;
/** Consent confirmation mails: 10 per client address and 3 per recipient an hour. */
export const CONSENT_CONFIRMATION_LIMITS = { address: 10, recipient: 3, windowSeconds: 60 * 60 };
/** The consents an unsubscribe link withdraws: the ones marketing mail is sent on. */
export const MARKETING_CONSENTS: readonly ConsentType[] = ["marketing", "newsletter"];

export interface ConsentsAnswer {
  email: string;
  consents: Awaited<ReturnType<typeof currentConsents>>;
  /** True when nothing was recorded yet: the answers wait for the address's confirmation. */
  pending: boolean;
}

interface Context {
  region: Region;
  locale: Locale;
  /** The client's network address, for the mail limits. */
  address: string;
}

/** Work to do once an address has confirmed answers given with a source, e.g. joining the mailing list of a newsletter sign-up. */
type ConfirmedHandler = (db: Database, request: { email: string; region: Region; locale: Locale; consents: ConsentAnswer[] }) => Promise<void>;
const onConfirmed = new Map<string, ConfirmedHandler>();

export function whenConsentsConfirmed(source: string, handler: ConfirmedHandler): void {
  onConfirmed.set(source, handler);
}

/** Records the answers for `email` as its owner may, or asks the address to confirm them first. */
export async function recordConsents(
  db: Database,
  caller: UserRow,
  input: { email: string; consents: readonly ConsentAnswer[]; source?: string },
  context: Context,
): Promise<ConsentsAnswer> {
  const email = input.email.trim().toLowerCase();
  const source = input.source ?? null;
  if (isOwnConfirmedAddress(caller, email)) {
    const saved = await saveConsents(db, email, input.consents, source ?? undefined);
    await onConfirmed.get(source ?? "")?.(db, { email, region: context.region, locale: context.locale, consents: [...input.consents] });
    return { email, consents: saved, pending: false };
  }
  const expiresAt = new Date(Date.now() + CONSENT_LINK_DAYS * 24 * 3600_000);
  const base = { email, consents: [...input.consents], source, region: context.region.id, locale: context.locale, requestedBy: caller.id, expiresAt };
  if (!caller.anonymous && caller.confirmedAt === null && caller.email?.toLowerCase() === email) {
    // The account's own address: the confirmation mail it was sent at sign-up confirms these too.
    await db.insert(consentRequests).values({ ...base, tokenHash: null });
    return { email, consents: [], pending: true };
  }
  await consumeAll(db, [
    {
      key: `consent_confirmation:address:${context.address}`,
      limit: CONSENT_CONFIRMATION_LIMITS.address,
      windowSeconds: CONSENT_CONFIRMATION_LIMITS.windowSeconds,
    },
    { key: `consent_confirmation:recipient:${email}`, limit: CONSENT_CONFIRMATION_LIMITS.recipient, windowSeconds: CONSENT_CONFIRMATION_LIMITS.windowSeconds },
  ]);
  const secret = newSecret();
  await db.insert(consentRequests).values({ ...base, tokenHash: hashSecret(secret) });
  await sendMail(db, {
    to: email,
    kind: "consent_confirmation",
    locale: context.locale,
    region: context.region.id,
    link: regionUrl(context.region, `/auth/confirm_consents/?token=${secret}`, siteConfigFromEnv()),
  });
  return { email, consents: [], pending: true };
}

/**
 * The consents answered on the registration form of a new account: they wait for the
 * address's confirmation link, the one mail the account is sent, and count when it is
 * opened (`grantOwnPendingConsents`), as an unconfirmed account's own answers do.
 */
export async function awaitAddressConfirmation(db: Database, account: UserRow, answers: readonly ConsentAnswer[]): Promise<void> {
  if (!account.email || answers.length === 0) return;
  await db.insert(consentRequests).values({
    email: account.email.toLowerCase(),
    consents: [...answers],
    source: "registration",
    region: account.region,
    locale: account.locale,
    requestedBy: account.id,
    tokenHash: null,
    expiresAt: new Date(Date.now() + CONSENT_LINK_DAYS * 24 * 3600_000),
  });
}

/**
 * The consents given with an order, for the order's e-mail address. The caller's own
 * confirmed address records them at once. For any other (a guest's typed address) the
 * order itself is the evidence that its buyer accepted the terms, declines change
 * nothing recorded for the address, and only marketing grants go to the address for
 * confirmation. A mail limit used up drops those grants rather than holding up the
 * checkout: the answer says they wait, as it would have anyway.
 */
export async function recordOrderConsents(
  db: Database,
  caller: UserRow,
  input: { email: string; number: string; consents: readonly ConsentAnswer[] },
  context: Context,
): Promise<ConsentsAnswer> {
  const email = input.email.trim().toLowerCase();
  const source = `order:${input.number}`;
  if (isOwnConfirmedAddress(caller, email)) return recordConsents(db, caller, { email, consents: input.consents, source }, context);
  const grants = input.consents.filter((answer) => answer.status === "granted" && MARKETING_CONSENTS.includes(answer.type));
  if (grants.length === 0) return { email, consents: [], pending: false };
  try {
    return await recordConsents(db, caller, { email, consents: grants, source }, context);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return { email, consents: [], pending: true };
    throw error;
  }
}

async function grant(db: Database, request: typeof consentRequests.$inferSelect): Promise<void> {
  await saveConsents(db, request.email, request.consents, `double_opt_in:${request.source ?? "unknown"}`);
  const region = findRegion(request.region) ?? getRegion("eu");
  const locale = isLocale(request.locale) ? request.locale : region.locale;
  await onConfirmed.get(request.source ?? "")?.(db, { email: request.email, region, locale, consents: request.consents });
}

/** Opens a confirmation link once: its answers are recorded for its address. 400 `invalid_link` for a used, expired or unknown one. */
export async function confirmConsentRequest(db: Database, token: string): Promise<{ email: string }> {
  const [request] = await db
    .update(consentRequests)
    .set({ confirmedAt: new Date() })
    .where(and(eq(consentRequests.tokenHash, hashSecret(token)), isNull(consentRequests.confirmedAt), gt(consentRequests.expiresAt, new Date())))
    .returning();
  if (!request) throw badRequest("invalid_link", "This link is not valid any more; ask for a new one", { purpose: "consents" });
  await grant(db, request);
  return { email: request.email };
}

/** When an account's address is confirmed, the answers it gave for that address while unconfirmed count, oldest first. */
export async function grantOwnPendingConsents(db: Database, user: UserRow): Promise<void> {
  if (!user.email) return;
  const waiting = await db
    .update(consentRequests)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(consentRequests.requestedBy, user.id),
        eq(consentRequests.email, user.email.toLowerCase()),
        isNull(consentRequests.tokenHash),
        isNull(consentRequests.confirmedAt),
        gt(consentRequests.expiresAt, new Date()),
      ),
    )
    .returning();
  for (const request of waiting.sort((a, b) => a.id - b.id)) await grant(db, request);
}

// Unsubscribe links: `{address in base64url}.{HMAC}`, signed with MAIL_LINK_SECRET, so
// they need no table and work for as long as the secret stays the same.

const DEVELOPMENT_SECRET = "boxwright-development-mail-link-secret";

function mailLinkSecret(): string {
  const secret = process.env.MAIL_LINK_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === "production") throw new Error("MAIL_LINK_SECRET must be set to sign unsubscribe links");
  return DEVELOPMENT_SECRET;
}

function unsubscribeSignature(email: string): string {
  return createHmac("sha256", mailLinkSecret()).update(`unsubscribe:${email}`).digest("base64url");
}

export function unsubscribeToken(email: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address, "utf8").toString("base64url")}.${unsubscribeSignature(address)}`;
}

/** The page a marketing mail's unsubscribe link opens, in the storefront the mail was sent from. */
export function unsubscribeLink(region: Region, email: string): string {
  return regionUrl(region, `/auth/unsubscribe/?token=${unsubscribeToken(email)}`, siteConfigFromEnv());
}

/**
 * The headers every marketing mail carries when delivered (RFC 2369 and the one-click
 * POST of RFC 8058): mail programs show their own unsubscribe button.
 */
export function listUnsubscribeHeaders(region: Region, email: string): Record<string, string> {
  const url = `${regionOrigin(region, siteConfigFromEnv())}/api/v1/emails/unsubscribe?token=${unsubscribeToken(email)}`;
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The address a genuine token names; 400 `invalid_link` for anything else. */
function addressOf(token: string): string {
  const [encoded, signature] = token.split(".");
  const email = encoded ? Buffer.from(encoded, "base64url").toString("utf8") : "";
  if (!email || !signature || !sameSecret(signature, unsubscribeSignature(email)))
    throw badRequest("invalid_link", "This link is not valid any more; ask for a new one", { purpose: "unsubscribe" });
  return email;
}

/** Withdraws the marketing consents of the token's address: no sign-in, the signed link is the proof. */
export async function unsubscribe(db: Database, token: string): Promise<{ email: string }> {
  const email = addressOf(token);
  await db.insert(consents).values(MARKETING_CONSENTS.map((type) => ({ email, type, status: "declined" as const, source: "unsubscribe_link" })));
  return { email };
}
