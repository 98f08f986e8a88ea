import { eq } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import { formatMinorUnits } from "@/lib/money/format";
import { getRegion } from "@/regions";
import type { Database, Tx } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { deliverMail, queueMail, renderMail, type OutgoingMail, type QueuedMail } from "@/server/mail/service";
import type { OrderRow } from "@/server/orders/service";
import { guestLink } from "./links";

/**
 * The mail an order sends when it completes: a thank-you for a paid order, or the
 * request for a bank transfer, in the buyer's language (`buyerLocale` when the
 * caller has the buyer at hand). It is written to the outbox in the transaction
 * that completes the order, so every completed order has its mail and an order
 * whose completion rolls back has none; it is delivered after the commit.
 * A mail that cannot be rendered is logged and never undoes the order.
 */
export async function queueOrderMail(tx: Tx, order: OrderRow, buyerLocale?: string): Promise<QueuedMail | null> {
  if (!order.email) return null;
  const region = getRegion(order.region);
  const locale = buyerLocale ?? (await tx.select({ locale: users.locale }).from(users).where(eq(users.id, order.userId)))[0]?.locale;
  const mail: OutgoingMail = {
    to: order.email,
    kind: order.paymentState === "WAITING" ? "order_awaiting_transfer" : "order_confirmation",
    locale: (locale ?? region.locale) as Locale,
    // The guest link: the buyer may have no account, or read the mail on another device.
    link: await guestLink(tx, order),
    values: { number: order.number, total: formatMinorUnits(order.total, region.currencyFormatter) },
  };
  let content;
  try {
    content = await renderMail(mail.kind, mail.locale, mail.link, mail.values);
  } catch (error) {
    logger.error({ err: error, order: order.number }, "order mail failed");
    return null;
  }
  // A failed insert fails the transaction with it: the database is refusing writes.
  return queueMail(tx, mail, content);
}

/** Delivers a queued order mail once its transaction has committed; a failure is logged, the order stands. */
export async function deliverOrderMail(db: Database, mail: QueuedMail | null): Promise<void> {
  if (!mail) return;
  try {
    await deliverMail(db, mail);
  } catch (error) {
    logger.error({ err: error, mailId: mail.id }, "order mail delivery failed");
  }
}
