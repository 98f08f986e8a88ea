import { z } from "zod";
import { loadOpenCart } from "@/components/cart/useCart";
import type { ApiService } from "@/lib/api/api-service";
import { answered, getUnlessMissing, isRefusal, UnexpectedAnswerError } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";
import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import { idempotencyHeaders } from "@/lib/api/idempotency";

/**
 * The shop API as the plus dashboard uses it: the plus terms consent, the
 * buyer's orders, quote requests and offers, the open cart for reorders and the
 * company details. The shapes are the API's contract (ADR 0025).
 */

export const PLUS_TERMS = "terms_and_conditions_plus";

const auth = { auth: true } as const;
export type Person = NonNullable<Schema<"PublicOffer">["order_manager"]>;

// Consents: GET v1/emails/consents answers the caller's latest answer to each type.

export async function plusTermsGranted(api: ApiService): Promise<boolean> {
  const { consents } = answered(await api.get("/v1/emails/consents", auth), "consents");
  return consents.some((consent) => consent.type === PLUS_TERMS && consent.status === "granted");
}

/** Records that the buyer accepted the plus terms; the server's answer must say so. */
export async function grantPlusTerms(api: ApiService, email: string): Promise<void> {
  const answer = answered(
    await api.post("/v1/emails/save_with_consents", { email, consents: [{ type: PLUS_TERMS, status: "granted" }], source: "plus" }, auth),
    "saved consents",
  );
  if (!answer.consents.some((consent) => consent.type === PLUS_TERMS && consent.status === "granted"))
    throw new UnexpectedAnswerError("plus terms not granted");
}

// Purchase approvals: how many wait for the caller's answer, for the navigation.

/**
 * How many of the company's pending purchase approvals the caller may answer: the
 * ones others asked for (a buyer sees only their own, so none); 0 outside a company.
 */
export async function approvalsWaiting(api: ApiService, email: string | null): Promise<number> {
  const answer = await getUnlessMissing(api, "/companies/mine/purchase_approvals", { ...auth, params: { state: "pending" } });
  return answer ? answer.purchase_approvals.filter((approval) => approval.requested_by.email !== email).length : 0;
}

// Orders: GET orders/mine (complete and canceled, newest first) and GET orders/{number}.

export type PlusOrderLine = Schema<"LineItem">;
export type PlusOrder = Schema<"Order">;

export async function listOrders(api: ApiService): Promise<PlusOrder[]> {
  return answered(await api.get("/orders/mine", auth), "orders").orders;
}

export async function loadOrder(api: ApiService, number: string): Promise<PlusOrder> {
  return answered(await api.get("/orders/{number}", { ...auth, path: { number } }), "order");
}

// Reorders: into the open cart of this storefront (made when there is none), as the cart adds lines.

type WireOptions = NonNullable<Schema<"NewLineItem">["options"]>;

/** An order line's options as a new line takes them (snake case); anything else the line holds stays behind. */
export function wireOptions(options: Readonly<Record<string, string | boolean>>): WireOptions {
  const wire: WireOptions = {};
  const material = z.enum(MATERIALS).safeParse(options.material);
  if (material.success) wire.material = material.data;
  const printMode = z.enum(PRINT_COLOR_MODES).safeParse(options.printMode);
  if (printMode.success) wire.print_mode = printMode.data;
  const finish = z.enum(FINISHES).safeParse(options.finish);
  if (finish.success) wire.finish = finish.data;
  const printQuality = z.enum(PRINT_QUALITIES).safeParse(options.printQuality);
  if (printQuality.success) wire.print_quality = printQuality.data;
  return wire;
}

export interface Reorder {
  sku: string;
  quantity: number;
  boxDesignId: number | null;
  options: Readonly<Record<string, string | boolean>>;
  /** The offer line it was bought from: ordered again at the offer's price while the offer is valid. */
  offerLineItemId?: number | null;
}

/** Adds the line to the open cart (a new cart when there is none) and answers the cart's number. */
export async function orderAgain(api: ApiService, line: Reorder): Promise<string> {
  if (line.offerLineItemId) {
    // As offered, at the offer's price; the shop says so (409 offer_price_expired) once that price has ended.
    return answered(await api.post("/v2/offer_line_items/{id}/order_again", undefined, { ...auth, path: { id: line.offerLineItemId } }), "cart").order_number;
  }
  const open = await loadOpenCart(api);
  const cart = open ?? answered(await api.post("/v2/orders", {}, { ...auth, headers: idempotencyHeaders() }), "cart");
  const options = wireOptions(line.options);
  await api.post(
    "/v2/orders/{number}/line_item",
    {
      sku: line.sku,
      quantity: line.quantity,
      ...(line.boxDesignId ? { box_design_id: line.boxDesignId } : {}),
      ...(Object.keys(options).length > 0 ? { options } : {}),
      purchase_trigger: "plus_reorder",
    },
    { ...auth, path: { number: cart.number } },
  );
  return cart.number;
}

// Quote requests and offers (the b2b API).

export type QuoteRequest = Schema<"QuoteRequest">;
export type QuoteOffer = QuoteRequest["offers"][number];

export async function listQuoteRequests(api: ApiService): Promise<QuoteRequest[]> {
  return answered(await api.get("/v2/quote_requests/mine", auth), "quote requests").quote_requests;
}

export type Offer = Schema<"PublicOffer">;

/** The offer as its buyer sees it (the buyer's look: a sent offer becomes viewed). */
export async function loadOffer(api: ApiService, token: string): Promise<Offer> {
  return answered(await api.get("/offers/{token}", { ...auth, path: { token } }), "offer").offer;
}

// Company details, through the profile update every account page uses.

export type CompanyDetails = Required<Pick<Schema<"ProfileUpdate">, "vat_id" | "phone" | "first_name" | "last_name">> & { company_name: string };

/** Saves the details; a plus buyer is a business customer. */
export async function saveCompanyDetails(api: ApiService, userId: number, details: CompanyDetails): Promise<void> {
  await api.put("/users/{id}", { customer_type: "b2b", ...details }, { ...auth, path: { id: userId } });
}

/** A refusal the API answered with this status and, when given, this code. */
export const refused = isRefusal;
