import { z } from "zod";
import type { ApiService } from "@/lib/api/api-service";
import { getUnlessMissing, parseAnswer } from "@/lib/api/answers";
import { ApiError } from "@/lib/api/errors";
import { OFFER_STATES } from "@/lib/b2b/states";

/**
 * The offers API as the buyer's review page uses it: reading an offer by its
 * token and accepting chosen lines (server/offers is the source of these shapes;
 * client code may not import it, so they are restated and checked here).
 */

/** An ISO date or date and time, as the API writes dates. */
const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
const minorUnits = z.number().int();

const managerSchema = z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() });

const lineSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int().positive(),
  unit_price: minorUnits.nonnegative(),
  total: minorUnits.nonnegative(),
  unit_price_with_vat: minorUnits.nonnegative(),
  total_with_vat: minorUnits.nonnegative(),
  box_design_id: z.number().int().nullable(),
});

const publicOfferSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  state: z.enum(OFFER_STATES),
  region: z.string(),
  currency: z.string(),
  locale: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  order_number: z.string().nullable(),
  order_manager: managerSchema.nullable(),
  valid_until: isoDate,
  url: z.string(),
  qr_number: z.string().nullable(),
  qr_svg: z.string(),
  line_items: z.array(lineSchema),
  item_total: minorUnits,
  item_total_with_vat: minorUnits,
  vat_rate: z.number(),
  price_display: z.enum(["gross", "net-plus-vat", "no-vat"]),
  created_at: isoDate,
  sent_at: isoDate.nullable(),
  viewed_at: isoDate.nullable(),
  accepted_at: isoDate.nullable(),
  expired: z.boolean(),
});

const offerAnswerSchema = z.object({ offer: publicOfferSchema });
const acceptAnswerSchema = z.object({ offer: publicOfferSchema, order_number: z.string().min(1) });

export type PublicOffer = z.infer<typeof publicOfferSchema>;
export type OfferLine = z.infer<typeof lineSchema>;
export type OfferManager = z.infer<typeof managerSchema>;

const offerPath = (token: string) => `offers/${encodeURIComponent(token)}`;

/**
 * The offer behind a token, or null when there is none (an unknown token, or a
 * draft seen by anyone but a manager). `preview` is the manager's look: it does
 * not mark the offer as seen by the buyer.
 */
export async function loadOffer(api: ApiService, token: string, preview: boolean): Promise<PublicOffer | null> {
  const body = await getUnlessMissing(api, offerPath(token), { params: { preview: preview || undefined } });
  return body === null ? null : parseAnswer(offerAnswerSchema, body, "offer").offer;
}

export interface Acceptance {
  offer: PublicOffer;
  orderNumber: string;
}

/** Accepts the chosen lines: the shop makes one order of them at the offer's prices (the same order when asked again). */
export async function acceptOffer(api: ApiService, token: string, lineItemIds: readonly number[]): Promise<Acceptance> {
  const answer = parseAnswer(
    acceptAnswerSchema,
    await api.post(`${offerPath(token)}/accept`, { line_item_ids: lineItemIds }, { auth: true }),
    "accepted offer",
  );
  return { offer: answer.offer, orderNumber: answer.order_number };
}

/** Offers the buyer can still accept: sent or seen, and not past their date. */
export function isOpen(offer: Pick<PublicOffer, "state" | "expired">): boolean {
  return (offer.state === "sent" || offer.state === "viewed") && !offer.expired;
}

export function isExpired(offer: Pick<PublicOffer, "state" | "expired">): boolean {
  return offer.state === "expired" || (offer.expired && offer.state !== "accepted" && offer.state !== "withdrawn");
}

/**
 * Refusals of an accept the page explains in the buyer's words; anything else
 * reads as a general failure. offer_product_unavailable (a line's product is no
 * longer sold) can be got round by leaving that line out.
 */
export const ACCEPT_REFUSALS = ["offer_expired", "offer_withdrawn", "offer_already_accepted", "invalid_line_items", "offer_product_unavailable"] as const;
export type AcceptRefusal = (typeof ACCEPT_REFUSALS)[number];

export function acceptRefusalOf(error: unknown): AcceptRefusal | null {
  if (!(error instanceof ApiError)) return null;
  return (ACCEPT_REFUSALS as readonly (string | undefined)[]).includes(error.code) ? (error.code as AcceptRefusal) : null;
}

/** Refusals after which accepting again cannot succeed, so the page stops offering it. */
export function isFinalRefusal(refusal: AcceptRefusal | null): boolean {
  return refusal === "offer_expired" || refusal === "offer_withdrawn" || refusal === "offer_already_accepted";
}
