import type { Region } from "@/regions/schema";
import { mulDivRound } from "./currency";

/**
 * VAT as the regions apply it. Prices are net in the database and on the wire;
 * VAT is added per line, rounded half up to the minor unit.
 */

export type CustomerType = "b2b" | "b2c";

export interface TaxContext {
  customerType?: CustomerType;
  /** A checked EU VAT id of the buyer's company. */
  hasValidVatId?: boolean;
}

/**
 * The VAT rate in percent for a buyer in a region. Regions without VAT charge
 * none; pl and gb always charge theirs (forced tax); elsewhere an EU business with
 * a valid VAT id buys under reverse charge, without VAT.
 */
export function vatRateFor(region: Region, context: TaxContext = {}): number {
  if (!region.hasVat) return 0;
  if (region.forcedTax) return region.vatAmount;
  if (context.customerType === "b2b" && context.hasValidVatId) return 0;
  return region.vatAmount;
}

export function vatOn(netAmount: number, ratePercent: number): number {
  return mulDivRound(netAmount, ratePercent, 100);
}

export function withVat(netAmount: number, ratePercent: number): { net: number; vat: number; gross: number } {
  const vat = vatOn(netAmount, ratePercent);
  return { net: netAmount, vat, gross: netAmount + vat };
}

/**
 * How prices are shown in a region: including VAT; net with the VAT added on top
 * (alwaysShowAddedTax, as in gb); or without any VAT (us, ch, no).
 */
export type PriceDisplay = "gross" | "net-plus-vat" | "no-vat";

export function priceDisplayFor(region: Region): PriceDisplay {
  if (!region.hasVat) return "no-vat";
  if (region.alwaysShowAddedTax) return "net-plus-vat";
  return "gross";
}

/** The amount a shopper sees for a net amount under the region's display rule. */
export function displayedAmount(region: Region, netAmount: number): number {
  return priceDisplayFor(region) === "gross" ? withVat(netAmount, region.vatAmount).gross : netAmount;
}
