import type { BoxModel } from "./types";

/** The catalogue's sku models that are boxes, by the net they are made from; plain and white-ink variants share their box's net. */
const BY_SKU_MODEL: Record<string, BoxModel> = {
  "mailer-box": "mailer-box",
  "mailer-box-white-ink": "mailer-box",
  "mailer-box-plain": "mailer-box",
  "delivery-mailer-box": "delivery-mailer-box",
  "delivery-mailer-box-plain": "delivery-mailer-box",
  "sleeved-mailer-box": "sleeved-mailer-box",
  "product-box": "product-box",
  "product-box-two-pieces": "product-box-two-pieces",
  "product-box-wine-box": "product-box-wine-box",
  "shipping-box": "shipping-box",
  "shipping-box-plain": "shipping-box",
};

/** The box model an sku model is made as; null for anything that is not a box ("samples", ...). */
export function modelForSkuModel(skuModel: string): BoxModel | null {
  return Object.hasOwn(BY_SKU_MODEL, skuModel) ? BY_SKU_MODEL[skuModel]! : null;
}

/**
 * Products the catalogue sells without a box sku model (the API's `sku_model`
 * is null for them, and stays so: it is a contract), by product slug, to the
 * model they are designed on. One entry a product: append new products here.
 */
export const MODEL_BY_PRODUCT_SLUG: Readonly<Record<string, BoxModel>> = {
  "rigid-box": "rigid-box",
  "rigid-box-two-pieces": "rigid-box-two-pieces",
  "magnetic-box": "magnetic-box",
  "rigid-drawer-box": "rigid-drawer-box",
  "cake-box": "cake-box",
  "carrier-box": "carrier-box",
  "special-box": "special-box",
  // Bags, mailers, envelopes, labels and cards (ADR 0037). Poly mailers in every film share one net;
  // the plain bio mailer has it too, though it is sold unprinted (nothing to design, server/catalog design-step.ts).
  "paper-bag": "paper-bag",
  "tote-bag": "tote-bag",
  "doypack-bag": "doypack-bag",
  "poly-mailer": "poly-mailer",
  "bio-poly-mailer": "poly-mailer",
  "bio-poly-mailer-plain": "poly-mailer",
  "recycled-poly-mailer": "poly-mailer",
  "paper-mailer": "paper-mailer",
  "rigid-envelope": "rigid-envelope",
  "square-label": "square-label",
  "printed-card": "printed-card",
  // Repeating patterns and the paper can (ADR 0038). The pre-printed kraft tape is
  // not here: its pattern is chosen from ready-made ones, not designed.
  "tissue-paper": "pattern-sheet",
  "packing-paper": "pattern-sheet",
  "packing-tape": "pattern-tape",
  "kraft-tape": "pattern-tape",
  "paper-can": "paper-can",
};

/**
 * The model a catalogue product is designed on: its sku model's box, else the
 * one listed for its slug; null when it has neither (nothing to design on).
 */
export function modelForProduct(product: { slug: string; skuModel: string | null }): BoxModel | null {
  const bySku = product.skuModel ? modelForSkuModel(product.skuModel) : null;
  if (bySku) return bySku;
  return Object.hasOwn(MODEL_BY_PRODUCT_SLUG, product.slug) ? MODEL_BY_PRODUCT_SLUG[product.slug]! : null;
}
