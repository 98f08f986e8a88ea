import type { ApiService } from "@/lib/api/api-service";
import { answered, isRefusal } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";

/**
 * The quotes API as the buyer's pages use it: sending a quote request, the
 * buyer's own requests, instant prices and turning one into an offer. The
 * shapes are the API's contract (ADR 0025).
 */

/** A quote request as the quotes API answers it, to its buyer and to the order managers alike. */
export type QuoteRequest = Schema<"QuoteRequest">;
export type QuoteManager = NonNullable<QuoteRequest["manager"]>;
export type InstantQuote = Schema<"InstantQuote">;
/** Only what the buyer's pages need of a public offer: where to review it. */
export type PublicOfferLink = Pick<Schema<"PublicOffer">, "token" | "url">;

/**
 * What the form sends: mode 0 (QR) names a product and a quantity, mode 1 (Brief) describes the need in words.
 * The form always sends every field, and one idempotency key per form fill: sending it again answers the
 * first request instead of making a second.
 */
export type QuoteRequestInput = Required<Schema<"NewQuoteRequest">>;

/** Sends the request; the same idempotency key again answers the request it first made. */
export async function sendQuoteRequest(api: ApiService, input: QuoteRequestInput): Promise<QuoteRequest> {
  return answered(await api.post("/v2/quote_requests", input, { auth: true }), "quote request").quote_request;
}

/** The caller's own requests, newest first (the server's order). */
export async function listMyQuoteRequests(api: ApiService): Promise<QuoteRequest[]> {
  return answered(await api.get("/v2/quote_requests/mine", { auth: true }), "quote requests").quote_requests;
}

/** One request by its number; someone else's reads as not found (404). */
export async function fetchQuoteRequest(api: ApiService, number: string): Promise<QuoteRequest> {
  return answered(await api.get("/quote_requests/{id}", { path: { id: number }, auth: true }), "quote request").quote_request;
}

/** The catalogue's price for one product in one quantity. */
export async function requestInstantQuote(api: ApiService, line: { sku: string; quantity: number }): Promise<InstantQuote> {
  return answered(await api.post("/v2/instant_quotes", { line_items: [line] }, { auth: true }), "instant quote").instant_quote;
}

/** The instant quote as an offer the buyer can accept; asking again answers the same offer. */
export async function offerFromInstantQuote(api: ApiService, id: number, email?: string): Promise<PublicOfferLink> {
  const { offer } = answered(await api.post("/v2/instant_quotes/{id}/offers", email ? { email } : {}, { path: { id }, auth: true }), "offer");
  return { token: offer.token, url: offer.url };
}

export function isNotFound(error: unknown): boolean {
  return isRefusal(error, 404) || isRefusal(error, 400);
}

export function isRateLimited(error: unknown): boolean {
  return isRefusal(error, 429);
}

/** The form field a refusal names: details.field, or the path of the first issue a failed schema lists. */
