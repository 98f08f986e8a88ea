/**
 * The catalogue's vocabulary, as spec section 3 names it: product types,
 * categories, SKU models, materials, finishes, print modes and qualities, and the
 * quantity steps. Shared by the server (catalogue, pricing) and the browser
 * (configurator), so it holds names only, never prices.
 */

export const PRODUCT_TYPE_SLUGS = [
  "mailer-box-plain",
  "mailer-box-eco",
  "mailer-box-eco-white",
  "mailer-box-eco-color",
  "mailer-box-full-color",
  "mailer-box-full-color-double-sided",
  "mailer-box-white-ink",
  "delivery-mailer-box",
  "delivery-mailer-box-plain",
  "sleeved-mailer-box",
  "pre-printed-mailer-box-eco",
  "pre-printed-mailer-box-full-color",
  "product-box",
  "product-box-two-pieces",
  "product-box-wine-box",
  "shipping-box",
  "shipping-box-plain",
  "paper-bag",
  "rigid-envelope",
  "poly-mailer",
  "paper-mailer",
  "bio-poly-mailer",
  "bio-poly-mailer-plain",
  "recycled-poly-mailer",
  "sample-packs",
  "tissue-paper",
  "packing-paper",
  "packing-tape",
  "kraft-tape",
  "pre-printed-kraft-tape",
  "paper-can",
  "cake-box",
  "magnetic-box",
  "rigid-drawer-box",
  "rigid-box",
  "rigid-box-two-pieces",
  "special-box",
  "carrier-box",
  "doypack-bag",
  "square-label",
  "tote-bag",
  "printed-card",
] as const;
export type ProductTypeSlug = (typeof PRODUCT_TYPE_SLUGS)[number];

/** Other names shoppers use for a product type. */
export const PRODUCT_ALIASES: Readonly<Record<string, ProductTypeSlug>> = {
  labels: "square-label",
  "thank-you-card": "printed-card",
};

/** Products sold without a print design: no editor, straight to the cart. */
export const DESIGNLESS_PRODUCT_SLUGS: readonly ProductTypeSlug[] = ["mailer-box-plain", "shipping-box-plain"];

export const CATEGORY_SLUGS = ["mailer-boxes", "custom-shipping-boxes", "primary-packaging", "eco-friendly-packaging", "luxury-packaging"] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const SKU_MODELS = [
  "mailer-box",
  "mailer-box-white-ink",
  "delivery-mailer-box",
  "delivery-mailer-box-plain",
  "mailer-box-plain",
  "sleeved-mailer-box",
  "product-box",
  "product-box-two-pieces",
  "product-box-wine-box",
  "shipping-box",
  "shipping-box-plain",
  "samples",
] as const;
export type SkuModel = (typeof SKU_MODELS)[number];

export const PRINT_COLOR_MODES = [
  "print-color-budget",
  "print-color-hd",
  "print-eco-color",
  "print-eco-color-with-print-inside",
  "print-monochrome",
  "print-monochrome-with-print-inside",
  "print-monochrome-white",
  "print-monochrome-white-with-print-inside",
  "no-print",
  "print-indigo-color",
  "print-indigo-color-with-inside",
] as const;
export type PrintColorMode = (typeof PRINT_COLOR_MODES)[number];

export const MATERIALS = [
  "cardboard-white-one-side",
  "cardboard-white-two-sides",
  "cardboard-white",
  "cardboard-coated",
  "cardboard-coated-white-inside",
  "cardboard-natural-white-inside",
  "cardboard-natural",
  "cardboard-cardstock",
] as const;
export type Material = (typeof MATERIALS)[number];

export const FINISHES = ["foil-none", "foil-glossy", "foil-matte", "sleeve-white", "sleeve-kraft", "single-strip", "double-strip"] as const;
export type Finish = (typeof FINISHES)[number];

/** Print qualities: standard, HD+ and HD+ glossy. */
export const PRINT_QUALITIES = ["standard", "hd-plus", "hd-plus-glossy"] as const;
export type PrintQuality = (typeof PRINT_QUALITIES)[number];

export const QUANTITY_STEPS = [30, 60, 90, 120, 240, 500, 750, 1000, 1500, 2000, 2500] as const;
export const DEFAULT_QUANTITY = 30;

/** Sample packs are bought one at a time, so their price list starts at one. */
export const SAMPLE_PACK_STEPS = [1, 2, 3] as const;

/** The quantity steps a product is priced and offered at. */
export function quantityStepsFor(skuModel: string | null | undefined): readonly number[] {
  return skuModel === "samples" ? SAMPLE_PACK_STEPS : QUANTITY_STEPS;
}

/** Sent with every price list request; bump it when cached price lists must be refetched. */
export const PRICE_CACHE_BUSTER = "v3";
/** Variant ids are fetched this many at a time, two requests at once. */
export const VARIANTS_PAGE_SIZE = 100;
export const VARIANTS_FETCH_CONCURRENCY = 2;

/** Production time in business days, before delivery starts. */
export const PRODUCTION_TIME_DAYS = 21;

export function resolveProductSlug(slugOrAlias: string): ProductTypeSlug | undefined {
  if ((PRODUCT_TYPE_SLUGS as readonly string[]).includes(slugOrAlias)) return slugOrAlias as ProductTypeSlug;
  return PRODUCT_ALIASES[slugOrAlias];
}
