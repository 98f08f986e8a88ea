import { and, count, eq, gt, ne, notInArray, sql } from "drizzle-orm";
import type { Currency } from "@/regions/schema";
import type { Database, Tx } from "@/server/db/client";
import { orders, promotions } from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";
import { logger } from "@/server/http/logger";
import { fromEurMinor } from "@/server/pricing/currency";

/**
 * Discount codes: whether one applies to an order, the reservation an unpaid order
 * holds on it, and its usage count (docs/adr/0028-discount-code-reservations.md).
 * A use is counted when the order completes; until then the order reserves the code
 * for COUPON_RESERVATION_MINUTES. Reservations of a code with a usage limit are taken
 * with the code's row locked, so a code with a limit of 1 applied from many orders
 * at once is held by exactly one of them; an expired reservation is simply not
 * counted when read, so no background job is needed for the code to come free.
 */

export type PromotionRow = typeof promotions.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Why a promotion does not apply now, or null when it does. */
export function checkPromotion(promotion: PromotionRow, productTotal: number, currency: Currency, now: Date): HttpError | null {
  if (!promotion.active || (promotion.startsAt && promotion.startsAt > now)) {
    return badRequest("coupon_not_found", "This discount code does not exist", { field: "coupon_code" });
  }
  if (promotion.expiresAt && promotion.expiresAt <= now) return badRequest("coupon_expired", "This discount code has expired", { field: "coupon_code" });
  if (promotion.minItemTotalEur !== null && productTotal < fromEurMinor(promotion.minItemTotalEur, currency)) {
    return badRequest("coupon_minimum_not_met", "The order is below this code's minimum value", {
      field: "coupon_code",
      minimum: fromEurMinor(promotion.minItemTotalEur, currency),
    });
  }
  return null;
}

/**
 * How long a cart or a checkout holds a discount code against the code's usage
 * limit. The payment step renews it, so a shopper paying holds it for this long
 * from the moment the payment starts. docs/operating.md says how to change it.
 */
export const COUPON_RESERVATION_MINUTES = 30;

const reservationEnd = (now: Date) => new Date(now.getTime() + COUPON_RESERVATION_MINUTES * 60_000);

const usedUp = () => badRequest("coupon_used_up", "This discount code has been used up", { field: "coupon_code" });

/** Orders that still hold this code now: not completed (those are in used_count), not canceled, reservation running. */
async function heldElsewhere(tx: Tx, promotionId: number, orderId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ held: count() })
    .from(orders)
    .where(
      and(
        eq(orders.promotionId, promotionId),
        ne(orders.id, orderId),
        notInArray(orders.state, ["complete", "canceled"]),
        gt(orders.promotionReservedUntil, now),
      ),
    );
  return row?.held ?? 0;
}

/**
 * Reserves the code for the order (whose row the caller has locked) until
 * COUPON_RESERVATION_MINUTES from now, or renews the order's reservation. Refused
 * with the used-up refusal when completed uses and other orders' running
 * reservations reach the limit. The code's row is locked first, so two orders
 * reserving at once are counted one after the other.
 */
export async function reservePromotion(tx: Tx, promotionId: number, orderId: number, now = new Date()): Promise<void> {
  const [promotion] = await tx
    .select({ usageLimit: promotions.usageLimit, usedCount: promotions.usedCount })
    .from(promotions)
    .where(eq(promotions.id, promotionId))
    .for("update");
  if (!promotion) throw badRequest("coupon_not_found", "This discount code does not exist", { field: "coupon_code" });
  if (promotion.usageLimit !== null && promotion.usedCount + (await heldElsewhere(tx, promotionId, orderId, now)) >= promotion.usageLimit) throw usedUp();
  await tx
    .update(orders)
    .set({ promotionId, promotionReservedUntil: reservationEnd(now) })
    .where(eq(orders.id, orderId));
}

/** Lets go of the order's code: it holds nothing more, and nothing was counted. */
export async function releasePromotion(tx: Tx, orderId: number): Promise<void> {
  await tx.update(orders).set({ promotionId: null, promotionReservedUntil: null }).where(eq(orders.id, orderId));
}

/**
 * The payment step: before any money is taken, the order's code is reserved again
 * for the whole reservation time (its own reservation renewed, or an expired one
 * taken anew while the code is free). A code taken meanwhile by another order is
 * refused with 409 `coupon_used_up`: the shopper removes it and sees the new total
 * before paying.
 */
export async function holdPromotionForPayment(tx: Tx, order: Pick<OrderRow, "id" | "promotionId">): Promise<void> {
  if (!order.promotionId) return;
  try {
    await reservePromotion(tx, order.promotionId, order.id);
  } catch (error) {
    if (error instanceof HttpError && error.code === "coupon_used_up") {
      throw new HttpError(409, "coupon_used_up", "This discount code was taken by another order; remove it to pay", { field: "coupon_code" });
    }
    throw error;
  }
}

/**
 * Counts the use of the code of an order completing now, in the transaction that
 * completes it, turning its reservation into a use. The reservation was renewed at
 * the payment step; should a payment have outlived it and the limit been reached
 * meanwhile, the paid order keeps the price it paid (a paid order is never
 * re-priced) and the shop is told.
 */
export async function countPromotionUse(tx: Tx, order: Pick<OrderRow, "id" | "number" | "promotionId">): Promise<void> {
  if (!order.promotionId) return;
  const [counted] = await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(eq(promotions.id, order.promotionId))
    .returning({ usedCount: promotions.usedCount, usageLimit: promotions.usageLimit, code: promotions.code });
  await tx.update(orders).set({ promotionReservedUntil: null }).where(eq(orders.id, order.id));
  if (counted && counted.usageLimit !== null && counted.usedCount > counted.usageLimit) {
    logger.warn(
      { order: order.number, code: counted.code, usedCount: counted.usedCount, usageLimit: counted.usageLimit },
      "a discount code was used beyond its limit by a paid order",
    );
  }
}

export interface NewPromotion {
  code: string;
  kind: "percent" | "fixed";
  amount: number;
  currency?: Currency | null;
  minItemTotalEur?: number | null;
  startsAt?: Date | null;
  expiresAt?: Date | null;
  usageLimit?: number | null;
}

/** Creates a discount code (for order managers and the development seed). */
export async function createPromotion(db: Database, input: NewPromotion): Promise<PromotionRow> {
  if (input.kind === "percent" && (input.amount < 1 || input.amount > 100)) throw badRequest("invalid_promotion", "A percent discount is 1 to 100");
  if (input.kind === "fixed" && (!input.currency || input.amount < 1))
    throw badRequest("invalid_promotion", "A fixed discount needs a currency and a positive amount");
  const [promotion] = await db
    .insert(promotions)
    .values({
      code: input.code.trim().toUpperCase(),
      kind: input.kind,
      amount: input.amount,
      currency: input.kind === "fixed" ? input.currency! : null,
      minItemTotalEur: input.minItemTotalEur ?? null,
      startsAt: input.startsAt ?? null,
      expiresAt: input.expiresAt ?? null,
      usageLimit: input.usageLimit ?? null,
    })
    .returning();
  return promotion!;
}
