import { sql } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { Database, Tx } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared";
import { mailOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import type { MailBlockRecipe, MailRecipe, MailRenderer } from "./recipe";
import { deliverQueued, mailRenderer, renderPending } from "./relay";
import type { MailContent, MailKind } from "./render";
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
  /** The kind's block, by its facts: written with the words, after the commit (./recipe.ts). */
  block?: MailBlockRecipe;
}

export { MAIL_KINDS, renderMail, type MailContent, type MailKind, type RenderOptions } from "./render";
export { renderPending } from "./relay";
export type { MailBlockRecipe } from "./recipe";

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
      recipe: sql`cast(${sql.placeholder("recipe")} as jsonb)`,
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
  /** Its words, when the caller wrote them before queueing; a mail queued from its recipe has them after `deliverMail`. */
  content?: MailContent;
}

/** What the row keeps to write the mail later: everything but the recipient, kind and language, which have columns. */
export function recipeOf(mail: OutgoingMail): MailRecipe {
  return {
    link: mail.link,
    ...(mail.values ? { values: mail.values } : {}),
    ...(mail.region ? { region: mail.region } : {}),
    ...(mail.qrCode ? { qrCode: Buffer.from(mail.qrCode).toString("base64") } : {}),
    ...(mail.block ? { block: mail.block } : {}),
  };
}

/**
 * Writes the mail to the outbox. Given a transaction, the mail exists exactly when
 * what it tells of is committed; `deliverMail` then writes its words (unless the
 * caller passed them as `rendered`) and sends it once the transaction is over. Without
 * `rendered`, the row holds the mail's recipe, plain JSON, so the request's
 * transaction does no rendering (ADR 0076).
 */
export async function queueMail(db: Database | Tx, mail: OutgoingMail, rendered?: MailContent): Promise<QueuedMail> {
  const [row] = await outboxInsert(db).execute({
    recipient: mail.to,
    kind: mail.kind,
    locale: mail.locale,
    subject: rendered?.subject ?? "",
    text: rendered?.text ?? "",
    html: rendered?.html ?? "",
    recipe: rendered ? null : JSON.stringify(recipeOf(mail)),
    // The files go into the row with the words: the relay sends what was committed, attachments included.
    attachments: JSON.stringify(rendered?.attachments ?? []),
  });
  return { id: row!.id, to: mail.to, ...(rendered ? { content: rendered } : {}) };
}

/**
 * The first try of a queued mail, once its transaction has committed: writes its
 * words (in the mail worker when it runs, so not on the HTTP thread), then, with
 * SMTP configured, sends it through the relay's claim (./relay.ts), so the relay
 * cannot send it at the same time, and from the committed row, so a mail whose
 * transaction rolled back is never sent. Without SMTP the words are still written:
 * the outbox is where development and the tests read mail. A failure is logged
 * (or recorded on the row) and the relay tries again later; the caller's action
 * stands either way.
 */
export async function deliverMail(
  db: Database,
  mail: QueuedMail,
  transport: MailTransport | null = smtpTransport(),
  renderer: MailRenderer = mailRenderer,
): Promise<void> {
  try {
    // A mail queued with its words has none to write: no statement spent on it.
    if (!mail.content) await renderPending(db, { ids: [mail.id], renderer });
    await deliverQueued(db, [mail.id], transport);
  } catch (error) {
    // The database or the mail worker did not answer: the mail waits in the outbox for the relay.
    logger.error({ err: error, mailId: mail.id }, "mail delivery failed");
  }
}

/** Writes the mail to the outbox and, with SMTP configured, delivers it. */
export async function sendMail(db: Database, mail: OutgoingMail): Promise<number> {
  const queued = await queueMail(db, mail);
  await deliverMail(db, queued);
  return queued.id;
}
