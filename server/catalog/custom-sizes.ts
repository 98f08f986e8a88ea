import { customSizeLimits, parseSizedSku, rangeProblem, type CustomSizeLimits, type CustomSizeMm } from "@/lib/catalog/custom-size";
import { modelForSkuModel, netFits, type BoxModel } from "@/lib/dielines";
import { MODELS } from "@/lib/dielines/models";
import { badRequest, type HttpError } from "@/server/http/errors";
import { PRODUCTS } from "./products";
import type { ProductDefinition, ProductSize } from "./types";

/**
 * Custom sizes (docs/adr/0044-custom-sizes.md): which products take one, within
 * which limits, and why a size is refused. A product takes custom sizes when it is
 * printed to the customer's design (`custom`), is a box with a fold model, and is
 * sold in three dimensions; a size is accepted when each dimension is within the
 * limits its catalogue sizes allow and the model's net folds at that size
 * (lib/dielines buildNet: the tallest height for the base, the board).
 */

/** The box model a product's custom sizes are folded as; null when the product takes no custom size. */
export function customSizeModel(product: ProductDefinition): BoxModel | null {
  if (!product.custom || product.designless || !product.skuModel) return null;
  if (product.sizes.length === 0 || product.sizes.some((size) => size.heightMm <= 0)) return null;
  return modelForSkuModel(product.skuModel);
}

const LIMITS = new Map<string, CustomSizeLimits>(
  PRODUCTS.filter((product) => customSizeModel(product)).map((product) => [product.slug, customSizeLimits(product.sizes)]),
);

/** The per-dimension limits of a product's custom sizes (mm); null when it takes none. */
export function customLimitsOf(product: ProductDefinition): CustomSizeLimits | null {
  return LIMITS.get(product.slug) ?? null;
}

/** Why a size is refused, for the shopper's words: `details` of the invalid_size error. */
export type CustomSizeRefusal =
  | { reason: "not_custom"; sizes: string[] }
  | { reason: "below" | "above"; dimension: "length" | "width" | "height"; limit_mm: number }
  | { reason: "too_tall"; dimension: "height"; limit_mm: number }
  | { reason: "not_foldable" };

/** Null when the product is made in this size; otherwise why not. */
export function customSizeRefusal(product: ProductDefinition, size: CustomSizeMm): CustomSizeRefusal | null {
  const model = customSizeModel(product);
  const limits = customLimitsOf(product);
  if (!model || !limits) return { reason: "not_custom", sizes: product.sizes.map((catalogueSize) => catalogueSize.code) };
  const range = rangeProblem(limits, size);
  if (range) return { reason: range.kind, dimension: range.dimension, limit_mm: range.limitMm };
  const tallest = Math.floor(MODELS[model].maxHeight(size));
  if (size.height > tallest) return { reason: "too_tall", dimension: "height", limit_mm: tallest };
  // Asked again for the line on every showing of the order: remembered (lib/dielines cache.ts).
  return netFits(model, size) ? null : { reason: "not_foldable" };
}

export function customProductSize(size: CustomSizeMm): ProductSize {
  return { code: `${size.length}x${size.width}x${size.height}`, lengthMm: size.length, widthMm: size.width, heightMm: size.height };
}

function refusalMessage(product: ProductDefinition, size: CustomSizeMm, refusal: CustomSizeRefusal): string {
  const named = `${size.length}x${size.width}x${size.height} mm`;
  switch (refusal.reason) {
    case "not_custom":
      return `${product.slug} is made only in its catalogue sizes`;
    case "below":
      return `${product.slug} cannot be made in ${named}: the ${refusal.dimension} must be at least ${refusal.limit_mm} mm`;
    case "above":
    case "too_tall":
      return `${product.slug} cannot be made in ${named}: the ${refusal.dimension} must be at most ${refusal.limit_mm} mm`;
    case "not_foldable":
      return `${product.slug} cannot be folded in ${named}`;
  }
}

/** The 400 invalid_size for a refused size, with the refusal as its details. */
export function invalidSize(product: ProductDefinition, size: CustomSizeMm, refusal: CustomSizeRefusal): HttpError {
  return badRequest("invalid_size", refusalMessage(product, size, refusal), { field: "sku", ...refusal });
}

/**
 * For a sku that findVariant does not know: the invalid_size error when it names a
 * size of a known product (`<slug>-<L>x<W>x<H>`) that the product is not made in,
 * so callers answer why instead of "unknown sku". Null for anything else.
 */
export function sizeErrorOfSku(sku: string): HttpError | null {
  const parsed = parseSizedSku(sku);
  const product = parsed && PRODUCTS.find((candidate) => candidate.slug === parsed.slug);
  if (!parsed || !product) return null;
  const refusal = customSizeRefusal(product, parsed.size);
  return refusal ? invalidSize(product, parsed.size, refusal) : null;
}
