import { z } from "zod";
import { filesetSchema, type Fileset } from "@/components/approval/api";
import { quoteRequestSchema, type QuoteRequest } from "@/components/quotes/api";
import { API_BASE_PATH, type ApiService } from "@/lib/api/api-service";
import { isRefusal, parseAnswer } from "@/lib/api/answers";
import { ApiError } from "@/lib/api/errors";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import { readStoredToken } from "@/lib/api/token-storage";
import { FILESET_STATUSES, OFFER_STATES, QA_STATES, type OfferState, type QaState, type QuoteRequestState } from "@/lib/b2b/states";

/**
 * The b2b API as the order manager's console uses it: the quote request inbox,
 * offers and their lines, and the design approval and QA of orders. The server
 * (server/quotes, server/offers, server/approvals) owns these shapes; client code
 * may not import it, so they are restated and checked here (quote requests and
 * approval filesets as the buyer's pages restate them).
 */

/** An ISO date or date-time, as the API sends every date. */
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "an ISO date");
const money = z.number().int();

const managerSchema = z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() });
export type Manager = z.infer<typeof managerSchema>;
export type { Fileset, QuoteRequest };

const offerLineSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: money,
  total: money,
  box_design_id: z.number().int().nullable(),
});
export type OfferLine = z.infer<typeof offerLineSchema>;

const offerSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  state: z.enum(OFFER_STATES),
  region: z.string(),
  currency: z.string(),
  locale: z.string(),
  email: z.string(),
  message: z.string(),
  order_number: z.string().nullable(),
  order_manager: managerSchema.nullable(),
  valid_until: isoDate,
  url: z.string(),
  qr_number: z.string().nullable(),
  qr_svg: z.string(),
  line_items: z.array(offerLineSchema),
  item_total: money,
  created_at: isoDate,
  sent_at: isoDate.nullable(),
  viewed_at: isoDate.nullable(),
  accepted_at: isoDate.nullable(),
  events: z.array(z.object({ name: z.string(), created_at: isoDate })),
});
export type Offer = z.infer<typeof offerSchema>;

const orderSummarySchema = z.object({
  number: z.string(),
  state: z.string(),
  email: z.string().nullable(),
  total: money,
  currency: z.string(),
  region: z.string(),
  completed_at: isoDate.nullable(),
  qa_state: z.enum(QA_STATES).nullable(),
  approval_status: z.enum(FILESET_STATUSES).nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const personSchema = z.object({ email: z.string(), name: z.string() });

/** The parts of the usual order JSON the console shows. */
const orderSchema = z.object({
  number: z.string(),
  state: z.string(),
  payment_state: z.string(),
  channel: z.string(),
  currency: z.string(),
  region: z.string(),
  email: z.string().nullable(),
  item_total: money,
  ship_total: money,
  /** Customs of a delivery to ch or no: their own line, part of the total. */
  customs_total: money,
  promo_total: money,
  tax_total: money,
  total: money,
  vat_rate: z.number(),
  /** The tax decision: the VAT id, which registry confirmed it (null while unconfirmed), and whether reverse charge applies. */
  vat_id: z.string().nullable(),
  vat_check: z.object({ source: z.enum(["vies", "checksum"]), checked_at: z.string().nullable() }).nullable(),
  reverse_charge: z.boolean(),
  ship_address: z.record(z.string(), z.unknown()).nullable(),
  bill_address: z.record(z.string(), z.unknown()).nullable(),
  order_manager: managerSchema.nullable(),
  line_items: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      sku: z.string().nullable(),
      service_name: z.string().nullable(),
      quantity: z.number().int(),
      price: money,
      total: money,
      name: z.string().nullable().optional(),
      fixed_price: z.boolean().optional(),
      variant: z.object({ name: z.string() }).nullable(),
      product: z.object({ name: z.string() }).nullable(),
    }),
  ),
  completed_at: isoDate.nullable(),
  created_at: isoDate,
  qa_state: z.enum(QA_STATES).nullable(),
  approval: z.object({ uuid: z.string(), status: z.enum(FILESET_STATUSES) }).nullable(),
});
export type ManagedOrder = z.infer<typeof orderSchema>;

