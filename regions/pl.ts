import type { RegionInput } from "./schema";
import { BRAND_BASENAME, DESIGNLESS_PRODUCT_IDS, MAIN_DOMAIN, socialLinks, supportDesk } from "./shared";

const POLISH_DELIVERY_TIME = {
  compartmentDeliveryTime: { standard: { min: 1, max: 2 } },
  avarageDeliveryTime: 3,
  samplePackAverageDeliveryTime: 3,
};

/** Poland: the home market. Polish paths, złoty, tax always charged, pick-up in Warsaw and Polish Post. */
export const pl = {
  id: "pl",
  code: "pl",
  domain: { basename: BRAND_BASENAME, tld: "pl", pathBased: false },
  mainDomain: MAIN_DOMAIN,
  mainRegion: "pl",
  locale: "pl-PL",
  languageTag: "pl",
  hreflang: "pl-PL",
  currency: "PLN",
  vatAmount: 23,
  alwaysShowAddedTax: false,
  hasVat: true,
  forcedTax: true,
  taxCountryIso: "PL",
  currencyFormatter: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "zł", currencyPosition: "right" },
  phoneCountryCode: "+48",
  productRegion: "pl",
  countryCode: "PL",
  pageTitle: "Boxwright PL",
  defaultShippingCountryCode: "PL",
  additionalCustoms: 0,
  supportsPlus: true,
  allowedPaymentMethods: ["check", "stripe", "p24", "card", "hokodo"],
  allowedShipments: ["courier", "sample-packs", "palettes", "pick-up", "polish-post"],
  allowedShipmentTypes: ["courier", "courier-free", "sample-packs-free", "palettes", "pick-up", "polish-post"],
  allowedShippingCountries: ["PL"],
  shipmentsConfig: {
    deliveryTime: POLISH_DELIVERY_TIME,
    methods: {
      courier: { types: ["courier", "courier-free"] },
      "sample-packs": { types: ["sample-packs-free"] },
      palettes: { types: ["palettes"] },
      "pick-up": { types: ["pick-up"] },
      "polish-post": { types: ["polish-post"] },
    },
  },
  deliveryTime: POLISH_DELIVERY_TIME,
  designlessProductIds: DESIGNLESS_PRODUCT_IDS,
  excludedPimPropertyTypes: [],
  externalLinks: socialLinks(BRAND_BASENAME),
  customDomains: [],
  partiallySupportedCountries: [],
  support: supportDesk("pomoc@boxwright.pl", "+48 22 153 47 80", "Europe/Warsaw"),
} satisfies RegionInput;
