import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { Database } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { MAIL_FROM, smtpTransport } from "./transport";

export type MailKind =
  | "confirm_email"
  | "reset_password"
  | "order_confirmation"
  | "order_awaiting_transfer"
  | "design_shared"
  | "design_reminder"
  | "quote_request_received"
  | "offer_sent"
  | "approval_requested"
  | "contact_message";

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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export async function renderMail(
  kind: MailKind,
  locale: Locale,
  link: string,
  values: Record<string, string> = {},
  qrCode?: string,
): Promise<{ subject: string; text: string; html: string }> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: `Mail.${kind}` });
  const subject = t("subject", values);
  const paragraphs = [t("greeting", values), t("body", values), t("ignore", values)];
  const text = [paragraphs[0], "", paragraphs[1], "", link, "", paragraphs[2], "", "Boxwright"].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#101828;line-height:1.5">
<p>${escapeHtml(paragraphs[0]!)}</p><p>${escapeHtml(paragraphs[1]!)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#2f6bff;color:#fff;text-decoration:none;font-weight:700">${escapeHtml(t("button"))}</a></p>
${qrCode ? `<p><img src="${escapeHtml(qrCode)}" width="160" height="160" alt="${escapeHtml(link)}"></p>\n` : ""}<p style="color:#475467;font-size:14px">${escapeHtml(paragraphs[2]!)}</p><p>Boxwright</p></body></html>`;
  return { subject, text, html };
}

/**
 * Writes the mail to the outbox and, with SMTP configured, delivers it. A delivery
 * failure is recorded on the outbox row and logged; the caller's action stands.
 */
export async function sendMail(db: Database, mail: OutgoingMail): Promise<number> {
  const content = await renderMail(mail.kind, mail.locale, mail.link, mail.values, mail.qrCode);
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipient: mail.to, kind: mail.kind, locale: mail.locale, ...content })
    .returning({ id: mailOutbox.id });
  const transport = smtpTransport();
  if (transport) {
    try {
      await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: content.subject, text: content.text, html: content.html });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
    } catch (error) {
      logger.error({ err: error, mailId: row!.id }, "mail delivery failed");
      await db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, row!.id));
    }
  }
  return row!.id;
}
