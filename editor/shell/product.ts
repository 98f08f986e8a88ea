import type { Schema } from "@/lib/api/contract";
import { MATERIALS, PRINT_QUALITIES, type Material, type PrintQuality } from "@/lib/catalog/constants";
import type { Dimensions } from "@/lib/design";

/**
 * What the editor needs to know about the product a design is for: its name in
 * the shopper's language, its size, the print qualities it is made in and the
 * board it is made of (the bare board colour of the 3D preview). The routes
 * resolve it from the catalogue for a new design; for a saved design the shell
 * reads it from the catalogue API by the design's sku.
 */
export interface ProductFacts {
  sku: string;
  /** The product type slug, which the price list is asked for. */
  slug: string;
  name: string;
  /** The size code the price list names the sku's size by (250x180x60). */
  sizeCode: string;
  inside: Dimensions;
  printQualities: readonly PrintQuality[];
  material: Material | null;
}

const isPrintQuality = (value: string): value is PrintQuality => (PRINT_QUALITIES as readonly string[]).includes(value);
const isMaterial = (value: string): value is Material => (MATERIALS as readonly string[]).includes(value);

/** The facts of one sku from its product's record (GET products/{slug}); null when the record has no such sku. */
export function factsFromRecord(product: Schema<"Product">, sku: string, locale: string): ProductFacts | null {
  const variant = product.variants.find((candidate) => candidate.sku === sku);
  if (!variant) return null;
  const qualities = product.options.print_qualities.filter(isPrintQuality);
  const { length_mm: length, width_mm: width, height_mm: height } = variant.size;
  return {
    sku,
    slug: product.slug,
    name: product.translatedName[locale] ?? product.slug,
    sizeCode: sku.startsWith(`${product.slug}-`) ? sku.slice(product.slug.length + 1) : `${length}x${width}x${height}`,
    inside: { length, width, height },
    printQualities: qualities.length > 0 ? qualities : ["standard"],
    material: product.options.materials.find(isMaterial) ?? null,
  };
}
