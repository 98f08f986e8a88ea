import type { ProductTypeSlug } from "./constants";

/**
 * Where a product's pictures live and which exist. Every storefront surface that shows a
 * product (landing, category cards, the product gallery, cart, checkout, mails, the share
 * image) asks here, so one change of the imagery reaches all of them.
 */

/** How the product is shown: closed as it arrives, or opened. */
export type ProductView = "closed" | "open";

/** The folder the shared images are served from (SPEC: /build/shared-images). */
export const PRODUCT_IMAGE_BASE = "/build/shared-images/products";

export interface ProductPicture {
  /** The fallback source, for browsers without srcset support and for mails. */
  src: string;
  /** Responsive sources by type, each a srcset string; empty when the picture has one size only. */
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
}

/** The product's drawing: one picture whatever the material or view. */
export function productPicture(slug: ProductTypeSlug, _options: { material?: string; view?: ProductView } = {}): ProductPicture {
  return { src: `${PRODUCT_IMAGE_BASE}/${slug}.svg`, sources: [], width: 240, height: 180 };
}

/** A close-up of a material's board for the material picker; null while the material has none, and the picker shows its colour. */
export function materialSwatch(_material: string): ProductPicture | null {
  return null;
}
