import type { OfferFilter, QuoteRequestFilter } from "./api";

/** The console's query cache keys, all under "manager": a new identity's cache clearing takes them all. */

export const MANAGER_KEY = ["manager", "current"] as const;
export const quoteRequestsKey = (filter: QuoteRequestFilter) => ["manager", "quote-requests", filter] as const;
export const quoteRequestKey = (id: string) => ["manager", "quote-request", id] as const;
export const offersKey = (filter: OfferFilter) => ["manager", "offers", filter] as const;
export const offerKey = (id: number) => ["manager", "offer", id] as const;
export const ordersKey = (q: string, completeOnly: boolean) => ["manager", "orders", q, completeOnly] as const;
export const orderFileKey = (number: string) => ["manager", "order", number] as const;
/** Prefixes that hold lists, to refresh after a change. */
export const QUOTE_REQUEST_LISTS = ["manager", "quote-requests"] as const;
export const OFFER_LISTS = ["manager", "offers"] as const;
