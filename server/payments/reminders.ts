import { priceFormatterOf } from "@/lib/money/format";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, notExists, sql } from "drizzle-orm";
import { paymentMethodsFor } from "@/lib/checkout/payment-methods";
import { getRegion } from "@/regions";
import type { Database, Tx } from "@/server/db/client";
import { installments, orders, payments, paymentSchedules } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { installmentDueValues, type InstallmentDueFacts } from "@/server/mail/payment";
import { deliverMail, queueMail, type OutgoingMail, type QueuedMail } from "@/server/mail/service";
import { OPEN_PAYMENT_STATUSES, type OrderRow } from "@/server/orders/service";
import { startPeriodic, type PeriodicJob } from "@/server/runtime/periodic";
import { INSTALLMENT_REMINDERS_KEY } from "@/server/runtime/process-keys.mjs";
import { bankDetailsFor } from "./bank";
import { guestLink } from "./links";
import { mailLocaleOf } from "./mail";
import { addDays, shopToday } from "./plans";

/**
 * The instalment reminder (ADR 0073): INSTALLMENT_REMINDER_DAYS before an unpaid
 * instalment of a placed order falls due, its buyer gets one mail with the amount,
 * the due day and how to pay. Every server process runs the job (as the mail relay
 * runs in each); an instalment is claimed by setting its `reminded_at` in the
 * statement that picks it (`update ... where reminded_at is null ... for update skip
 * locked ... returning`), and its mail is written to the outbox in the same
 * transaction, so two runs at once, in one process or two, remind it once, and a run
 * that fails before its commit leaves the instalment to the next one.
 */

/** How many days before its due day an instalment is reminded (the day itself counted as 0). */
export const INSTALLMENT_REMINDER_DAYS = 3;
/** How often each server process looks for instalments to remind; a day's reminders need no finer clock. */
export const INSTALLMENT_REMINDER_INTERVAL_MS = 15 * 60_000;
/** Instalments claimed per transaction; a run claims batches until none is left. */
export const INSTALLMENT_REMINDER_BATCH = 20;

/** Payment states of an order that still owes money. */
const OWING: OrderRow["paymentState"][] = ["WAITING", "FAILED", "DELAYED", "NOT_STARTED"];
/**
 * Attempts that already carry an instalment's money: a transfer announced, a payment in
 * flight. Their buyer has acted, and a reminder would only ask for the money twice.
 */
const UNDER_WAY = ["waiting", ...OPEN_PAYMENT_STATUSES] as const;

/**
 * Claims up to `limit` instalments whose reminder is due on `today` (a shop day,
 * YYYY-MM-DD): unpaid, not reminded, falling due from today to INSTALLMENT_REMINDER_DAYS
 * ahead, of a placed order that still owes and whose plan still matches its total.
 * An instalment already past its due day is not reminded: a reminder says a day to
 * come. The rows are locked and marked in one statement; rows another run is
 * claiming are passed over, not waited for.
 */
async function claimDue(tx: Tx, today: string, limit: number) {
  const picked = tx
    .select({ id: installments.id })
    .from(installments)
    .innerJoin(paymentSchedules, eq(paymentSchedules.id, installments.scheduleId))
    .innerJoin(orders, eq(orders.id, paymentSchedules.orderId))
    .where(
      and(
        isNull(installments.paidAt),
        isNull(installments.remindedAt),
        gte(installments.dueOn, today),
        lte(installments.dueOn, addDays(today, INSTALLMENT_REMINDER_DAYS)),
        eq(orders.state, "complete"),
        inArray(orders.paymentState, OWING),
        eq(paymentSchedules.total, orders.total),
        isNotNull(orders.email),
        ne(orders.email, ""),
        notExists(
          tx
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.installmentId, installments.id), inArray(payments.status, [...UNDER_WAY]))),
        ),
      ),
    )
    .orderBy(asc(installments.dueOn), asc(installments.id))
    .limit(limit)
    .for("update", { of: installments, skipLocked: true });
  return tx
    .update(installments)
    .set({ remindedAt: new Date() })
    .where(and(inArray(installments.id, picked), isNull(installments.remindedAt)))
    .returning();
}

type InstallmentRow = typeof installments.$inferSelect;

