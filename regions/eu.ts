import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EU_PAYMENT_METHODS, EURO_STOREFRONT, PARTIALLY_SUPPORTED_COUNTRIES, supportDesk } from "./shared";

/** The European storefront on the main .com domain, in English; the default region. */
export const eu = {
  ...EURO_STOREFRONT,
  id: "eu",
  code: "eu",
  domain: { basename: BRAND_BASENAME, tld: "com", pathBased: false },
  locale: "en-GB",
  languageTag: "en",
  hreflang: "en",
  currencyFormatter: { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" },
  phoneCountryCode: "+49",
  countryCode: "EU",
  pageTitle: "Boxwright",
  defaultShippingCountryCode: "DE",
  supportsPlus: true,
  allowedPaymentMethods: EU_PAYMENT_METHODS,
  partiallySupportedCountries: PARTIALLY_SUPPORTED_COUNTRIES,
  support: supportDesk("support@boxwright.com", "+49 30 5683 7400", "Europe/Berlin"),
} satisfies RegionInput;
