import { priceFormatterOf } from "@/lib/money/format";
import { getRegion } from "@/regions";
import type { Tx } from "@/server/db/client";
import { logger } from "@/server/http/logger";
import { paymentReceivedValues, type PaymentReceivedFacts } from "@/server/mail/payment";
import { queueMail, type OutgoingMail, type QueuedMail } from "@/server/mail/service";
import type { OrderRow } from "@/server/orders/service";
import type { payments } from "@/server/db/schema";
import { GUEST_LINK_DAYS, guestLink } from "./links";
import { mailLocaleOf } from "./mail";
import { scheduleOf } from "./schedules";

/**
 * The "payment received" mail (ADR 0073): money for an order that was already placed
 * has arrived, so the buyer hears how much, what the order has received in all, what is
 * left and when the next instalment falls due. `settle` writes it in the transaction that
 * turns the payment to succeeded, with the order and its payments locked; a payment
 * that has succeeded is never settled again, so a retried webhook, a second confirmation
 * and the return page cannot write it twice. An order completed by this very payment
 * gets its order confirmation instead (mail.ts), which says the same and more.
 */

type PaymentRow = typeof payments.$inferSelect;

/** What the mail says, read in the settling transaction: `rows` are the order's payments with this one succeeded. */
export async function paymentReceivedFacts(
  tx: Tx,
  order: OrderRow,
  payment: Pick<PaymentRow, "amount">,
  rows: readonly Pick<PaymentRow, "status" | "amount">[],
  locale: string,
): Promise<PaymentReceivedFacts> {
  const received = rows.filter((row) => row.status === "succeeded").reduce((sum, row) => sum + row.amount, 0);
  const due = Math.max(0, order.total - received);
  // The plan as it stands after this payment: its instalment, if it paid one, is marked paid already.
  const schedule = due > 0 ? await scheduleOf(tx, order) : null;
  const next = schedule?.installments.find((part) => !part.paid);
  return {
    number: order.number,
    formatter: priceFormatterOf(getRegion(order.region), locale),
    amount: payment.amount,
    total: order.total,
    received,
    due,
    next: next ? { position: next.position, amount: Math.min(next.amount, due), dueDate: next.due_date } : null,
    linkDays: GUEST_LINK_DAYS,
  };
}

/** Writes the mail's facts to the outbox in the settling transaction; facts that cannot be gathered are logged and never undo the payment. */
export async function queuePaymentReceivedMail(
  tx: Tx,
  order: OrderRow,
  payment: Pick<PaymentRow, "id" | "amount">,
  rows: readonly Pick<PaymentRow, "status" | "amount">[],
  buyerLocale?: string,
): Promise<QueuedMail | null> {
  if (!order.email) return null;
  const locale = await mailLocaleOf(tx, order, buyerLocale);
  let mail: OutgoingMail;
  try {
    const facts = await paymentReceivedFacts(tx, order, payment, rows, locale);
    mail = {
      to: order.email,
      kind: "payment_received",
      locale,
      region: order.region,
      link: await guestLink(tx, order),
      values: paymentReceivedValues(facts),
      // The facts, not the words: the mail worker writes them after the commit (ADR 0076).
      block: { name: "payment_received", facts },
    };
  } catch (error) {
    logger.error({ err: error, order: order.number, payment: payment.id }, "payment received mail failed");
    return null;
  }
  // A failed insert fails the transaction with it: the database is refusing writes.
  return queueMail(tx, mail);
}
