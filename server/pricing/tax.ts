import type { Region } from "@/regions/schema";
import { EU_COUNTRIES } from "@/regions/shared";
import { mulDivRound } from "./currency";

/**
 * VAT as the regions apply it. Prices are net in the database and on the wire;
 * VAT is added per line, rounded half up to the minor unit.
 */

export type CustomerType = "b2b" | "b2c";

export interface TaxContext {
  customerType?: CustomerType;
  /**
   * The country of the buyer's VAT id, set only once the VAT registry confirmed
   * the id (server/users/vat/registry.ts); a well-formed id alone is not enough.
   */
  confirmedVatCountryIso?: string | null;
}

const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);

/**
 * Whether the sale is under the EU's reverse charge: a business buyer whose VAT id
 * the registry confirmed, registered in another EU country than the seller's
 * (the storefront's taxCountryIso). A domestic business sale carries VAT like any
 * other; pl and gb always charge theirs (forced tax).
 */
export function reverseChargeApplies(region: Region, context: TaxContext = {}): boolean {
  if (!region.hasVat || region.forcedTax) return false;
  const buyer = context.confirmedVatCountryIso;
  if (context.customerType !== "b2b" || !buyer) return false;
  return EU.has(region.taxCountryIso) && EU.has(buyer) && buyer !== region.taxCountryIso;
}

/**
 * The VAT rate in percent for a buyer in a region: none in regions without VAT,
 * none under reverse charge, the region's rate otherwise.
 */
export function vatRateFor(region: Region, context: TaxContext = {}): number {
  if (!region.hasVat) return 0;
  if (reverseChargeApplies(region, context)) return 0;
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
