import { sql } from "drizzle-orm";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Database, Tx } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared";
import { mailOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { escapeHtml, type MailBlock } from "./order";
import { deliverQueued } from "./relay";
import { smtpTransport, type MailTransport } from "./transport";

export type MailKind =
  | "confirm_email"
  | "account_exists"
  | "reset_password"
  | "order_confirmation"
  | "order_awaiting_transfer"
  | "design_shared"
  | "design_reminder"
  | "quote_request_received"
  | "offer_sent"
  | "approval_requested"
  | "contact_message"
  | "consent_confirmation"
  | "company_invitation"
  | "purchase_approval_requested"
  | "purchase_approved"
  | "purchase_rejected";

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  locale: Locale;
  /** The link the mail is about. */
  link: string;
  /** Values for the message's arguments (an order number, a total). */
  values?: Record<string, string>;
  /** A QR code of the link as a PNG data URL, for reading the link with a phone. */
  qrCode?: string;
}

/** A mail kind's messages in one language. */
type MailTranslator = ReturnType<typeof createTranslator<Messages, `Mail.${MailKind}`>>;

/**
 * Translators by language and kind, made once: a translator compiles each message
 * the first time it formats it and keeps it, so a new one per mail would parse
 * the same messages on every order. The catalogues are files of the build and do
 * not change while the process runs. A failed load is not kept.
 */
const translators = new Map<string, Promise<MailTranslator>>();

function translatorFor(kind: MailKind, locale: Locale): Promise<MailTranslator> {
  const key = `${locale}:${kind}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = loadMessages(locale).then((messages) => createTranslator({ locale, messages, namespace: `Mail.${kind}` }));
    translators.set(key, translator);
    translator.catch(() => translators.delete(key));
  }
  return translator;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail of `kind` in `locale`: greeting, body, then `block` when the mail carries
 * more (an order mail's order, see ./order.ts), the link as a button, the closing.
 */
export async function renderMail(
  kind: MailKind,
  locale: Locale,
  link: string,
  values: Record<string, string> = {},
  qrCode?: string,
  block?: MailBlock,
): Promise<MailContent> {
  const t = await translatorFor(kind, locale);
  const subject = t("subject", values);
  const paragraphs = [t("greeting", values), t("body", values), t("ignore", values)];
  const text = [paragraphs[0], "", paragraphs[1], "", ...(block ? [block.text, ""] : []), link, "", paragraphs[2], "", "Boxwright"].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#101828;line-height:1.5">
<p>${escapeHtml(paragraphs[0]!)}</p><p>${escapeHtml(paragraphs[1]!)}</p>
${block ? `${block.html}\n` : ""}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#2f6bff;color:#fff;text-decoration:none;font-weight:700">${escapeHtml(t("button"))}</a></p>
${qrCode ? `<p><img src="${escapeHtml(qrCode)}" width="160" height="160" alt="${escapeHtml(link)}"></p>\n` : ""}<p style="color:#475467;font-size:14px">${escapeHtml(paragraphs[2]!)}</p><p>Boxwright</p></body></html>`;
  return { subject, text, html };
}

/** Every completed order writes a mail, so the insert is built once per database. */
const outboxInsert = preparedQuery((db) =>
  db
    .insert(mailOutbox)
    .values({
      recipient: sql.placeholder("recipient"),
      kind: sql.placeholder("kind"),
      locale: sql.placeholder("locale"),
      subject: sql.placeholder("subject"),
      text: sql.placeholder("text"),
      html: sql.placeholder("html"),
    })
    .returning({ id: mailOutbox.id })
    .prepare("mail_to_outbox"),
);

/** A mail written to the outbox, ready to be delivered. */
export interface QueuedMail {
  id: number;
  to: string;
  content: MailContent;
}

/**
 * Renders the mail (unless the caller has) and writes it to the outbox. Given a
 * transaction, the mail exists exactly when what it tells of is committed;
 * `deliverMail` then sends it once the transaction is over.
 */
export async function queueMail(db: Database | Tx, mail: OutgoingMail, rendered?: MailContent): Promise<QueuedMail> {
  const content = rendered ?? (await renderMail(mail.kind, mail.locale, mail.link, mail.values, mail.qrCode));
  const [row] = await outboxInsert(db).execute({ recipient: mail.to, kind: mail.kind, locale: mail.locale, ...content });
  return { id: row!.id, to: mail.to, content };
}

/**
 * With SMTP configured, delivers a queued mail now, once its transaction has
 * committed: through the relay's claim (./relay.ts), so the relay cannot send it at
 * the same time, and from the committed row, so a mail whose transaction rolled
 * back is never sent. A failure is recorded on the row and the relay tries again
 * later; the caller's action stands either way.
 */
export async function deliverMail(db: Database, mail: QueuedMail, transport: MailTransport | null = smtpTransport()): Promise<void> {
  try {
    await deliverQueued(db, [mail.id], transport);
  } catch (error) {
    // The database did not answer the claim or the record: the mail waits in the outbox for the relay.
    logger.error({ err: error, mailId: mail.id }, "mail delivery failed");
  }
}

/** Writes the mail to the outbox and, with SMTP configured, delivers it. */
export async function sendMail(db: Database, mail: OutgoingMail): Promise<number> {
  const queued = await queueMail(db, mail);
  await deliverMail(db, queued);
  return queued.id;
}
