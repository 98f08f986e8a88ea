import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, NON_EU_CUSTOMS, supportDesk } from "./shared";

/** Switzerland: outside the EU, so no VAT is charged here and customs are added instead. */
export const ch = {
  ...EURO_STOREFRONT,
  id: "ch",
  code: "ch",
  domain: { basename: BRAND_BASENAME, tld: "ch", pathBased: false },
  locale: "de-CH",
  languageTag: "de",
  hreflang: "de-CH",
  vatAmount: 0,
  hasVat: false,
  taxCountryIso: "CH",
  currencyFormatter: { thousandSeparator: "'", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" },
  phoneCountryCode: "+41",
  countryCode: "CH",
  pageTitle: "Boxwright CH",
  defaultShippingCountryCode: "CH",
  additionalCustoms: NON_EU_CUSTOMS,
  allowedPaymentMethods: ["paypal", "check", "stripe", "card"],
  allowedShippingCountries: ["CH"],
  supportsPlus: false,
  support: supportDesk("service@boxwright.ch", "+41 44 508 7120", "Europe/Zurich"),
} satisfies RegionInput;
