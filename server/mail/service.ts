import { sql } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { Database, Tx } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared";
import { mailOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { deliverQueued } from "./relay";
import { renderMail, type MailContent, type MailKind } from "./render";
import { smtpTransport, type MailTransport } from "./transport";

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  locale: Locale;
  /** The link the mail is about. */
  link: string;
  /** Values for the message's arguments (an order number, a total). */
  values?: Record<string, string>;
  /** The storefront the mail is from (its support desk signs it); see `mailRegion`. */
  region?: string;
  /** A QR code of the link as a PNG, for reading the link with a phone: sent as an inline (cid:) image. */
  qrCode?: Uint8Array;
}

export { MAIL_KINDS, renderMail, type MailContent, type MailKind, type RenderOptions } from "./render";

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
      // Cast here, so the JSON text is stored as it is written (not mapped a second time as a value).
      attachments: sql`cast(${sql.placeholder("attachments")} as jsonb)`,
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
  const content = rendered ?? (await renderMail(mail.kind, mail.locale, mail.link, mail.values, { region: mail.region, qrCode: mail.qrCode }));
  const [row] = await outboxInsert(db).execute({
    recipient: mail.to,
    kind: mail.kind,
    locale: mail.locale,
    subject: content.subject,
    text: content.text,
    html: content.html,
    // The files go into the row with the words: the relay sends what was committed, attachments included.
    attachments: JSON.stringify(content.attachments ?? []),
  });
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
