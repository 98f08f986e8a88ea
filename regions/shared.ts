import type { DeliveryTime, PaymentMethod, RegionInput, SupportContact } from "./schema";

/** Values several regions share; each region file says which it takes. */

export const BRAND_BASENAME = "boxwright";
export const MAIN_DOMAIN = "boxwright.com";

/** The 27 member states of the European Union. */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

/** Countries the European storefronts ship to: the EU without Cyprus and Malta, plus Switzerland and Norway. */
export const EU_SHIPPING_COUNTRIES = [...EU_COUNTRIES.filter((iso) => iso !== "CY" && iso !== "MT"), "CH", "NO"];

/** Countries outside the EU that the shop still delivers to. */
export const OUTSIDE_EU_ALLOWED = ["GB", "CH", "NO"] as const;

/** Countries that can order, with limits (no express, longer delivery). */
export const PARTIALLY_SUPPORTED_COUNTRIES = ["AU", "CA", "US"];

/** Countries where an offer may carry extra costs (customs, islands). */
export const OFFER_EXTRA_COUNTRIES = ["CH", "NO", "PL", "CY", "MT"] as const;

/** Customs surcharge for Switzerland and Norway: 40.00 in the region's currency. */
export const NON_EU_CUSTOMS = 4000;

export const EU_PAYMENT_METHODS: PaymentMethod[] = ["paypal", "check", "stripe", "p24", "ideal", "bancontact", "eps", "giropay", "card", "hokodo"];
/** de, at, it, es, nl and the other euro storefronts: the eu list without hokodo. */
export const EURO_PAYMENT_METHODS: PaymentMethod[] = EU_PAYMENT_METHODS.filter((method) => method !== "hokodo");

export const DESIGNLESS_PRODUCT_IDS = ["mailer-box-plain", "shipping-box-plain"];

export const EUROPEAN_DELIVERY_TIME: DeliveryTime = {
  compartmentDeliveryTime: { standard: { min: 3, max: 5 }, express: { min: 1, max: 2 } },
  avarageDeliveryTime: 5,
  samplePackAverageDeliveryTime: 5,
};

export const EUROPEAN_SHIPMENTS = {
  allowedShipments: ["courier", "sample-packs", "palettes"],
  allowedShipmentTypes: ["courier", "courier-free", "sample-packs-free", "sample-packs-eu4", "palettes"],
  shipmentsConfig: {
    deliveryTime: EUROPEAN_DELIVERY_TIME,
    methods: {
      courier: { types: ["courier", "courier-free"] },
      "sample-packs": { types: ["sample-packs-free", "sample-packs-eu4"] },
      palettes: { types: ["palettes"] },
    },
  },
} satisfies Pick<RegionInput, "allowedShipments" | "allowedShipmentTypes" | "shipmentsConfig">;

export function socialLinks(handle: string): RegionInput["externalLinks"] {
  return {
    instagram: `https://www.instagram.com/${handle}`,
    linkedin: `https://www.linkedin.com/company/${handle}`,
    facebook: `https://www.facebook.com/${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
  };
}

/**
 * Everything a euro storefront in the EU has in common; a region file spreads it
 * and then states what is its own (domain, language, country).
 */
export const EURO_STOREFRONT = {
  mainDomain: MAIN_DOMAIN,
  mainRegion: "eu",
  currency: "EUR",
  vatAmount: 23,
  alwaysShowAddedTax: false,
  hasVat: true,
  forcedTax: false,
  taxCountryIso: "PL",
  productRegion: "eu",
  additionalCustoms: 0,
  allowedPaymentMethods: EURO_PAYMENT_METHODS,
  ...EUROPEAN_SHIPMENTS,
  allowedShippingCountries: EU_SHIPPING_COUNTRIES,
  deliveryTime: EUROPEAN_DELIVERY_TIME,
  designlessProductIds: DESIGNLESS_PRODUCT_IDS,
  excludedPimPropertyTypes: [],
  externalLinks: socialLinks(BRAND_BASENAME),
  customDomains: [],
  partiallySupportedCountries: [],
} satisfies Partial<RegionInput>;

/**
 * A storefront's support desk: weekdays 8:00 to 17:00 where the region is, unless
 * it says otherwise. The numbers and addresses are the shop's; an operator changes
 * them here (docs/adr/0063-trust-signals.md).
 */
export function supportDesk(email: string, phone: string, timeZone: string, hours: Partial<Omit<SupportContact["hours"], "timeZone">> = {}): SupportContact {
  return { email, phone, hours: { firstDay: 1, lastDay: 5, opens: "08:00", closes: "17:00", timeZone, ...hours } };
}