const qaCommentSchema = z.object({ id: z.number().int(), body: z.string(), author: personSchema, created_at: isoDate });
export type QaComment = z.infer<typeof qaCommentSchema>;

const qaStateChangeSchema = z.object({
  id: z.number().int(),
  from_state: z.enum(QA_STATES).nullable(),
  to_state: z.enum(QA_STATES),
  note: z.string().nullable(),
  author: personSchema.nullable(),
  created_at: isoDate,
});
export type QaStateChange = z.infer<typeof qaStateChangeSchema>;

const orderFileSchema = z.object({
  order: orderSchema,
  filesets: z.array(filesetSchema),
  qa_comments: z.array(qaCommentSchema),
  qa_state_changes: z.array(qaStateChangeSchema),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

const uploadedSchema = z.object({ id: z.string(), original_name: z.string() });

const AUTH = { auth: true } as const;
const wrapped = <K extends string, T extends z.ZodType>(key: K, schema: T) => z.object({ [key]: schema } as { [P in K]: T });

/**
 * The signed-in order manager, or null for everybody else: the API answers 401
 * without a token and 403 to a user who is not a manager.
 */
export async function currentManager(api: ApiService): Promise<Manager | null> {
  try {
    const body = await api.get("managers/current");
    return body === null ? null : parseAnswer(managerSchema, body, "current manager");
  } catch (error) {
    if (isRefusal(error, 401) || isRefusal(error, 403)) return null;
    throw error;
  }
}

// Quote requests.

export type QuoteRequestFilter = QuoteRequestState | "all";

/** The inbox, newest first; "all" asks without a state. */
export async function listQuoteRequests(api: ApiService, state: QuoteRequestFilter): Promise<QuoteRequest[]> {
  const params = state === "all" ? undefined : { state };
  return parseAnswer(wrapped("quote_requests", z.array(quoteRequestSchema)), await api.get("quote_requests", { ...AUTH, params }), "quote requests")
    .quote_requests;
}

/** One request by its number (QR12345678) or its numeric id. */
export async function getQuoteRequest(api: ApiService, id: string): Promise<QuoteRequest> {
  return parseAnswer(wrapped("quote_request", quoteRequestSchema), await api.get(`quote_requests/${encodeURIComponent(id)}`, AUTH), "quote request")
    .quote_request;
}

/** Moves a request on; taking one (in_progress) makes the caller its manager. */
export async function changeQuoteRequestState(api: ApiService, id: number, state: QuoteRequestState): Promise<QuoteRequest> {
  return parseAnswer(wrapped("quote_request", quoteRequestSchema), await api.patch(`quote_requests/${id}`, { state }, AUTH), "quote request").quote_request;
}

// Offers.

export type OfferFilter = OfferState | "all";

export async function listOffers(api: ApiService, state: OfferFilter): Promise<Offer[]> {
  const params = state === "all" ? undefined : { state };
  return parseAnswer(wrapped("offers", z.array(offerSchema)), await api.get("offers", { ...AUTH, params }), "offers").offers;
}

export interface NewOffer {
  email: string;
  region: string;
  locale?: string;
  valid_until: string;
  message?: string;
  quote_request_id?: number;
}

/** A draft offer; lines are added to it afterwards in the builder. */
export async function createOffer(api: ApiService, offer: NewOffer): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.post("offers", offer, AUTH), "new offer").offer;
}

export async function getOffer(api: ApiService, id: number): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.get(`manager/offers/${id}`, AUTH), "offer").offer;
}

export type OfferChange = Partial<Pick<Offer, "email" | "region" | "locale" | "valid_until" | "message">>;

/** Changes a draft (409 offer_not_draft once it is sent). */
export async function changeOffer(api: ApiService, id: number, change: OfferChange): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.patch(`manager/offers/${id}`, change, AUTH), "offer").offer;
}

