import { and, eq, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { Database } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { startPeriodic } from "@/server/runtime/periodic";
import { MAIL_RELAY_KEY } from "@/server/runtime/process-keys.mjs";
import type { MailAttachment } from "./block";
import { MAIL_WORKER_STOPPED, runningMailThread } from "./mail-thread";
import { renderRecipe, type MailRecipe, type MailRenderer } from "./recipe";
import type { MailContent, MailKind } from "./render";
import { MAIL_FROM, smtpTransport, transportAttachments, type MailTransport } from "./transport";

/**
 * The outbox relay: every mail is a `mail_outbox` row written with what it tells
 * of, and this module delivers the rows. One path sends, for the first try right
 * after the mail is queued (`deliverMail`) and for every later one (the relay's
 * tick): a sender first claims the row for a while, so no other instance, and no
 * other tick of this one, sends the same mail meanwhile. A failed delivery is tried
 * again after a growing delay; after MAIL_MAX_ATTEMPTS the mail is given up on,
 * marked and logged as an error. See docs/adr/0031-mail-outbox-relay.md.
 */

/** How often each server process looks for mail that is due. */
export const MAIL_RELAY_INTERVAL_MS = 30_000;
/** Mails claimed at once; a tick claims batches until nothing is due. */
export const MAIL_RELAY_BATCH = 20;
/**
 * The longest one send may take: nodemailer gives up on a socket idle for ten minutes.
 * No mail is sent on a claim with less than this left, so a claim runs out only when
 * its sender is gone (a crash, a kill), and the mail goes out from another instance then.
 */
export const MAIL_LONGEST_SEND_MINUTES = 10;
/** How long a claim holds: the longest send and some room for the sends before it in a batch. */
export const MAIL_CLAIM_MINUTES = 15;
/** Delivery attempts before a mail is given up on: the last comes about a day after the first. */
export const MAIL_MAX_ATTEMPTS = 8;
/** The wait after the first, second, ... failed attempt; the last figure holds for any later one. */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;

/** How long to wait after a mail's `failedAttempts`-th failed delivery. */
export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), MAIL_RETRY_DELAYS_MINUTES.length) - 1;
  return MAIL_RETRY_DELAYS_MINUTES[index]! * 60_000;
}

/** A claimed mail, as it is in the outbox: what is sent is the committed row, never a copy in memory. */
export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  attempts: number;
}

const claimedColumns = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  attachments: mailOutbox.attachments,
  attempts: mailOutbox.attempts,
};

/** Waiting to be sent: not sent, not given up on, its words written, and held by no live claim. */
const waiting = (now: Date) =>
  and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), isNull(mailOutbox.recipe), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)));

/** Mails whose words are written per statement of `renderPending`. */
export const MAIL_RENDER_BATCH = 20;

/** Writes a mail's words in the process's mail worker when it runs (instrumentation.ts), else in this thread. */
export const mailRenderer: MailRenderer = (job) => (runningMailThread()?.render ?? renderRecipe)(job);

type UnwrittenMail = { id: number; kind: string; locale: string; recipe: MailRecipe | null };

/**
 * Writes one mail's words onto its row and clears its recipe. Two writers may meet
 * on a row (the first try and a relay pass): they write the same words, and the
 * second update finds no recipe left. A recipe that cannot be written is a defect,
 * not a passing fault: the mail is given up on at once, with an error in the log.
 * A mail worker that stopped is a passing fault: the row waits for the next pass.
 */
async function writeMail(db: Database, renderer: MailRenderer, row: UnwrittenMail): Promise<boolean> {
  let content: MailContent;
  try {
    content = await renderer({ kind: row.kind as MailKind, locale: row.locale as Locale, recipe: row.recipe! });
  } catch (error) {
    if (error instanceof Error && error.name === MAIL_WORKER_STOPPED) throw error;
    logger.error({ err: error, mailId: row.id, kind: row.kind }, "mail could not be written: given up on");
    await db
      .update(mailOutbox)
      .set({ failedAt: new Date(), error: `not written: ${String(error)}` })
      .where(and(eq(mailOutbox.id, row.id), isNotNull(mailOutbox.recipe)));
    return false;
  }
  await db
    .update(mailOutbox)
    .set({ subject: content.subject, text: content.text, html: content.html, attachments: content.attachments ?? [], recipe: null })
    .where(and(eq(mailOutbox.id, row.id), isNotNull(mailOutbox.recipe)));
  return true;
}

