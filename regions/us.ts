import type { RegionInput } from "./schema";
import { BRAND_BASENAME, DESIGNLESS_PRODUCT_IDS, MAIN_DOMAIN, socialLinks, supportDesk } from "./shared";

/** The United States, under /en-us: dollars, no VAT, inches, courier only. */
export const us = {
  id: "us",
  code: "us",
  domain: { basename: BRAND_BASENAME, tld: "com", pathBased: true, pathRegion: "en-us" },
  mainDomain: MAIN_DOMAIN,
  mainRegion: "eu",
  locale: "en-US",
  languageTag: "en",
  hreflang: "en-US",
  currency: "USD",
  vatAmount: 0,
  alwaysShowAddedTax: false,
  hasVat: false,
  forcedTax: false,
  taxCountryIso: "US",
  currencyFormatter: { thousandSeparator: ",", decimalSeparator: ".", currencySign: "$", currencyPosition: "left" },
  phoneCountryCode: "+1",
  productRegion: "us",
  countryCode: "US",
  pageTitle: "Boxwright US",
  defaultShippingCountryCode: "US",
  additionalCustoms: 0,
  supportsPlus: false,
  allowedPaymentMethods: ["stripe", "card"],
  allowedShipments: ["courier", "sample-packs"],
  allowedShipmentTypes: ["courier-free", "sample-packs-free"],
  allowedShippingCountries: ["US"],
  shipmentsConfig: {
    deliveryTime: {
      compartmentDeliveryTime: { standard: { min: 1, max: 2 } },
      avarageDeliveryTime: 5,
      samplePackAverageDeliveryTime: 5,
    },
    methods: {
      courier: { types: ["courier-free"] },
      "sample-packs": { types: ["sample-packs-free"] },
    },
  },
  deliveryTime: {
    compartmentDeliveryTime: { standard: { min: 3, max: 5 } },
    avarageDeliveryTime: 5,
    samplePackAverageDeliveryTime: 3,
  },
  designlessProductIds: DESIGNLESS_PRODUCT_IDS,
  excludedPimPropertyTypes: [],
  externalLinks: socialLinks(BRAND_BASENAME),
  customDomains: [],
  partiallySupportedCountries: [],
  support: supportDesk("support@boxwright.com", "+1 646 558 2140", "America/New_York", { opens: "09:00", closes: "18:00" }),
} satisfies RegionInput;
