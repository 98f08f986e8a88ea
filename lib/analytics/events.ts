import { z } from "zod";

/**
 * What the browser sends to the analytics proxy (server/analytics/routes.ts holds
 * the bodies' schemas). Only ids and the shop's own words go in: no e-mail, name
 * or address.
 */

export const ANALYTICS_PATHS = {
  track: "v1/analytics_proxies/track",
  identify: "v1/analytics_proxies/identify",
  productAddedConversion: "v1/analytics_proxies/track_product_added_ua_conversion",
} as const;

/** Event names the shop tracks; offers' 'viewed' and 'expired' are their states' names too. */
export const EVENT_NAMES = {
  page: "Page Viewed",
  productAdded: "Product Added",
  checkoutStep: "Checkout Step Viewed",
  offerViewed: "Offer Viewed",
  offerExpired: "Offer Expired",
} as const;

export type EventProperties = Record<string, string | number | boolean | null>;

/** One call waiting to go out: kept in session storage until analytics consent. */
export const PendingCallSchema = z.object({
  path: z.enum([ANALYTICS_PATHS.track, ANALYTICS_PATHS.identify, ANALYTICS_PATHS.productAddedConversion]),
  body: z.record(z.string(), z.unknown()),
});
export type PendingCall = z.infer<typeof PendingCallSchema>;
