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
 * Product types made as a model but sold under no box sku model of their own (the
 * catalogue's sku models are a fixed list, so these products carry none): by
 * product type slug. The pre-printed kraft tape is not here: its pattern is
 * chosen from ready-made ones, not designed.
 */
const BY_PRODUCT_SLUG: Record<string, BoxModel> = {
  "tissue-paper": "pattern-sheet",
  "packing-paper": "pattern-sheet",
  "packing-tape": "pattern-tape",
  "kraft-tape": "pattern-tape",
  "paper-can": "paper-can",
};

/** The model a product is designed on: by its sku model when it has one, else by its type; null when it has none. */
export function modelForProduct(product: { slug: string; skuModel: string | null }): BoxModel | null {
  if (product.skuModel) return modelForSkuModel(product.skuModel);
  return Object.hasOwn(BY_PRODUCT_SLUG, product.slug) ? BY_PRODUCT_SLUG[product.slug]! : null;
}
