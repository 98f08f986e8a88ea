import type { Fileset } from "@/components/approval/api";
import type { QuoteRequest } from "@/components/quotes/api";
import { API_BASE_PATH, type ApiService } from "@/lib/api/api-service";
import { answered, isRefusal } from "@/lib/api/answers";
import type { Answer, Schema } from "@/lib/api/contract";
import { ApiError } from "@/lib/api/errors";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import { readStoredToken } from "@/lib/api/token-storage";
import type { OfferState, QaState, QuoteRequestState } from "@/lib/b2b/states";

/**
 * The b2b API as the order manager's console uses it: the quote request inbox,
 * offers and their lines, and the design approval and QA of orders. The shapes
 * are the API's contract (ADR 0025); quote requests and approval filesets are
 * the same the buyer's pages read.
 */

export type Manager = Answer<"/managers/current", "get">;
export type { Fileset, QuoteRequest };
export type OfferLine = Schema<"OfferLine">;
export type Offer = Schema<"Offer">;
export type OrderSummary = Answer<"/manager/orders", "get">["orders"][number];
/** The order as the shop's order answer has it, which the console shows in part. */
export type ManagedOrder = Schema<"Order">;
export type QaComment = Schema<"QaComment">;
export type QaStateChange = Schema<"QaStateChange">;
export type OrderFile = Answer<"/manager/orders/{number}", "get">;

const AUTH = { auth: true } as const;

/**
 * The signed-in order manager, or null for everybody else: the API answers 401
 * without a token and 403 to a user who is not a manager.
 */
export async function currentManager(api: ApiService): Promise<Manager | null> {
  try {
    return await api.get("/managers/current");
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
  return answered(await api.get("/quote_requests", { ...AUTH, params }), "quote requests").quote_requests;
}

/** One request by its number (QR12345678) or its numeric id. */
export async function getQuoteRequest(api: ApiService, id: string): Promise<QuoteRequest> {
  return answered(await api.get("/quote_requests/{id}", { ...AUTH, path: { id } }), "quote request").quote_request;
}

/** Moves a request on; taking one (in_progress) makes the caller its manager. */
export async function changeQuoteRequestState(api: ApiService, id: number, state: QuoteRequestState): Promise<QuoteRequest> {
  return answered(await api.patch("/quote_requests/{id}", { state }, { ...AUTH, path: { id: String(id) } }), "quote request").quote_request;
}

// Offers.

export type OfferFilter = OfferState | "all";

export async function listOffers(api: ApiService, state: OfferFilter): Promise<Offer[]> {
  const params = state === "all" ? undefined : { state };
  return answered(await api.get("/offers", { ...AUTH, params }), "offers").offers;
}

export type NewOffer = Schema<"NewOffer">;

/** A draft offer; lines are added to it afterwards in the builder. */
export async function createOffer(api: ApiService, offer: NewOffer): Promise<Offer> {
  return answered(await api.post("/offers", offer, AUTH), "new offer").offer;
}

export async function getOffer(api: ApiService, id: number): Promise<Offer> {
  return answered(await api.get("/manager/offers/{id}", { ...AUTH, path: { id } }), "offer").offer;
}

export type OfferChange = Schema<"OfferChange">;

/** Changes a draft (409 offer_not_draft once it is sent). */
export async function changeOffer(api: ApiService, id: number, change: OfferChange): Promise<Offer> {
  return answered(await api.patch("/manager/offers/{id}", change, { ...AUTH, path: { id } }), "offer").offer;
}

/** Sends a draft to the buyer, or mails a sent one again. */
export async function sendOffer(api: ApiService, id: number): Promise<Offer> {
  return answered(await api.post("/manager/offers/{id}/send", undefined, { ...AUTH, path: { id } }), "sent offer").offer;
}

export async function withdrawOffer(api: ApiService, id: number): Promise<Offer> {
  return answered(await api.post("/manager/offers/{id}/withdraw", undefined, { ...AUTH, path: { id } }), "withdrawn offer").offer;
}

/** A line as the builder adds it; unit_price is in minor units of the offer's currency. */
export type NewOfferLine = Omit<Schema<"NewOfferLine">, "offer_id">;

/** Each line call answers with the whole offer, its totals worked out by the server. */
export async function addOfferLine(api: ApiService, offerId: number, line: NewOfferLine): Promise<Offer> {
  return answered(await api.post("/v2/offer_line_items", { offer_id: offerId, ...line }, AUTH), "offer").offer;
}

export async function changeOfferLine(api: ApiService, lineId: number, change: Schema<"OfferLineChange">): Promise<Offer> {
  return answered(await api.patch("/v2/offer_line_items/{id}", change, { ...AUTH, path: { id: lineId } }), "offer").offer;
}

export async function removeOfferLine(api: ApiService, lineId: number): Promise<Offer> {
  return answered(await api.delete("/v2/offer_line_items/{id}", { ...AUTH, path: { id: lineId } }), "offer").offer;
}

// Orders: approval and QA.

export async function findOrders(api: ApiService, query: { q: string; completeOnly: boolean }): Promise<OrderSummary[]> {
  const params = { q: query.q, ...(query.completeOnly ? { state: "complete" as const } : {}) };
  return answered(await api.get("/manager/orders", { ...AUTH, params }), "orders").orders;
}

export async function getOrderFile(api: ApiService, number: string): Promise<OrderFile> {
  return answered(await api.get("/manager/orders/{number}", { ...AUTH, path: { number } }), "order");
}

/** Publishes uploaded proofs for the buyer to approve; the buyer is mailed the link. */
export async function publishFileset(api: ApiService, number: string, fileset: { file_ids: string[]; note?: string }): Promise<Fileset> {
  return answered(await api.post("/manager/orders/{number}/client_approval_filesets", fileset, { ...AUTH, path: { number } }), "approval fileset").data;
}

export async function addQaComment(api: ApiService, orderNumber: string, body: string): Promise<QaComment> {
  return answered(await api.post("/qa_comments", { order_number: orderNumber, body }, AUTH), "QA comment").qa_comment;
}

export async function changeQaState(api: ApiService, orderNumber: string, change: { to_state: QaState; note?: string }): Promise<QaStateChange> {
  return answered(await api.post("/qa_state_changes", { order_number: orderNumber, ...change }, AUTH), "QA state change").qa_state_change;
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
  if (response.status !== 201) throw new ApiError(response.status, readRefusal(text));
  // The one answer not read through the API client; the contract still names its shape.
  const record: Answer<"/files", "post"> = JSON.parse(text);
  return { id: record.id, name: record.original_name };
}

function readRefusal(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API's code for a refusal, when it is one. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The field a 400 blames: `details.field`, or the first schema issue's path. */
export { blamedField } from "@/lib/api/answers";
