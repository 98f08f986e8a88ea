import "server-only";
import { ALL_REGIONS } from "@/regions";
import type { OfferCatalogue } from "@/lib/b2b/offer-catalogue";
import { customLimitsOf } from "@/server/catalog/custom-sizes";
import { productsInRegion, translatedNames } from "@/server/catalog/service";

/**
 * The catalogue an offer's lines are picked from, for the offer builder's island:
 * every product type with its names in all languages (the manager picks in the
 * page's, the line is named in the offer's), the storefronts that sell it and
 * its sizes, the limits of its custom sizes and its options. Skus are slug and
 * size code, as the catalogue makes them (a custom size's too, ADR 0044).
 */
export async function offerCatalogue(): Promise<OfferCatalogue> {
  const names = await translatedNames();
  const sold = new Map<string, string[]>();
  for (const region of ALL_REGIONS) {
    for (const product of productsInRegion(region)) sold.set(product.slug, [...(sold.get(product.slug) ?? []), region.id]);
  }
  const products = new Map(ALL_REGIONS.flatMap((region) => productsInRegion(region)).map((product) => [product.slug, product]));
  return [...products.values()].map((product) => ({
    slug: product.slug,
    names: { ...names.get(product.slug) },
    storefronts: sold.get(product.slug) ?? [],
    sizes: product.sizes.map((size) => ({ code: size.code, lengthMm: size.lengthMm, widthMm: size.widthMm, heightMm: size.heightMm })),
    customLimits: customLimitsOf(product),
    options: {
      materials: [...product.materials],
      printModes: [...product.printModes],
      finishes: [...product.finishes],
      printQualities: [...product.printQualities],
    },
  }));
}
