import { ALL_REGIONS, DEFAULT_REGION_ID, REGIONS, type Region } from "./index";
import { EU_COUNTRIES } from "./shared";
import { GUEST_LANGUAGES, type GuestLanguage } from "./urls";

/**
 * The countries a shopper can pick in the region switcher, each with the
 * storefront that serves it. Cyprus and Malta are left out: the shop does not
 * deliver there.
 */

export const SWITCHER_EXCLUDED_COUNTRIES = ["CY", "MT"] as const;

export interface SwitcherCountry {
  countryCode: string;
  region: Region;
  /** The language the country is served in when it is not the storefront's own (Portugal: pt on the EU storefront). */
  guest?: GuestLanguage;
}

const SWITCHER_COUNTRIES = [...EU_COUNTRIES.filter((iso) => !(SWITCHER_EXCLUDED_COUNTRIES as readonly string[]).includes(iso)), "GB", "CH", "NO", "US"];

export function regionForCountry(countryCode: string): Region {
  return ALL_REGIONS.find((region) => region.countryCode === countryCode) ?? REGIONS[DEFAULT_REGION_ID];
}

/** A guest language is the language of the country its locale names (pt-PT: Portugal). */
function guestLanguageOf(countryCode: string, region: Region): GuestLanguage | undefined {
  if (region.id !== DEFAULT_REGION_ID) return undefined;
  return GUEST_LANGUAGES.find((guest) => guest.hreflang.endsWith(`-${countryCode}`));
}

export function switcherCountries(): SwitcherCountry[] {
  return SWITCHER_COUNTRIES.map((countryCode) => {
    const region = regionForCountry(countryCode);
    const guest = guestLanguageOf(countryCode, region);
    return guest ? { countryCode, region, guest } : { countryCode, region };
  });
}
