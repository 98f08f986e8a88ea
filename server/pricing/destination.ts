import { ALL_REGIONS } from "@/regions";
import type { Currency, Region } from "@/regions/schema";
import { EU_COUNTRIES } from "@/regions/shared";
import { fromEurMinor, toEurMinor } from "./currency";
import { reverseChargeApplies, vatRateFor, type TaxContext } from "./tax";

/**
 * What the delivery country changes about a price: deliveries leaving the EU carry
 * no VAT (except to the seller's own country), and a country with its own
 * storefront outside the EU (ch, no) charges that storefront's customs surcharge.
 */

const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);

/** A delivery leaving the EU (other than to the seller's own country): an export, without VAT. */
export function isExport(region: Region, countryIso: string | null | undefined): boolean {
  return Boolean(countryIso && !EU.has(countryIso) && countryIso !== region.taxCountryIso);
}

export function vatRateForDestination(region: Region, countryIso: string | null | undefined, context: TaxContext = {}): number {
  if (isExport(region, countryIso)) return 0;
  return vatRateFor(region, context);
}

/** Whether an order's sale is under reverse charge: not an export, and the buyer qualifies (tax.ts). */
export function reverseChargeFor(region: Region, countryIso: string | null | undefined, context: TaxContext = {}): boolean {
  return !isExport(region, countryIso) && reverseChargeApplies(region, context);
}

/** The customs surcharge for a delivery to a country, in minor units of `currency`. */
export function customsFor(countryIso: string | null | undefined, currency: Currency): number {
  if (!countryIso) return 0;
  const home = ALL_REGIONS.find((candidate) => candidate.countryCode === countryIso && candidate.additionalCustoms > 0);
  if (!home) return 0;
  return fromEurMinor(toEurMinor(home.additionalCustoms, home.currency), currency);
}

/** The customs surcharge as the destination's own storefront states it (its currency). */
export function statedCustomsFor(countryIso: string): number {
  return ALL_REGIONS.find((candidate) => candidate.countryCode === countryIso)?.additionalCustoms ?? 0;
}
