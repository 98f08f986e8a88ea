import { z } from "zod";

/**
 * What the browser sends to the analytics proxy (server/analytics keeps the same
 * shapes). Only ids and the shop's own words go in: no e-mail, name or address.
 */

export const ANALYTICS_PATHS = {
  track: "v1/analytics_proxies/track",
  identify: "v1/analytics_proxies/identify",
  productAddedConversion: "v1/analytics_proxies/track_product_added_ua_conversion",
} as const;
export type AnalyticsPath = (typeof ANALYTICS_PATHS)[keyof typeof ANALYTICS_PATHS];

/** Event names the shop tracks; offers' 'viewed' and 'expired' are their states' names too. */
export const EVENT_NAMES = {
  page: "Page Viewed",
  productAdded: "Product Added",
  checkoutStep: "Checkout Step Viewed",
  offerViewed: "Offer Viewed",
  offerExpired: "Offer Expired",
} as const;

const Properties = z.record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]));
export type EventProperties = z.infer<typeof Properties>;

const PageContext = z.object({ path: z.string().max(2000), referrer: z.string().max(2000), title: z.string().max(500) });

export const TrackEventSchema = z.object({
  type: z.enum(["track", "page"]),
  event: z.string().min(1).max(100),
  message_id: z.string().min(8).max(64),
  anonymous_id: z.string().min(8).max(64),
  properties: Properties.default({}),
  page: PageContext.optional(),
  sent_at: z.iso.datetime(),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

export const IdentifyEventSchema = z.object({
  message_id: z.string().min(8).max(64),
  anonymous_id: z.string().min(8).max(64),
  user_id: z.string().min(1).max(64),
  traits: Properties.default({}),
  sent_at: z.iso.datetime(),
});
export type IdentifyEvent = z.infer<typeof IdentifyEventSchema>;

export const ProductAddedConversionSchema = z.object({
  message_id: z.string().min(8).max(64),
  anonymous_id: z.string().min(8).max(64),
  line_item_id: z.number().int().positive(),
  sent_at: z.iso.datetime(),
});
export type ProductAddedConversion = z.infer<typeof ProductAddedConversionSchema>;

/** One call waiting to go out: kept in session storage until analytics consent. */
export const PendingCallSchema = z.object({
  path: z.enum([ANALYTICS_PATHS.track, ANALYTICS_PATHS.identify, ANALYTICS_PATHS.productAddedConversion]),
  body: z.record(z.string(), z.unknown()),
});
export type PendingCall = z.infer<typeof PendingCallSchema>;
