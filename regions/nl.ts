import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

/** The Netherlands, served on the main domain under /nl-nl. */
export const nl = {
  ...EURO_STOREFRONT,
  id: "nl",
  code: "nl",
  domain: { basename: BRAND_BASENAME, tld: "com", pathBased: true, pathRegion: "nl-nl" },
  locale: "nl-NL",
  languageTag: "nl",
  hreflang: "nl-NL",
  currencyFormatter: { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" },
  phoneCountryCode: "+31",
  countryCode: "NL",
  pageTitle: "Boxwright NL",
  defaultShippingCountryCode: "NL",
  supportsPlus: true,
  support: supportDesk("klantenservice@boxwright.com", "+31 20 808 6420", "Europe/Amsterdam"),
} satisfies RegionInput;
