import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { HttpError } from "@/server/http/errors";
import type { UserRow } from "@/server/users/serialize";
import type { MailBlock } from "./block";
import { Quote } from "./components/blocks";

/**
 * Mail the shop sends to addresses a caller types in (ADR 0033). The shop's name
 * must never lend weight to a stranger's words, so:
 *
 * - only a registered account with a confirmed address may have the shop mail
 *   someone else (`requireConfirmedSender`); anybody else gets 403
 *   `confirmation_required`, and the shopper can still copy the link themselves;
 * - every such call is counted per client address and per recipient before any
 *   work (`consumeAll`, server/security/rate-limit.ts), because new anonymous users are free;
 * - what the sender wrote is shown as a quote, marked as theirs and signed with
 *   their confirmed address, never a display name, with links written so that no
 *   mail program makes them clickable (`quotedNote`).
 */

/** The longest personal message a mail to someone else carries. */
export const MAX_NOTE_LENGTH = 1000;

/** Whether `email` is the caller's own address, confirmed by a link the shop mailed there. */
export function isOwnConfirmedAddress(user: UserRow, email: string): boolean {
  return !user.anonymous && user.confirmedAt !== null && user.email !== null && user.email.toLowerCase() === email.trim().toLowerCase();
}

export function confirmationRequired(): HttpError {
  return new HttpError(403, "confirmation_required", "Only a registered account with a confirmed e-mail address can have the shop send mail to someone else");
}

/** The sender's confirmed address, which signs what they write; 403 `confirmation_required` for anyone else. */
export function requireConfirmedSender(user: UserRow): string {
  if (user.anonymous || user.confirmedAt === null || !user.email) throw confirmationRequired();
  return user.email.toLowerCase();
}

/**
 * A word that a mail program would turn into a link (a scheme, `www.`, a domain,
 * an address) written with its dots and colon in brackets, the way security
 * notices quote links: readable, never clickable.
 */
export function defangLinks(text: string): string {
  return text.replace(/\S+/g, (word) =>
    /:\/\/|^www\.|@|[a-z0-9-]\.[a-z]{2,}/i.test(word) ? word.replace(/:\/\//g, "[:]//").replace(/\./g, "[.]").replace(/@/g, "[at]") : word,
  );
}

/** The note as it may be quoted: trimmed, cut to `MAX_NOTE_LENGTH`, links defanged. */
export function safeNote(note: string | undefined): string {
  const trimmed = (note ?? "").trim();
  const bounded = trimmed.length > MAX_NOTE_LENGTH ? `${trimmed.slice(0, MAX_NOTE_LENGTH - 1)}…` : trimmed;
  return defangLinks(bounded);
}

/**
 * The sender's note as a quoted block under a line saying who wrote it (their
 * confirmed address, defanged) and that the shop did not: `Mail.<kind>.note`.
 */
export async function quotedNote(kind: "design_shared", locale: Locale, sender: string, note: string): Promise<MailBlock | undefined> {
  const text = safeNote(note);
  if (!text) return undefined;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: `Mail.${kind}` });
  const intro = t("note", { sender });
  const lines = text.split(/\r?\n/);
  return {
    text: [intro, ...lines.map((line) => `> ${line}`)].join("\n"),
    // Plain text in a quote: escaped by React, no anchors, and the defanged words give autolinkers nothing to find.
    node: <Quote intro={intro} lines={lines} />,
  };
}
