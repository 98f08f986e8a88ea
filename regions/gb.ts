import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

/** Great Britain: pounds, 20% VAT that is always charged and always shown; ships within GB only. */
export const gb = {
  ...EURO_STOREFRONT,
  id: "gb",
  code: "gb",
  domain: { basename: BRAND_BASENAME, tld: "co.uk", pathBased: false },
  mainRegion: "gb",
  locale: "en-GB",
  languageTag: "en",
  hreflang: "en-GB",
  currency: "GBP",
  vatAmount: 20,
  alwaysShowAddedTax: true,
  forcedTax: true,
  taxCountryIso: "GB",
  productRegion: "gb",
  currencyFormatter: { thousandSeparator: ",", decimalSeparator: ".", currencySign: "£", currencyPosition: "left" },
  phoneCountryCode: "+44",
  countryCode: "GB",
  pageTitle: "Boxwright UK",
  defaultShippingCountryCode: "GB",
  supportsPlus: true,
  allowedPaymentMethods: ["check", "stripe", "card", "hokodo"],
  allowedShippingCountries: ["GB"],
  deliveryTime: {
    compartmentDeliveryTime: { standard: { min: 3, max: 5 }, express: { min: 1, max: 2 } },
    avarageDeliveryTime: 5,
    samplePackAverageDeliveryTime: 3,
  },
  customDomains: ["boxwright.uk"],
  support: supportDesk("support@boxwright.co.uk", "+44 20 3868 4120", "Europe/London"),
} satisfies RegionInput;
