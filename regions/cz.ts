import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

/**
 * Czechia. The Czech domain now sends its visitors to the .com site with
 * fromRegion=CZ, where the region migration modal explains the move.
 */
export const cz = {
  ...EURO_STOREFRONT,
  id: "cz",
  code: "cz",
  domain: { basename: BRAND_BASENAME, tld: "cz", pathBased: false },
  locale: "cs-CZ",
  languageTag: "cs",
  hreflang: "cs-CZ",
  currencyFormatter: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "€", currencyPosition: "right" },
  phoneCountryCode: "+420",
  countryCode: "CZ",
  pageTitle: "Boxwright CZ",
  defaultShippingCountryCode: "CZ",
  supportsPlus: false,
  support: supportDesk("podpora@boxwright.cz", "+420 228 881 540", "Europe/Prague"),
} satisfies RegionInput;
