import { and, eq } from "drizzle-orm";
import type { Region } from "@/regions/schema";
import { findVariant } from "@/server/catalog/variants";
import type { Database } from "@/server/db/client";
import { instantQuotes } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import { priceProductLine } from "@/server/orders/pricing";
import { checkOrderAmount } from "@/server/orders/totals";
import { priceOptions, type WireOptions } from "@/server/orders/service";
import type { UserRow } from "@/server/users/serialize";

/**
 * Instant quotes: the catalogue's ladder prices for a list of products and
 * quantities, kept for a while so the buyer can turn them into an offer.
 */

export type InstantQuoteRow = typeof instantQuotes.$inferSelect;

/** How long an instant quote's prices hold. */
export const INSTANT_QUOTE_DAYS = 14;

export interface InstantQuoteLine {
  sku: string;
  quantity: number;
  options?: WireOptions;
}

export async function createInstantQuote(
  db: Database,
  user: UserRow,
  region: Region,
  lines: readonly InstantQuoteLine[],
  now = new Date(),
): Promise<InstantQuoteRow> {
  const priced = lines.map((line, index) => {
    const variant = findVariant(region.id, line.sku);
    if (!variant) throw badRequest("invalid_variant", `No variant ${line.sku} in the ${region.id} storefront`, { field: `line_items.${index}.sku` });
    const options = priceOptions(variant, line.options);
    const price = priceProductLine({
      region,
      variant,
      quantity: line.quantity,
      options,
      expressDeliveryOptionId: null,
      paidAssets: [],
      countryIso: region.defaultShippingCountryCode,
    });
    return { sku: variant.sku, quantity: line.quantity, unit_price: price.unitPrice, total: price.total };
  });
  // It becomes an offer and then an order: it may come to no more than one order can.
  checkOrderAmount(
    priced.reduce((sum, line) => sum + line.total, 0),
    "line_items",
  );
  const [row] = await db
    .insert(instantQuotes)
    .values({
      userId: user.id,
      region: region.id,
      currency: region.currency,
      lines: priced,
      itemTotal: priced.reduce((sum, line) => sum + line.total, 0),
      validUntil: new Date(now.getTime() + INSTANT_QUOTE_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  return row!;
}

export async function ownedInstantQuote(db: Database, user: UserRow, id: number): Promise<InstantQuoteRow> {
  const [row] = await db
    .select()
    .from(instantQuotes)
    .where(and(eq(instantQuotes.id, id), eq(instantQuotes.userId, user.id)));
  if (!row) throw notFound("No such instant quote", { id });
  return row;
}
