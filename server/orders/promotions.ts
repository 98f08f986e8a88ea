import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Currency } from "@/regions/schema";
import type { Database, Tx } from "@/server/db/client";
import { promotions } from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";
import { fromEurMinor } from "@/server/pricing/currency";

/**
 * Discount codes: whether one applies to an order, and its usage count. A use is
 * counted with one conditional UPDATE, so a code with a limit of 1 applied from
 * many orders at once is taken by exactly one of them.
 */

export type PromotionRow = typeof promotions.$inferSelect;

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

/** Counts one use; refused when the limit is reached (by this or a concurrent order). */
export async function reservePromotion(tx: Tx, promotionId: number): Promise<void> {
  const taken = await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(and(eq(promotions.id, promotionId), or(isNull(promotions.usageLimit), lt(promotions.usedCount, promotions.usageLimit))))
    .returning({ id: promotions.id });
  if (taken.length === 0) throw badRequest("coupon_used_up", "This discount code has been used up", { field: "coupon_code" });
}

export async function releasePromotion(tx: Tx, promotionId: number): Promise<void> {
  await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} - 1` })
    .where(and(eq(promotions.id, promotionId), gt(promotions.usedCount, 0)));
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
