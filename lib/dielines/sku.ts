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
 * Products the catalogue sells without a box sku model (the API's sku_model is
 * null for them, as the spec has it), by the net they are made as. Poly mailers
 * in every film share one net; the plain bio mailer has it too, though it is sold
 * unprinted.
 */
const BY_PRODUCT_SLUG: Record<string, BoxModel> = {
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
};

/** The model a catalogue product is made as: by its slug where the catalogue names one, else by its sku model; null when there is none yet. */
export function modelForProduct(product: { slug: string; skuModel: string | null }): BoxModel | null {
  if (Object.hasOwn(BY_PRODUCT_SLUG, product.slug)) return BY_PRODUCT_SLUG[product.slug]!;
  return product.skuModel ? modelForSkuModel(product.skuModel) : null;
}
