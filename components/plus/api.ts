import { z } from "zod";
import { loadOpenCart } from "@/components/cart/useCart";
import { ORDER_STATES, PAYMENT_STATES } from "@/components/orders/types";
import type { ApiService } from "@/lib/api/api-service";
import { isRefusal, parseAnswer, UnexpectedAnswerError } from "@/lib/api/answers";
import { ApiError } from "@/lib/api/errors";
import { OFFER_STATES, QUOTE_REQUEST_STATES } from "@/lib/b2b/states";
import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import { idempotencyHeaders } from "@/lib/api/idempotency";

/**
 * The shop API as the plus dashboard uses it: the plus terms consent, the
 * buyer's orders, quote requests and offers, the open cart for reorders and the
 * company details. Client code may not import server/, so the shapes it reads are
 * restated here (only the fields the dashboard shows) and checked on arrival.
 */

export const PLUS_TERMS = "terms_and_conditions_plus";

const auth = { auth: true } as const;
const person = z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() });
export type Person = z.infer<typeof person>;

// Consents: GET v1/emails/consents answers the caller's latest answer to each type.

const consentsSchema = z.object({ email: z.string(), consents: z.array(z.object({ type: z.string(), status: z.string() })) });

export async function plusTermsGranted(api: ApiService): Promise<boolean> {
  const { consents } = parseAnswer(consentsSchema, await api.get("v1/emails/consents", auth), "consents");
  return consents.some((consent) => consent.type === PLUS_TERMS && consent.status === "granted");
}

/** Records that the buyer accepted the plus terms; the server's answer must say so. */
export async function grantPlusTerms(api: ApiService, email: string): Promise<void> {
  const answer = parseAnswer(
    consentsSchema,
    await api.post("v1/emails/save_with_consents", { email, consents: [{ type: PLUS_TERMS, status: "granted" }], source: "plus" }, auth),
    "saved consents",
  );
  if (!answer.consents.some((consent) => consent.type === PLUS_TERMS && consent.status === "granted"))
    throw new UnexpectedAnswerError("plus terms not granted");
}

// Orders: GET orders/mine (complete and canceled, newest first) and GET orders/{number}.

const optionsSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));

const lineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["product", "service", "expert_check", "trees"]),
  sku: z.string().nullable(),
  service_name: z.string().nullable(),
  quantity: z.number().int(),
  /** Chosen options in camel case (material, printMode, finish, printQuality). */
  options: optionsSchema,
  price: z.number().int(),
  total: z.number().int(),
  /** With the order's VAT (docs/adr/0019-one-price-rule.md): what a storefront that shows gross prices states. */
  price_with_vat: z.number().int().optional(),
  total_with_vat: z.number().int().optional(),
  parent_id: z.number().int().nullable(),
  box_design_id: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  variant: z.object({ sku: z.string(), name: z.string() }).nullable(),
  product: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Custom orders' lines carry the name they were offered under. */
  name: z.string().nullable().optional(),
});
export type PlusOrderLine = z.infer<typeof lineSchema>;

