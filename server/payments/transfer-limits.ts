import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { consumeAll, type RateLimit } from "@/server/security/rate-limit";

/**
 * An order placed to be paid by bank transfer completes unpaid and mails its bank
 * details to whatever address was typed at checkout: free to do for anyone, so it is
 * limited per network address and per recipient before any work, or the shop's mail
 * could be sent to strangers in bulk (docs/operating.md 'Mail to other addresses').
 */
export const TRANSFER_ORDER_LIMITS = { address: 20, recipient: 5, windowSeconds: 60 * 60 } as const;

/** The per-address allowance an hour: TRANSFER_ORDERS_PER_HOUR, 20 unless set (an office behind one address may need more). */
export function transferOrdersPerHour(): number {
  const configured = Number(process.env.TRANSFER_ORDERS_PER_HOUR);
  return Number.isInteger(configured) && configured > 0 ? configured : TRANSFER_ORDER_LIMITS.address;
}

/**
 * Counts a transfer order from `address` for `number` against both limits, before the
 * order is touched; refuses with 429 rate_limited and Retry-After when either is used up.
 */
export async function countTransferOrder(db: Database, number: string, address: string): Promise<void> {
  const [order] = await db.select({ email: orders.email }).from(orders).where(eq(orders.number, number));
  const windowSeconds = TRANSFER_ORDER_LIMITS.windowSeconds;
  const limits: RateLimit[] = [{ key: `transfer_order:address:${address}`, limit: transferOrdersPerHour(), windowSeconds }];
  if (order?.email) limits.push({ key: `transfer_order:recipient:${order.email.trim().toLowerCase()}`, limit: TRANSFER_ORDER_LIMITS.recipient, windowSeconds });
  await consumeAll(db, limits);
}
