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
