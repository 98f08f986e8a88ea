import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT } from "./shared";

/** Austria: German-speaking, served in German; no plus area. */
export const at = {
  ...EURO_STOREFRONT,
  id: "at",
  code: "at",
  domain: { basename: BRAND_BASENAME, tld: "at", pathBased: false },
  locale: "de-DE",
  languageTag: "de",
  hreflang: "de-AT",
  currencyFormatter: { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" },
  phoneCountryCode: "+43",
  countryCode: "AT",
  pageTitle: "Boxwright AT",
  defaultShippingCountryCode: "AT",
  supportsPlus: false,
} satisfies RegionInput;
