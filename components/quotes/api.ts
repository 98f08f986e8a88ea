import { z } from "zod";
import type { ApiService } from "@/lib/api/api-service";
import { blamedField, isRefusal, parseAnswer } from "@/lib/api/answers";
import { OFFER_STATES, QUOTE_MODES, QUOTE_REQUEST_STATES, type QuoteMode } from "@/lib/b2b/states";

/**
 * The quotes API as the buyer's pages use it: sending a quote request, the
 * buyer's own requests, instant prices and turning one into an offer. The
 * server's shapes (server/quotes, server/offers) are restated and checked here,
 * since client code may not import them.
 */

/** A date as the API writes it (ISO 8601); anything a Date cannot read is refused. */
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a date");
const money = z.number().int();

const quoteModeSchema = z.union([z.literal(QUOTE_MODES.qr), z.literal(QUOTE_MODES.brief)]);

const managerSchema = z.object({ email: z.string(), name: z.string().nullable(), avatar: z.string().nullable() });

/** A quote request as the quotes API answers it, to its buyer and to the order managers alike. */
export const quoteRequestSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  mode: quoteModeSchema,
  state: z.enum(QUOTE_REQUEST_STATES),
  region: z.string(),
  locale: z.string(),
  email: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  product_slug: z.string().nullable(),
  quantity: z.number().int().nullable(),
  dimensions: z.string().nullable(),
  message: z.string(),
  details: z.record(z.string(), z.string()),
  files: z.array(z.object({ id: z.string(), name: z.string(), content_type: z.string(), byte_size: z.number().int(), url: z.string() })),
  manager: managerSchema.nullable(),
  offers: z.array(z.object({ token: z.string(), state: z.enum(OFFER_STATES), valid_until: isoDate, url: z.string() })),
  created_at: isoDate,
});

const oneRequestSchema = z.object({ quote_request: quoteRequestSchema });
const myRequestsSchema = z.object({ quote_requests: z.array(quoteRequestSchema) });

const instantQuoteSchema = z.object({
  id: z.number().int(),
  region: z.string(),
  currency: z.string(),
  line_items: z.array(z.object({ sku: z.string(), quantity: z.number().int(), unit_price: money, total: money })),
  item_total: money,
  valid_until: isoDate,
  offer_token: z.string().nullable(),
});

/** Only what the buyer's pages need of a public offer: where to review it. */
const publicOfferSchema = z.object({ token: z.string(), url: z.string() });

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteManager = z.infer<typeof managerSchema>;
export type InstantQuote = z.infer<typeof instantQuoteSchema>;
export type PublicOfferLink = z.infer<typeof publicOfferSchema>;

/** What the form sends: mode 0 (QR) names a product and a quantity, mode 1 (Brief) describes the need in words. */
export interface QuoteRequestInput {
  mode: QuoteMode;
  email: string;
  name: string;
  company_name: string | null;
  phone: string | null;
  product_slug: string | null;
  quantity: number | null;
  dimensions: string | null;
  message: string;
  details: Record<string, string>;
  file_ids: string[];
  /** One per form fill: sending it again answers the first request instead of making a second. */
  idempotency_key: string;
  locale: string;
}

/** Sends the request; the same idempotency key again answers the request it first made. */
export async function sendQuoteRequest(api: ApiService, input: QuoteRequestInput): Promise<QuoteRequest> {
  return parseAnswer(oneRequestSchema, await api.post("v2/quote_requests", input, { auth: true }), "quote request").quote_request;
}

/** The caller's own requests, newest first (the server's order). */
export async function listMyQuoteRequests(api: ApiService): Promise<QuoteRequest[]> {
  return parseAnswer(myRequestsSchema, await api.get("v2/quote_requests/mine", { auth: true }), "quote requests").quote_requests;
}

/** One request by its number; someone else's reads as not found (404). */
export async function fetchQuoteRequest(api: ApiService, number: string): Promise<QuoteRequest> {
  return parseAnswer(oneRequestSchema, await api.get(`quote_requests/${encodeURIComponent(number)}`, { auth: true }), "quote request").quote_request;
}

/** The catalogue's price for one product in one quantity. */
export async function requestInstantQuote(api: ApiService, line: { sku: string; quantity: number }): Promise<InstantQuote> {
  const body = await api.post("v2/instant_quotes", { line_items: [line] }, { auth: true });
  return parseAnswer(z.object({ instant_quote: instantQuoteSchema }), body, "instant quote").instant_quote;
}

/** The instant quote as an offer the buyer can accept; asking again answers the same offer. */
export async function offerFromInstantQuote(api: ApiService, id: number, email?: string): Promise<PublicOfferLink> {
  const body = await api.post(`v2/instant_quotes/${id}/offers`, email ? { email } : {}, { auth: true });
  return parseAnswer(z.object({ offer: publicOfferSchema }), body, "offer").offer;
}

export function isNotFound(error: unknown): boolean {
  return isRefusal(error, 404) || isRefusal(error, 400);
}

export function isRateLimited(error: unknown): boolean {
  return isRefusal(error, 429);
}

/** The form field a refusal names: details.field, or the path of the first issue a failed schema lists. */
export const refusedField = blamedField;
