import type { Schema } from "@/lib/api/contract";
import { MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES, type Material, type PrintColorMode, type PrintQuality } from "@/lib/catalog/constants";
import type { ProductFacts } from "@/lib/catalog/product-facts";

const isPrintQuality = (value: string): value is PrintQuality => (PRINT_QUALITIES as readonly string[]).includes(value);
const isPrintMode = (value: string): value is PrintColorMode => (PRINT_COLOR_MODES as readonly string[]).includes(value);
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
    printModes: product.options.print_modes.filter(isPrintMode),
  };
}
