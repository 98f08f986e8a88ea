import { ALL_REGIONS } from "@/regions";
import type { Currency, Region } from "@/regions/schema";
import { EU_COUNTRIES } from "@/regions/shared";
import { fromEurMinor, toEurMinor } from "./currency";
import { vatRateFor, type TaxContext } from "./tax";

/**
 * What the delivery country changes about a price: deliveries leaving the EU carry
 * no VAT (except to the seller's own country), and a country with its own
 * storefront outside the EU (ch, no) charges that storefront's customs surcharge.
 */

const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);

export function vatRateForDestination(region: Region, countryIso: string | null | undefined, context: TaxContext = {}): number {
  if (countryIso && !EU.has(countryIso) && countryIso !== region.taxCountryIso) return 0;
  return vatRateFor(region, context);
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
