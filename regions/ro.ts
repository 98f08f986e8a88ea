import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

/** Romania, served on the main domain under /ro-ro, priced in lei. */
export const ro = {
  ...EURO_STOREFRONT,
  id: "ro",
  code: "ro",
  domain: { basename: BRAND_BASENAME, tld: "com", pathBased: true, pathRegion: "ro-ro" },
  locale: "ro-RO",
  languageTag: "ro",
  hreflang: "ro-RO",
  currency: "RON",
  productRegion: "ro",
  currencyFormatter: { thousandSeparator: ".", decimalSeparator: ",", currencySign: "lei", currencyPosition: "right" },
  phoneCountryCode: "+40",
  countryCode: "RO",
  pageTitle: "Boxwright RO",
  defaultShippingCountryCode: "RO",
  allowedPaymentMethods: ["check", "stripe", "card"],
  supportsPlus: false,
  support: supportDesk("suport@boxwright.com", "+40 31 630 4120", "Europe/Bucharest"),
} satisfies RegionInput;
