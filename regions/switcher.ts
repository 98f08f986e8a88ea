import { ALL_REGIONS, DEFAULT_REGION_ID, REGIONS, type Region } from "./index";
import { EU_COUNTRIES } from "./shared";

/**
 * The countries a shopper can pick in the region switcher, each with the
 * storefront that serves it. Cyprus and Malta are left out: the shop does not
 * deliver there.
 */

export const SWITCHER_EXCLUDED_COUNTRIES = ["CY", "MT"] as const;

export interface SwitcherCountry {
  countryCode: string;
  region: Region;
}

const SWITCHER_COUNTRIES = [...EU_COUNTRIES.filter((iso) => !(SWITCHER_EXCLUDED_COUNTRIES as readonly string[]).includes(iso)), "GB", "CH", "NO", "US"];

export function regionForCountry(countryCode: string): Region {
  return ALL_REGIONS.find((region) => region.countryCode === countryCode) ?? REGIONS[DEFAULT_REGION_ID];
}

export function switcherCountries(): SwitcherCountry[] {
  return SWITCHER_COUNTRIES.map((countryCode) => ({ countryCode, region: regionForCountry(countryCode) }));
}
