import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

/** Austria: German-speaking, served in German; no plus area. */
export const at = {
  ...EURO_STOREFRONT,
  id: "at",
  code: "at",
  domain: { basename: BRAND_BASENAME, tld: "at", pathBased: false },
  locale: "de-AT",
  languageTag: "de",
  hreflang: "de-AT",
  // Grouped with a space, as Austria writes numbers (and its quantities are written): 1 250,00.
  currencyFormatter: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" },
  phoneCountryCode: "+43",
  countryCode: "AT",
  pageTitle: "Boxwright AT",
  defaultShippingCountryCode: "AT",
  supportsPlus: false,
  support: supportDesk("service@boxwright.at", "+43 1 2670 1180", "Europe/Vienna"),
} satisfies RegionInput;
