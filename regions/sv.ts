import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

/** Sweden, served on the main domain under /sv-se, priced in kronor. Its short code is 'se'. */
export const sv = {
  ...EURO_STOREFRONT,
  id: "sv",
  code: "se",
  domain: { basename: BRAND_BASENAME, tld: "com", pathBased: true, pathRegion: "sv-se" },
  locale: "sv-SE",
  languageTag: "se",
  hreflang: "sv-SE",
  currency: "SEK",
  productRegion: "sv",
  currencyFormatter: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "kr", currencyPosition: "right" },
  phoneCountryCode: "+46",
  countryCode: "SE",
  pageTitle: "Boxwright SE",
  defaultShippingCountryCode: "SE",
  allowedPaymentMethods: ["check", "stripe", "card"],
  supportsPlus: false,
  support: supportDesk("kundservice@boxwright.com", "+46 8 408 384 20", "Europe/Stockholm"),
} satisfies RegionInput;
