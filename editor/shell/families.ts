import type { BoxModel } from "@/lib/dielines";

/**
 * What kind of product a model is, as the shapes library and the templates
 * panel sort their offers (ADR 0047): what a shopper designing this product
 * reaches for comes first. Shipping cartons and mailer boxes travel through the
 * post like the flat mailers; the rest of the boxes sit on a shelf.
 */
export type ProductFamily = "shipping" | "box" | "bag" | "mailer" | "label" | "pattern" | "tape" | "can";

const FAMILY: Record<BoxModel, ProductFamily> = {
  "mailer-box": "shipping",
  "sleeved-mailer-box": "shipping",
  "shipping-box": "shipping",
  "delivery-mailer-box": "shipping",
  "product-box": "box",
  "product-box-two-pieces": "box",
  "product-box-wine-box": "box",
  "rigid-box": "box",
  "rigid-box-two-pieces": "box",
  "magnetic-box": "box",
  "rigid-drawer-box": "box",
  "cake-box": "box",
  "carrier-box": "box",
  "special-box": "box",
  "paper-bag": "bag",
  "tote-bag": "bag",
  "doypack-bag": "bag",
  "poly-mailer": "mailer",
  "paper-mailer": "mailer",
  "rigid-envelope": "mailer",
  "square-label": "label",
  "printed-card": "label",
  "pattern-sheet": "pattern",
  "pattern-tape": "tape",
  "paper-can": "can",
};

export function productFamily(model: BoxModel): ProductFamily {
  return FAMILY[model];
}

/**
 * Which product of its family a model is, where a language names it apart from
 * the rest of the family: a poly mailer (Polish "foliopak", not a paper
 * "koperta") and a paper bag (German "Tüte", not a tote's "Tasche"). The words
 * take it as `product` beside `kind`; other languages ignore it.
 */
export type ProductVariant = "poly" | "paperBag" | "other";

export function productVariant(model: BoxModel): ProductVariant {
  if (model === "poly-mailer") return "poly";
  if (model === "paper-bag") return "paperBag";
  return "other";
}
