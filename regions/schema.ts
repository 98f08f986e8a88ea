import { z } from "zod";
import { LANGUAGE_TAGS, PAGE_LOCALES, type Locale } from "@/lib/i18n/locales";

/**
 * The shape of one regional storefront, as spec section 3 'Region configuration'
 * names its keys. Every region file is parsed with this schema when regions/ loads,
 * so a typo in a region fails fast instead of on a shopper's page.
 */

export const REGION_IDS = ["cz", "de", "es", "eu", "fr", "gb", "it", "nl", "pl", "ro", "sv", "us", "at", "ch", "no"] as const;
export type RegionId = (typeof REGION_IDS)[number];

export const CURRENCIES = ["EUR", "PLN", "GBP", "RON", "SEK", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAYMENT_METHODS = [
  "paypal",
  "check",
  "stripe",
  "stripe_intent",
  "p24",
  "ideal",
  "bancontact",
  "eps",
  "giropay",
  "sofort",
  "card",
  "hokodo",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SHIPMENT_METHODS = ["courier", "sample-packs", "palettes", "pick-up", "polish-post"] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];

/** Priced variants of the shipment methods: free courier, free and EU4 sample-pack delivery. */
export const SHIPMENT_TYPES = ["courier", "courier-free", "sample-packs-free", "sample-packs-eu4", "palettes", "pick-up", "polish-post"] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

const countryIso = z.string().regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2 country code");
const dayRange = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).refine((range) => range.min <= range.max, "min must not exceed max");

/** Business days; compartment times differ by production block (standard or express). */
export const deliveryTimeSchema = z.object({
  compartmentDeliveryTime: z.object({ standard: dayRange, express: dayRange.optional() }),
  avarageDeliveryTime: z.number().int().positive(),
  samplePackAverageDeliveryTime: z.number().int().positive(),
});
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;

const url = z.url({ protocol: /^https$/ });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:mm");
const isoWeekday = z.number().int().min(1).max(7);
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "an IANA time zone");

/**
 * Where a shopper reaches a person (docs/adr/0063-trust-signals.md): shown in the
 * footer of every page and on the cart and checkout. Hours are the support team's
 * wall-clock times in the region's time zone, weekdays numbered 1 (Monday) to 7.
 */
export const supportContactSchema = z
  .object({
    email: z.email(),
    /** As dialled from abroad: +, country code, digits in groups. */
    phone: z.string().regex(/^\+\d{1,3}( \d{1,4}){2,5}$/, "an international phone number in groups"),
    hours: z
      .object({ firstDay: isoWeekday, lastDay: isoWeekday, opens: clockTime, closes: clockTime, timeZone })
      .strict()
      .refine((hours) => hours.firstDay <= hours.lastDay, "the first day comes before the last")
      .refine((hours) => hours.opens < hours.closes, "support opens before it closes"),
  })
  .strict();
export type SupportContact = z.infer<typeof supportContactSchema>;

export const regionSchema = z
  .object({
    id: z.enum(REGION_IDS),
    /** Short code used in URLs and by the language mapping ('se' for the sv region). */
    code: z.string().regex(/^[a-z]{2}$/),
    domain: z.object({
      basename: z.string().min(1),
      tld: z.string().regex(/^[a-z.]+$/),
      pathBased: z.boolean(),
      pathRegion: z
        .string()
        .regex(/^[a-z]{2}-[a-z]{2}$/)
        .optional(),
    }),
    mainDomain: z.string().min(1),
    /** The storefront whose catalogue, support team and domain this one belongs to. */
    mainRegion: z.enum(REGION_IDS),
    /** The locale of the region's own language, as the region writes it (en-GB, de-CH): words, numbers and dates. */
    locale: z.enum(PAGE_LOCALES as [Locale, ...Locale[]]),
    languageTag: z.enum(LANGUAGE_TAGS),
    hreflang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
    currency: z.enum(CURRENCIES),
    /** Standard VAT rate in percent. */
    vatAmount: z.number().int().min(0).max(100),
    alwaysShowAddedTax: z.boolean(),
    hasVat: z.boolean(),
    /** Tax is always charged, also to businesses with a VAT id (no reverse charge). */
    forcedTax: z.boolean(),
    /** The country whose VAT the region's prices carry (the seller's, PL, across the EU). */
    taxCountryIso: countryIso,
    currencyFormatter: z.object({
      thousandSeparator: z.string().max(1),
      decimalSeparator: z.enum([".", ","]),
      currencySign: z.string().min(1),
      currencyPosition: z.enum(["left", "right"]),
    }),
    phoneCountryCode: z.string().regex(/^\+\d{1,3}$/),
    productRegion: z.enum(REGION_IDS),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    pageTitle: z.string().min(1),
    defaultShippingCountryCode: countryIso,
    /** Customs surcharge in minor units of the region's currency (0 inside the EU). */
    additionalCustoms: z.number().int().min(0),
    supportsPlus: z.boolean(),
    allowedPaymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1),
    allowedShipments: z.array(z.enum(SHIPMENT_METHODS)).min(1),
    allowedShipmentTypes: z.array(z.enum(SHIPMENT_TYPES)).min(1),
    allowedShippingCountries: z.array(countryIso).min(1),
    shipmentsConfig: z.object({
      deliveryTime: deliveryTimeSchema,
      methods: z.partialRecord(z.enum(SHIPMENT_METHODS), z.object({ types: z.array(z.enum(SHIPMENT_TYPES)).min(1) })),
    }),
    deliveryTime: deliveryTimeSchema,
    designlessProductIds: z.array(z.string().min(1)),
    excludedPimPropertyTypes: z.array(z.string().min(1)),
    externalLinks: z.object({
      instagram: url,
      linkedin: url,
      facebook: url,
      youtube: url,
    }),
    /** Further production hosts that serve this region besides basename.tld. */
    customDomains: z.array(z.string().regex(/^[a-z0-9.-]+$/)),
    partiallySupportedCountries: z.array(countryIso),
    support: supportContactSchema,
  })
  .strict()
  .superRefine((region, ctx) => {
    if (region.domain.pathBased !== (region.domain.pathRegion !== undefined)) {
      ctx.addIssue({ code: "custom", message: "pathRegion is set exactly for path-based regions", path: ["domain"] });
    }
    if (!region.allowedShippingCountries.includes(region.defaultShippingCountryCode)) {
      ctx.addIssue({ code: "custom", message: "default shipping country must be allowed", path: ["defaultShippingCountryCode"] });
    }
    for (const method of Object.keys(region.shipmentsConfig.methods)) {
      if (!region.allowedShipments.includes(method as ShipmentMethod)) {
        ctx.addIssue({ code: "custom", message: `shipment ${method} is configured but not allowed`, path: ["shipmentsConfig"] });
      }
    }
    if (!region.support.phone.startsWith(`${region.phoneCountryCode} `)) {
      ctx.addIssue({ code: "custom", message: "the support phone is a number in the region's country", path: ["support", "phone"] });
    }
    if (!region.hasVat && region.vatAmount !== 0) {
      ctx.addIssue({ code: "custom", message: "a region without VAT has a VAT amount of 0", path: ["vatAmount"] });
    }
  });

export type Region = z.infer<typeof regionSchema>;
/** What a region file declares; the id, validation and defaults come from regions/index.ts. */
export type RegionInput = z.input<typeof regionSchema>;