/**
 * Writes the words of mails queued from a recipe (ADR 0076): those of `ids` (the
 * first try, right after their transaction committed) or, batch by batch, every one
 * still unwritten (the relay's pass: mail whose first try a crash cut short).
 * Tests call it to have an outbox's words before they read them. Answers how many
 * were written.
 */
export async function renderPending(db: Database, options: { ids?: number[]; renderer?: MailRenderer; stopping?: () => boolean } = {}): Promise<number> {
  if (options.ids?.length === 0) return 0;
  const renderer = options.renderer ?? mailRenderer;
  const limit = options.ids?.length ?? MAIL_RENDER_BATCH;
  let written = 0;
  for (;;) {
    const rows = await db
      .select({ id: mailOutbox.id, kind: mailOutbox.kind, locale: mailOutbox.locale, recipe: mailOutbox.recipe })
      .from(mailOutbox)
      .where(and(isNotNull(mailOutbox.recipe), isNull(mailOutbox.failedAt), options.ids ? inArray(mailOutbox.id, options.ids) : undefined))
      .orderBy(mailOutbox.id)
      .limit(limit);
    for (const row of rows) if (await writeMail(db, renderer, row)) written += 1;
    if (options.ids || rows.length < limit || options.stopping?.()) return written;
  }
}

/**
 * Claims mails in one statement: the rows are picked and locked (`for update skip
 * locked`: rows another sender is claiming right now are passed over, not waited
 * for) and marked as held until the claim runs out. Either `ids` (the first try of
 * mails just queued, whatever their time) or up to `limit` mails that are due.
 */
export async function claimMail(db: Database, options: { now?: Date; ids?: number[]; limit?: number } = {}): Promise<ClaimedMail[]> {
  const now = options.now ?? new Date();
  const which = options.ids
    ? and(inArray(mailOutbox.id, options.ids), eq(mailOutbox.attempts, 0), waiting(now))
    : and(waiting(now), lte(mailOutbox.nextAttemptAt, now));
  const picked = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(which)
    .orderBy(mailOutbox.id)
    .limit(options.ids?.length ?? options.limit ?? MAIL_RELAY_BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MINUTES * 60_000) })
    .where(inArray(mailOutbox.id, picked))
    .returning(claimedColumns);
}

/** Sends a claimed mail and records the outcome: sent, due again later, or given up on. */
export async function sendClaimed(db: Database, transport: MailTransport, mail: ClaimedMail, now: () => Date = () => new Date()): Promise<boolean> {
  const attempts = mail.attempts + 1;
  try {
    const attachments = transportAttachments(mail.attachments);
    await transport.sendMail({
      from: MAIL_FROM,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  } catch (error) {
    const failedAt = now();
    const givingUp = attempts >= MAIL_MAX_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set({
        attempts,
        error: String(error),
        claimedUntil: null,
        ...(givingUp ? { failedAt } : { nextAttemptAt: new Date(failedAt.getTime() + retryDelayMs(attempts)) }),
      })
      .where(eq(mailOutbox.id, mail.id));
    if (givingUp) logger.error({ err: error, mailId: mail.id, attempts }, "mail given up on: never delivered");
    else logger.warn({ err: error, mailId: mail.id, attempts }, "mail delivery failed; it will be tried again");
    return false;
  }
  // Sent whatever happens next: should this write fail, the claim still holds the mail back until it runs out.
  await db.update(mailOutbox).set({ sentAt: now(), attempts, claimedUntil: null }).where(eq(mailOutbox.id, mail.id));
  return true;
}

async function releaseClaims(db: Database, ids: number[]): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ claimedUntil: null })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)));
}

/** The first try of mails just queued (their transaction committed); the relay takes over what fails. */
export async function deliverQueued(db: Database, ids: number[], transport: MailTransport | null = smtpTransport()): Promise<void> {
  if (!transport || ids.length === 0) return;
  for (const mail of await claimMail(db, { ids })) await sendClaimed(db, transport, mail);
}

