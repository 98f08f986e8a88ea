import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

export const it = {
  ...EURO_STOREFRONT,
  id: "it",
  code: "it",
  domain: { basename: BRAND_BASENAME, tld: "it", pathBased: false },
  locale: "it-IT",
  languageTag: "it",
  hreflang: "it-IT",
  currencyFormatter: { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "right" },
  phoneCountryCode: "+39",
  countryCode: "IT",
  pageTitle: "Boxwright IT",
  defaultShippingCountryCode: "IT",
  supportsPlus: true,
  support: supportDesk("assistenza@boxwright.it", "+39 02 8295 6410", "Europe/Rome"),
} satisfies RegionInput;
