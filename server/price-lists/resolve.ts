import { and, eq, gte, isNull, lte, or } from "drizzle-orm";
import { shopDayOf } from "@/lib/dates/shop-day";
import type { Region } from "@/regions/schema";
import type { Variant } from "@/server/catalog/variants";
import type { Database, Tx } from "@/server/db/client";
import { priceListEntries, priceLists, type NegotiatedTier } from "@/server/db/schema";
import { EXPRESS_SURCHARGE_PERCENT } from "@/server/pricing/engine";
import { tierFor } from "@/server/pricing/tiers";

/**
 * Which negotiated price applies to a company's line (docs/adr/0056-negotiated-price-lists.md),
 * and what it makes of the public piece price. Pricing asks here; it never reads
 * the lists itself.
 */

/** The entry of a company's list that prices a variant, with what the buyer is told about its list. */
export interface NegotiatedEntry {
  priceListId: number;
  priceListName: string;
  /** The list's last day (YYYY-MM-DD), null when it has no end. */
  validTo: string | null;
  product: string;
  /** A size code, or null for every size of the product. */
  sizeCode: string | null;
  ladder: NegotiatedTier[] | null;
  discountBasisPoints: number | null;
}

/** A company's entries that apply on one shop's day in one storefront, found once for a whole cart. */
export interface NegotiatedPrices {
  entries: readonly NegotiatedEntry[];
}

/** The size code of a variant: its sku after the product's slug (a catalogue code, or L x W x H of a custom size). */
export function sizeCodeOf(variant: Variant): string {
  return variant.sku.slice(variant.product.slug.length + 1);
}

/** The shop's day now: lists run from the start of valid_from to the end of valid_to where the shop is. */
export function shopToday(now = new Date()): string {
  return shopDayOf(now);
}

/**
 * The company's entries valid on `day` in lists of the storefront's currency: a
 * list in another currency never prices a line (the cart would charge amounts
 * meant for another money). One query, on price_lists_company_validity.
 */
export async function loadNegotiatedPrices(db: Database | Tx, companyId: number, region: Region, day = shopToday()): Promise<NegotiatedPrices> {
  const rows = await db
    .select({ list: priceLists, entry: priceListEntries })
    .from(priceLists)
    .innerJoin(priceListEntries, eq(priceListEntries.priceListId, priceLists.id))
    .where(
      and(
        eq(priceLists.companyId, companyId),
        eq(priceLists.currency, region.currency),
        lte(priceLists.validFrom, day),
        or(isNull(priceLists.validTo), gte(priceLists.validTo, day)),
      ),
    );
  return {
    entries: rows.map(({ list, entry }) => ({
      priceListId: list.id,
      priceListName: list.name,
      validTo: list.validTo,
      product: entry.product,
      sizeCode: entry.sizeCode,
      ladder: entry.ladder,
      discountBasisPoints: entry.discountBasisPoints,
    })),
  };
}

/** The entry for a variant: one for its very size beats one for every size of the product. */
export function entryFor(prices: NegotiatedPrices | null, variant: Variant): NegotiatedEntry | null {
  if (!prices) return null;
  const size = sizeCodeOf(variant);
  let productWide: NegotiatedEntry | null = null;
  for (const entry of prices.entries) {
    if (entry.product !== variant.product.slug) continue;
    if (entry.sizeCode === size) return entry;
    if (entry.sizeCode === null) productWide = entry;
  }
  return productWide;
}

/** The one resolver pricing uses for a single line: the entry that applies to the company's variant on a day, or null. */
export async function negotiatedEntryFor(
  db: Database | Tx,
  companyId: number | null,
  region: Region,
  variant: Variant,
  day = shopToday(),
): Promise<NegotiatedEntry | null> {
  if (companyId === null) return null;
  return entryFor(await loadNegotiatedPrices(db, companyId, region, day), variant);
}

/** The negotiated prices of a company's order with product lines priced from the ladder; null for anyone else's. */
export async function negotiatedPricesOfOrder(
  db: Database | Tx,
  order: { companyId: number | null },
  region: Region,
  lines: readonly { kind: string; fixedUnitPrice: number | null }[],
): Promise<NegotiatedPrices | null> {
  if (order.companyId === null || !lines.some((line) => line.kind === "product" && line.fixedUnitPrice === null)) return null;
  return loadNegotiatedPrices(db, order.companyId, region);
}

/** Half up to whole minor units, in integers: amount * numerator / denominator. */
function scaled(amount: number, numerator: number, denominator: number): number {
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

/**
 * One piece's net price under an entry. A fixed ladder's tier replaces the public
 * piece price, whatever the line's options (material, print, finish, quality), and
 * express production adds its surcharge to it as it does to a public price; a
 * discount takes its share off the public tier's piece price (express included).
 * Rounded half up on the piece, never below one minor unit: the line is that
 * piece price times the quantity, as the one price rule says (ADR 0019).
 */
export function negotiatedPiecePrice(entry: NegotiatedEntry, publicPiece: number, quantity: number, express: boolean): number {
  if (entry.ladder) {
    const tier = tierFor(
      entry.ladder.map((row) => ({ range_start: row.range_start, amount: row.price })),
      quantity,
    );
    // Below the ladder's first step there is no negotiated tier: the public price stands.
    if (!tier) return publicPiece;
    const piece = express ? scaled(tier.amount, 100 + EXPRESS_SURCHARGE_PERCENT, 100) : tier.amount;
    return Math.max(1, piece);
  }
  const discount = entry.discountBasisPoints ?? 0;
  return Math.max(1, scaled(publicPiece, 10_000 - discount, 10_000));
}