const orderSchema = z.object({
  number: z.string(),
  state: z.enum(ORDER_STATES),
  payment_state: z.enum(PAYMENT_STATES),
  currency: z.string(),
  region: z.string(),
  item_total: z.number().int(),
  ship_total: z.number().int(),
  promo_total: z.number().int(),
  promo_code: z.string().nullable(),
  tax_total: z.number().int(),
  total: z.number().int(),
  /** The totals on the storefront's basis: each component with its VAT, the rate, and how the storefront shows amounts. */
  customs_total: z.number().int().optional(),
  item_total_with_vat: z.number().int().optional(),
  ship_total_with_vat: z.number().int().optional(),
  customs_total_with_vat: z.number().int().optional(),
  promo_total_with_vat: z.number().int().optional(),
  vat_rate: z.number().optional(),
  price_display: z.enum(["gross", "net-plus-vat", "no-vat"]).optional(),
  reverse_charge: z.boolean().optional(),
  line_items: z.array(lineSchema),
  amount_paid: z.number().int().optional(),
  amount_due: z.number().int().optional(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type PlusOrder = z.infer<typeof orderSchema>;

export async function listOrders(api: ApiService): Promise<PlusOrder[]> {
  return parseAnswer(z.object({ orders: z.array(orderSchema) }), await api.get("orders/mine", auth), "orders").orders;
}

export async function loadOrder(api: ApiService, number: string): Promise<PlusOrder> {
  return parseAnswer(orderSchema, await api.get(`orders/${encodeURIComponent(number)}`, auth), "order");
}

// Reorders: into the open cart of this storefront (made when there is none), as the cart adds lines.

const WIRE_OPTIONS = {
  material: z.enum(MATERIALS),
  printMode: z.enum(PRINT_COLOR_MODES),
  finish: z.enum(FINISHES),
  printQuality: z.enum(PRINT_QUALITIES),
} as const;
const WIRE_NAMES = { material: "material", printMode: "print_mode", finish: "finish", printQuality: "print_quality" } as const;

/** An order line's options as a new line takes them (snake case); anything else the line holds stays behind. */
export function wireOptions(options: Readonly<Record<string, string | boolean>>): Partial<Record<(typeof WIRE_NAMES)[keyof typeof WIRE_NAMES], string>> {
  const wire: Partial<Record<(typeof WIRE_NAMES)[keyof typeof WIRE_NAMES], string>> = {};
  for (const key of Object.keys(WIRE_OPTIONS) as (keyof typeof WIRE_OPTIONS)[]) {
    const value = WIRE_OPTIONS[key].safeParse(options[key]);
    if (value.success) wire[WIRE_NAMES[key]] = value.data;
  }
  return wire;
}

export interface Reorder {
  sku: string;
  quantity: number;
  boxDesignId: number | null;
  options: Readonly<Record<string, string | boolean>>;
}

const cartSchema = z.object({ number: z.string() });

/** Adds the line to the open cart (a new cart when there is none) and answers the cart's number. */
export async function orderAgain(api: ApiService, line: Reorder): Promise<string> {
  const open = await loadOpenCart(api);
  const cart = parseAnswer(cartSchema, open ?? (await api.post("v2/orders", {}, { ...auth, headers: idempotencyHeaders() })), "cart");
  const options = wireOptions(line.options);
  await api.post(
    `v2/orders/${encodeURIComponent(cart.number)}/line_item`,
    {
      sku: line.sku,
      quantity: line.quantity,
      ...(line.boxDesignId ? { box_design_id: line.boxDesignId } : {}),
      ...(Object.keys(options).length > 0 ? { options } : {}),
      purchase_trigger: "plus_reorder",
    },
    auth,
  );
  return cart.number;
}

// Quote requests and offers (the b2b API).

const quoteOfferSchema = z.object({ token: z.string(), state: z.enum(OFFER_STATES), valid_until: z.string(), url: z.string() });

const quoteRequestSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  mode: z.union([z.literal(0), z.literal(1)]),
  state: z.enum(QUOTE_REQUEST_STATES),
  product_slug: z.string().nullable().optional(),
  quantity: z.number().int().nullable().optional(),
  dimensions: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  manager: person.nullable(),
  offers: z.array(quoteOfferSchema),
  created_at: z.string(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteOffer = z.infer<typeof quoteOfferSchema>;

export async function listQuoteRequests(api: ApiService): Promise<QuoteRequest[]> {
  return parseAnswer(z.object({ quote_requests: z.array(quoteRequestSchema) }), await api.get("v2/quote_requests/mine", auth), "quote requests").quote_requests;
}

const offerLineSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
});

const offerSchema = z.object({
  token: z.string(),
  state: z.enum(OFFER_STATES),
  region: z.string(),
  currency: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  order_number: z.string().nullable(),
  order_manager: person.nullable(),
  valid_until: z.string(),
  qr_number: z.string().nullable(),
  line_items: z.array(offerLineSchema),
  item_total: z.number().int(),
  accepted_at: z.string().nullable(),
  expired: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The offer as its buyer sees it (the buyer's look: a sent offer becomes viewed). */
export async function loadOffer(api: ApiService, token: string): Promise<Offer> {
  return parseAnswer(z.object({ offer: offerSchema }), await api.get(`offers/${encodeURIComponent(token)}`, auth), "offer").offer;
}

// Company details, through the profile update every account page uses.

export interface CompanyDetails {
  company_name: string;
  vat_id: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Saves the details; a plus buyer is a business customer. */
export async function saveCompanyDetails(api: ApiService, userId: number, details: CompanyDetails): Promise<void> {
  await api.put(`users/${userId}`, { customer_type: "b2b", ...details }, auth);
}

/** A refusal the API answered with this status and, when given, this code. */
export const refused = isRefusal;

/** The request field a 400 blames: details.field, or the first path of a validation failure. */
export function blamedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const details = error.details;
  if (details && typeof details === "object" && !Array.isArray(details) && typeof (details as { field?: unknown }).field === "string")
    return (details as { field: string }).field;
  if (Array.isArray(details)) {
    const first = details.find((issue): issue is { path: string } => typeof issue?.path === "string" && issue.path !== "");
    return first?.path.split(".")[0];
  }
  return undefined;
}
