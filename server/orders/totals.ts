import type { Currency, Region } from "@/regions/schema";
import { fromEurMinor, toEurMinor } from "@/server/pricing/currency";
import { customsFor, vatRateForDestination } from "@/server/pricing/destination";
import { effectiveShipmentType, shipmentPrices } from "@/server/pricing/shipments";
import type { ShipmentType } from "@/regions/schema";
import { badRequest } from "@/server/http/errors";
import { priced } from "@/server/pricing/price-rule";
import type { TaxContext } from "@/server/pricing/tax";

/**
 * An order's totals from its lines, in one place: item total, shipping (the
 * chosen shipment type, free above its threshold), customs for ch and no as a
 * total of their own (so the shopper sees what they are, not a dearer delivery),
 * the discount, VAT for the delivery country and buyer, and the grand total.
 * VAT follows the one price rule (server/pricing/price-rule.ts): each line, the
 * shipping and the discount carry their own VAT, rounded on that component, and
 * the order's VAT is their sum, so the gross amounts shown add up to the total.
 * Pure: the service calls it inside the transaction that changed the lines.
 */

/**
 * The most one order's lines (or an offer's or instant quote's, which become
 * orders) may come to, in minor units: ten million in its currency. Quantities and
 * prices within their own limits can multiply into more than the database's
 * integer columns hold; below this, the grand total with tax and shipping still
 * fits them, and above it the order is refused rather than overflowing them.
 */
export const MAX_ORDER_TOTAL = 1_000_000_000;

/** Refuses an amount above MAX_ORDER_TOTAL with a 400 the caller can act on. */
export function checkOrderAmount(amount: number, field: string): void {
  if (amount > MAX_ORDER_TOTAL)
    throw badRequest("order_too_large", `One order may come to at most ${MAX_ORDER_TOTAL} in minor units; split it or ask for an offer`, { field, amount });
}

export interface PromotionTerms {
  kind: "percent" | "fixed";
  amount: number;
  currency: string | null;
}

export interface TotalsInput {
  region: Region;
  currency: Currency;
  lines: readonly { kind: string; total: number }[];
  shipmentType: string | null;
  shipCountryIso: string | null;
  tax: TaxContext;
  promotion: PromotionTerms | null;
}

export interface OrderTotals {
  itemTotal: number;
  /** Delivery only; customs are customsTotal. */
  shipTotal: number;
  /** The customs surcharge of a delivery to ch or no (0 elsewhere). */
  customsTotal: number;
  /** The discount as a negative amount (0 without one). */
  promoTotal: number;
  taxTotal: number;
  total: number;
}

export function discountFor(promotion: PromotionTerms | null, productTotal: number, currency: Currency): number {
  if (!promotion) return 0;
  if (promotion.kind === "percent") return Math.floor((productTotal * promotion.amount) / 100);
  // Fixed amounts are stated in one currency; orders in another get the converted value.
  const stated = (promotion.currency ?? "EUR") as Currency;
  const amount = stated === currency ? promotion.amount : fromEurMinor(toEurMinor(promotion.amount, stated), currency);
  return Math.min(amount, productTotal);
}

/**
 * What the chosen shipment type costs an order of this item total: the price of
 * the type it actually ships with, so a free variant chosen above its threshold
 * is charged as its paid type once the cart falls below it, never left free.
 */
export function shippingFor(region: Region, shipmentType: string | null, itemTotal: number): number {
  if (!shipmentType || !region.allowedShipmentTypes.includes(shipmentType as ShipmentType)) return 0;
  const type = effectiveShipmentType(region, shipmentType as ShipmentType, itemTotal);
  return shipmentPrices(region).find((candidate) => candidate.type === type)?.price ?? 0;
}

/** The VAT rate of an order: its storefront's, for its delivery country and buyer. */
export function orderVatRate(region: Region, shipCountryIso: string | null, tax: TaxContext): number {
  return vatRateForDestination(region, shipCountryIso, tax);
}

export function computeTotals(input: TotalsInput): OrderTotals {
  const itemTotal = input.lines.reduce((sum, line) => sum + line.total, 0);
  const productTotal = input.lines.filter((line) => line.kind === "product").reduce((sum, line) => sum + line.total, 0);
  const hasProducts = productTotal > 0;
  const shipTotal = hasProducts ? shippingFor(input.region, input.shipmentType, itemTotal) : 0;
  const customsTotal = hasProducts ? customsFor(input.shipCountryIso, input.currency) : 0;
  const discount = discountFor(input.promotion, productTotal, input.currency);
  const vatRate = orderVatRate(input.region, input.shipCountryIso, input.tax);
  const taxTotal =
    input.lines.reduce((sum, line) => sum + priced(line.total, vatRate).vat, 0) +
    priced(shipTotal, vatRate).vat +
    priced(customsTotal, vatRate).vat +
    priced(-discount, vatRate).vat;
  return { itemTotal, shipTotal, customsTotal, promoTotal: -discount, taxTotal, total: itemTotal - discount + shipTotal + customsTotal + taxTotal };
}