/** Sends a draft to the buyer, or mails a sent one again. */
export async function sendOffer(api: ApiService, id: number): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.post(`manager/offers/${id}/send`, undefined, AUTH), "sent offer").offer;
}

export async function withdrawOffer(api: ApiService, id: number): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.post(`manager/offers/${id}/withdraw`, undefined, AUTH), "withdrawn offer").offer;
}

export interface NewOfferLine {
  sku: string;
  name?: string;
  description?: string;
  quantity: number;
  /** Minor units of the offer's currency. */
  unit_price: number;
}

/** Each line call answers with the whole offer, its totals worked out by the server. */
export async function addOfferLine(api: ApiService, offerId: number, line: NewOfferLine): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.post("v2/offer_line_items", { offer_id: offerId, ...line }, AUTH), "offer").offer;
}

export async function changeOfferLine(api: ApiService, lineId: number, change: Partial<NewOfferLine>): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.patch(`v2/offer_line_items/${lineId}`, change, AUTH), "offer").offer;
}

export async function removeOfferLine(api: ApiService, lineId: number): Promise<Offer> {
  return parseAnswer(wrapped("offer", offerSchema), await api.delete(`v2/offer_line_items/${lineId}`, AUTH), "offer").offer;
}

// Orders: approval and QA.

export async function findOrders(api: ApiService, query: { q: string; completeOnly: boolean }): Promise<OrderSummary[]> {
  const params = { q: query.q, state: query.completeOnly ? "complete" : undefined };
  return parseAnswer(wrapped("orders", z.array(orderSummarySchema)), await api.get("manager/orders", { ...AUTH, params }), "orders").orders;
}

export async function getOrderFile(api: ApiService, number: string): Promise<OrderFile> {
  return parseAnswer(orderFileSchema, await api.get(`manager/orders/${encodeURIComponent(number)}`, AUTH), "order");
}

/** Publishes uploaded proofs for the buyer to approve; the buyer is mailed the link. */
export async function publishFileset(api: ApiService, number: string, fileset: { file_ids: string[]; note?: string }): Promise<Fileset> {
  const body = await api.post(`manager/orders/${encodeURIComponent(number)}/client_approval_filesets`, fileset, AUTH);
  return parseAnswer(wrapped("data", filesetSchema), body, "approval fileset").data;
}

export async function addQaComment(api: ApiService, orderNumber: string, body: string): Promise<QaComment> {
  return parseAnswer(wrapped("qa_comment", qaCommentSchema), await api.post("qa_comments", { order_number: orderNumber, body }, AUTH), "QA comment").qa_comment;
}

export async function changeQaState(api: ApiService, orderNumber: string, change: { to_state: QaState; note?: string }): Promise<QaStateChange> {
  const body = await api.post("qa_state_changes", { order_number: orderNumber, ...change }, AUTH);
  return parseAnswer(wrapped("qa_state_change", qaStateChangeSchema), body, "QA state change").qa_state_change;
}

/**
 * Uploads one proof to POST /api/files (multipart, purpose "approval") with the
 * same region and token headers as every API call. The API client speaks JSON
 * only, so this one call is made with fetch and a form body.
 */
export async function uploadApprovalFile(file: File, region: string): Promise<{ id: string; name: string }> {
  const token = readStoredToken();
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("purpose", "approval");
  const response = await fetch(`${API_BASE_PATH}/files`, {
    method: "POST",
    headers: { Accept: "application/json", [REGION_HEADER]: region, ...(token ? { [API_TOKEN_HEADER]: token } : {}) },
    body: form,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status !== 201) throw new ApiError(response.status, body);
  const record = parseAnswer(uploadedSchema, body, "uploaded file");
  return { id: record.id, name: record.original_name };
}

/** The API's code for a refusal, when it is one. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The field a 400 blames: `details.field`, or the first schema issue's path. */
export { blamedField } from "@/lib/api/answers";
