import type { ApiService } from "@/lib/api/api-service";
import { answered, getUnlessMissing } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";
import { ApiError } from "@/lib/api/errors";

/**
 * The offers API as the buyer's review page uses it: reading an offer by its
 * token and accepting chosen lines. The shapes are the API's contract (ADR 0025).
 */

export type PublicOffer = Schema<"PublicOffer">;
export type OfferLine = Schema<"OfferLine">;
export type OfferManager = NonNullable<PublicOffer["order_manager"]>;

/**
 * The offer behind a token, or null when there is none (an unknown token, or a
 * draft seen by anyone but a manager). `preview` is the manager's look: it does
 * not mark the offer as seen by the buyer.
 */
export async function loadOffer(api: ApiService, token: string, preview: boolean): Promise<PublicOffer | null> {
  const body = await getUnlessMissing(api, "/offers/{token}", { path: { token }, params: preview ? { preview: "true" } : undefined });
  return body?.offer ?? null;
}

export interface Acceptance {
  offer: PublicOffer;
  orderNumber: string;
}

/** Accepts the chosen lines: the shop makes one order of them at the offer's prices (the same order when asked again). */
export async function acceptOffer(api: ApiService, token: string, lineItemIds: readonly number[]): Promise<Acceptance> {
  const answer = answered(await api.post("/offers/{token}/accept", { line_item_ids: [...lineItemIds] }, { path: { token }, auth: true }), "accepted offer");
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
export const ACCEPT_REFUSALS = [
  "offer_expired",
  "offer_withdrawn",
  "offer_already_accepted",
  "invalid_line_items",
  "offer_product_unavailable",
  "offer_not_yours",
  "offer_sign_in_required",
] as const;
export type AcceptRefusal = (typeof ACCEPT_REFUSALS)[number];

export function acceptRefusalOf(error: unknown): AcceptRefusal | null {
  if (!(error instanceof ApiError)) return null;
  return (ACCEPT_REFUSALS as readonly (string | undefined)[]).includes(error.code) ? (error.code as AcceptRefusal) : null;
}

/** Refusals after which accepting again cannot succeed, so the page stops offering it. */
export function isFinalRefusal(refusal: AcceptRefusal | null): boolean {
  return refusal === "offer_expired" || refusal === "offer_withdrawn" || refusal === "offer_already_accepted" || isWrongAccount(refusal);
}

/** The offer was sent to another account (ADR 0032): only signing in with that one (or a colleague's) helps. */
export function isWrongAccount(refusal: AcceptRefusal | null): boolean {
  return refusal === "offer_not_yours" || refusal === "offer_sign_in_required";
}
