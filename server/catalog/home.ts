import "server-only";
import { CATEGORY_SLUGS, type CategorySlug, type ProductTypeSlug } from "@/lib/catalog/constants";
import type { Region } from "@/regions/schema";
import { summarize } from "@/server/catalog/pages";
import { productsInCategory, productsInRegion } from "@/server/catalog/service";
import { paidAssetsFor } from "@/server/orders/pricing";
import { emissionsPerPiece } from "@/server/pricing/service";
import { MAX_SAMPLES } from "@/server/samples/service";

/**
 * What the landing page says about the shop, read from the catalogue and the
 * price rules of the visitor's region, so the page never promises what the shop
 * does not do: a category without products in the region is not shown, a figure
 * the catalogue does not know is left out.
 */

/** The product whose picture stands for a category, where the region sells it; else the category's first product. */
const CATEGORY_PICTURES: Record<CategorySlug, ProductTypeSlug> = {
  "mailer-boxes": "mailer-box-full-color-double-sided",
  "custom-shipping-boxes": "shipping-box",
  "primary-packaging": "product-box",
  "eco-friendly-packaging": "mailer-box-eco",
  "luxury-packaging": "magnetic-box",
};

/** The product the sustainability section gives its CO2 figure for: the natural brown board with eco-friendly inks. */
const EMISSIONS_EXAMPLE: ProductTypeSlug = "mailer-box-eco";

export interface HomeCategory {
  slug: CategorySlug;
  picture: ProductTypeSlug;
}

export interface HomeFacts {
  categories: HomeCategory[];
  /** The FSC certificate can be ordered with at least one product the region sells. */
  fscCertificate: boolean;
  /** The lowest CO2e of a piece of the example product over its sizes, in whole grams; null where the region does not sell it. */
  emissions: { slug: ProductTypeSlug; grams: number } | null;
  /** A sample pack's price as the region shows prices; null where the region sells none. */
  samplePack: { price: number; maxProducts: number } | null;
  supportsPlus: boolean;
}

/** The product whose picture stands for a category in a region, or null where the region sells nothing in it. */
export function categoryPicture(region: Region, slug: CategorySlug): ProductTypeSlug | null {
  const products = productsInCategory(region, slug);
  const preferred = products.find((product) => product.slug === CATEGORY_PICTURES[slug]) ?? products[0];
  return preferred ? (preferred.slug as ProductTypeSlug) : null;
}

export function homeFacts(region: Region): HomeFacts {
  const sold = productsInRegion(region);
  const categories = CATEGORY_SLUGS.flatMap((slug): HomeCategory[] => {
    const picture = categoryPicture(region, slug);
    return picture ? [{ slug, picture }] : [];
  });
  const example = sold.find((product) => product.slug === EMISSIONS_EXAMPLE);
  const samples = sold.find((product) => product.skuModel === "samples");
  return {
    categories,
    fscCertificate: sold.some((product) => paidAssetsFor(product).includes("service-fsc-certificate")),
    emissions: example ? { slug: EMISSIONS_EXAMPLE, grams: Math.round(Math.min(...example.sizes.map((size) => emissionsPerPiece(example, size)))) } : null,
    samplePack: samples ? { price: summarize(samples, region).fromPrice, maxProducts: MAX_SAMPLES } : null,
    supportsPlus: region.supportsPlus,
  };
}
