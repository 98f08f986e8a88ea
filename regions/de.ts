import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

export const de = {
  ...EURO_STOREFRONT,
  id: "de",
  code: "de",
  domain: { basename: BRAND_BASENAME, tld: "de", pathBased: false },
  locale: "de-DE",
  languageTag: "de",
  hreflang: "de-DE",
  currencyFormatter: { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "right" },
  phoneCountryCode: "+49",
  countryCode: "DE",
  pageTitle: "Boxwright DE",
  defaultShippingCountryCode: "DE",
  supportsPlus: true,
  support: supportDesk("service@boxwright.de", "+49 30 5683 7410", "Europe/Berlin"),
} satisfies RegionInput;
