import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, NON_EU_CUSTOMS, supportDesk } from "./shared";

/** Norway: outside the EU, served in English, customs added instead of VAT. */
export const no = {
  ...EURO_STOREFRONT,
  id: "no",
  code: "no",
  domain: { basename: BRAND_BASENAME, tld: "no", pathBased: false },
  locale: "en-NO",
  languageTag: "en",
  hreflang: "en-NO",
  vatAmount: 0,
  hasVat: false,
  taxCountryIso: "NO",
  currencyFormatter: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" },
  phoneCountryCode: "+47",
  countryCode: "NO",
  pageTitle: "Boxwright NO",
  defaultShippingCountryCode: "NO",
  additionalCustoms: NON_EU_CUSTOMS,
  allowedPaymentMethods: ["paypal", "check", "stripe", "card"],
  allowedShippingCountries: ["NO"],
  supportsPlus: false,
  support: supportDesk("kundeservice@boxwright.no", "+47 21 93 86 40", "Europe/Oslo"),
} satisfies RegionInput;
