/**
 * The vocabulary a design shares with the dielines: the sides of a closed box,
 * the box models and the inside dimensions. lib/dielines declares the same
 * unions; they are kept word for word so the two can be unified without a
 * change to stored designs.
 */

/** Sides as seen from outside the closed box. */
export const SIDE_IDS = ["front", "top", "back", "left", "right", "bottom"] as const;
export type SideId = (typeof SIDE_IDS)[number];

export const BOX_MODELS = [
  "mailer-box",
  "product-box",
  "product-box-two-pieces",
  "product-box-wine-box",
  "sleeved-mailer-box",
  "shipping-box",
  "delivery-mailer-box",
] as const;
export type BoxModel = (typeof BOX_MODELS)[number];

/** Inside dimensions of the box in millimetres. */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

export function isSideId(value: unknown): value is SideId {
  return typeof value === "string" && (SIDE_IDS as readonly string[]).includes(value);
}

export function isBoxModel(value: unknown): value is BoxModel {
  return typeof value === "string" && (BOX_MODELS as readonly string[]).includes(value);
}