/** One pass of the relay: claims and sends due mail in batches until none is left; answers how many went out. */
export async function relayDueMail(
  db: Database,
  transport: MailTransport,
  options: { now?: () => Date; batch?: number; stopping?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const batch = options.batch ?? MAIL_RELAY_BATCH;
  const outcome = { sent: 0, failed: 0 };
  for (;;) {
    const claimedAt = now().getTime();
    const claimed = await claimMail(db, { now: new Date(claimedAt), limit: batch });
    let handedBack = false;
    for (const [index, mail] of claimed.entries()) {
      // Shutting down, or a batch so slow its claim could run out during the next send: what is left is
      // handed back at once (not held until the claim runs out) and claimed anew.
      const claimLeft = claimedAt + MAIL_CLAIM_MINUTES * 60_000 - now().getTime();
      if (options.stopping?.() || claimLeft < MAIL_LONGEST_SEND_MINUTES * 60_000) {
        await releaseClaims(
          db,
          claimed.slice(index).map((left) => left.id),
        );
        handedBack = true;
        break;
      }
      if (await sendClaimed(db, transport, mail, now)) outcome.sent += 1;
      else outcome.failed += 1;
    }
    if (options.stopping?.() || (claimed.length < batch && !handedBack)) return outcome;
  }
}

/**
 * How long a delivered or given-up mail stays in the outbox: long enough to answer "did
 * you send me ...?" and to resend, not forever, since each row holds a customer's
 * address and what was written to them.
 */
export const MAIL_KEEP_DAYS = 90;
/** How often one instance deletes the mail past MAIL_KEEP_DAYS, at most. */
export const MAIL_PRUNE_INTERVAL_MS = 60 * 60_000;

/** Rows per delete of `pruneOldMail`: a few milliseconds of work on either database, as server/maintenance/prune.ts. */
export const MAIL_PRUNE_BATCH = 1_000;
/** Deletes per pass at most; what is left goes in the next pass. */
export const MAIL_PRUNE_MAX_BATCHES = 100;

/**
 * Deletes delivered and given-up mail older than MAIL_KEEP_DAYS, in batches of
 * MAIL_PRUNE_BATCH rows, one statement each: with PGlite a statement holds the
 * database's one thread, so a year of mail must not go in one delete. Rows another
 * instance is deleting are passed over (skip locked). Mail still waiting is never
 * deleted. Answers how many.
 */
export async function pruneOldMail(
  db: Database,
  now = new Date(),
  options: { batch?: number; maxBatches?: number; stopping?: () => boolean } = {},
): Promise<number> {
  const before = new Date(now.getTime() - MAIL_KEEP_DAYS * 24 * 60 * 60_000);
  const batch = options.batch ?? MAIL_PRUNE_BATCH;
  let deleted = 0;
  for (let round = 0; round < (options.maxBatches ?? MAIL_PRUNE_MAX_BATCHES); round += 1) {
    const picked = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(or(lt(mailOutbox.sentAt, before), lt(mailOutbox.failedAt, before)))
      .limit(batch)
      .for("update", { skipLocked: true });
    const rows = await db.delete(mailOutbox).where(inArray(mailOutbox.id, picked)).returning({ id: mailOutbox.id });
    deleted += rows.length;
    if (rows.length < batch || options.stopping?.()) break;
  }
  return deleted;
}

/** A running relay; `stop` lets a pass under way finish and starts no other. */
export interface MailRelay {
  stop(): Promise<void>;
}

const processWide = globalThis as typeof globalThis & { [MAIL_RELAY_KEY]?: MailRelay };

/**
 * Starts the relay once per server process (instrumentation.ts); shutdown.mjs stops
 * it before the database closes. A pass writes what a crash left unwritten, sends
 * what is due, and hourly prunes old mail. Without SMTP_URL nothing runs: mail stays
 * in the outbox, its words written by its first try, where development and the
 * tests read it.
 */
export function startMailRelay(
  database: () => Promise<Database>,
  transport: MailTransport | null = smtpTransport(),
  intervalMs: number = MAIL_RELAY_INTERVAL_MS,
): MailRelay | null {
  if (!transport) return null;
  let lastPruned = 0;
  return startPeriodic({
    key: MAIL_RELAY_KEY,
    intervalMs,
    // Mail left over from before this start is due now, not one interval later.
    firstPassDelayMs: 0,
    failure: "mail relay pass failed; the next one tries again",
    // Each pass asks for the database again, so a relay started while it was down begins once it is up.
    async pass(stopping) {
      const db = await database();
      await renderPending(db, { stopping });
      await relayDueMail(db, transport, { stopping });
      if (stopping() || Date.now() - lastPruned < MAIL_PRUNE_INTERVAL_MS) return;
      lastPruned = Date.now();
      await pruneOldMail(db, new Date(), { stopping });
    },
  });
}

/** Stops this process's relay, if one runs (shutdown, tests). */
export async function stopMailRelay(): Promise<void> {
  await processWide[MAIL_RELAY_KEY]?.stop();
}