/** What the reminder says about `part`, read in the claiming transaction. */
async function reminderFacts(tx: Tx, order: OrderRow, part: InstallmentRow, locale: string): Promise<InstallmentDueFacts> {
  const region = getRegion(order.region);
  const [plan, paid] = await Promise.all([
    tx.select({ id: installments.id }).from(installments).where(eq(installments.scheduleId, part.scheduleId)),
    tx
      .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded"))),
  ]);
  const received = paid[0]?.amount ?? 0;
  const due = Math.max(0, order.total - received);
  // What the next payment of the order takes for this instalment (server/payments/service.ts, amountDue).
  const amount = Math.min(part.amount, due);
  const takesTransfers = paymentMethodsFor(region.allowedPaymentMethods).some((method) => method.kind === "bank_transfer");
  return {
    number: order.number,
    formatter: priceFormatterOf(region, locale),
    installment: { position: part.position, amount, dueDate: part.dueOn },
    count: plan.length,
    total: order.total,
    received,
    due,
    bank: takesTransfers ? bankDetailsFor(order.currency, order.number, amount) : null,
  };
}

/** Writes the reminder of a claimed instalment to the outbox; one whose facts cannot be gathered is logged, and stays claimed. */
async function queueReminder(tx: Tx, part: InstallmentRow): Promise<QueuedMail | null> {
  const [row] = await tx
    .select({ order: orders })
    .from(paymentSchedules)
    .innerJoin(orders, eq(orders.id, paymentSchedules.orderId))
    .where(eq(paymentSchedules.id, part.scheduleId));
  const order = row!.order;
  let mail: OutgoingMail;
  try {
    const locale = await mailLocaleOf(tx, order);
    const facts = await reminderFacts(tx, order, part, locale);
    const link = await guestLink(tx, order, "payment");
    const values = installmentDueValues(facts, locale);
    // The facts, not the words: the mail worker writes them after the commit (ADR 0076).
    mail = { to: order.email!, kind: "installment_due", locale, region: order.region, link, values, block: { name: "installment_due", facts } };
  } catch (error) {
    logger.error({ err: error, order: order.number, installment: part.id }, "instalment reminder failed");
    return null;
  }
  // A failed insert fails the run's transaction: its claims roll back with it, and the next run tries again.
  return queueMail(tx, mail);
}

/**
 * One run: claims the instalments whose reminder is due, batch by batch, writes
 * each one's mail in the claiming transaction, and hands the mails to the relay's
 * first try once committed. Answers how many reminders were written.
 */
export async function remindDueInstallments(
  db: Database,
  options: { today?: string; batch?: number; deliver?: (db: Database, mail: QueuedMail) => Promise<void>; stopping?: () => boolean } = {},
): Promise<number> {
  const today = options.today ?? shopToday();
  const batch = options.batch ?? INSTALLMENT_REMINDER_BATCH;
  const deliver = options.deliver ?? deliverMail;
  let written = 0;
  for (;;) {
    const { claimed, mails } = await db.transaction(async (tx) => {
      const parts = await claimDue(tx, today, batch);
      const queued: QueuedMail[] = [];
      for (const part of parts) {
        const mail = await queueReminder(tx, part);
        if (mail) queued.push(mail);
      }
      return { claimed: parts.length, mails: queued };
    });
    for (const mail of mails) await deliver(db, mail);
    written += mails.length;
    if (claimed < batch || options.stopping?.()) return written;
  }
}

/** A running reminder job; `stop` lets a run under way finish and starts no other. */
export type InstallmentReminders = PeriodicJob;

/**
 * Starts the job once per server process (instrumentation.ts), as the mail relay is
 * started (server/runtime/periodic.ts): a run at once, then every `intervalMs`, never
 * two runs of one process at a time; shutdown.mjs stops it before the database
 * closes. It runs with or without SMTP: without, the reminders wait in the outbox as
 * every other mail does.
 */
export function startInstallmentReminders(database: () => Promise<Database>, intervalMs: number = INSTALLMENT_REMINDER_INTERVAL_MS): InstallmentReminders {
  return startPeriodic({
    key: INSTALLMENT_REMINDERS_KEY,
    intervalMs,
    firstPassDelayMs: 0,
    failure: "instalment reminder run failed; the next one tries again",
    async pass(stopping) {
      const written = await remindDueInstallments(await database(), { stopping });
      if (written > 0) logger.info({ written }, "instalment reminders written");
    },
  });
}
