import { z } from "zod";
import { MATERIALS, PRINT_QUALITIES, type Material, type PrintQuality } from "@/lib/catalog/constants";
import type { ProductFacts } from "@/lib/catalog/product-facts";

/** The catalogue API's product record (server/catalog ProductRecordSchema), as far as the editor reads it. */
export const productRecordSchema = z.object({
  slug: z.string(),
  translatedName: z.record(z.string(), z.string()),
  options: z.object({
    materials: z.array(z.string()),
    print_qualities: z.array(z.string()),
  }),
  variants: z.array(
    z.object({
      sku: z.string(),
      size: z.object({ length_mm: z.number(), width_mm: z.number(), height_mm: z.number() }),
    }),
  ),
});

const isPrintQuality = (value: string): value is PrintQuality => (PRINT_QUALITIES as readonly string[]).includes(value);
const isMaterial = (value: string): value is Material => (MATERIALS as readonly string[]).includes(value);

/** The facts of one sku from its product's record; null when the record has no such sku. */
export function factsFromRecord(record: unknown, sku: string, locale: string): ProductFacts | null {
  const parsed = productRecordSchema.safeParse(record);
  if (!parsed.success) return null;
  const product = parsed.data;
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
