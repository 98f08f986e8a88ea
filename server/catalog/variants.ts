import { PRODUCT_TYPE_SLUGS } from "@/lib/catalog/constants";
import { REGION_IDS, type RegionId } from "@/regions/schema";
import { REGIONS } from "@/regions";
import { PRODUCTS } from "./products";
import type { ProductDefinition, ProductSize } from "./types";

/**
 * A variant is one size of one product as sold in one region. Its id is derived
 * from positions in append-only lists (regions, product type slugs, a product's
 * sizes), so ids stay stable as long as those lists only ever grow at the end.
 */

export interface Variant {
  id: number;
  sku: string;
  external_pim_id: string;
  tax_country_iso: string;
  region: RegionId;
  product: ProductDefinition;
  size: ProductSize;
}

export function productId(product: ProductDefinition): number {
  return PRODUCT_TYPE_SLUGS.indexOf(product.slug) + 1;
}

export function skuOf(product: ProductDefinition, size: ProductSize): string {
  return `${product.slug}-${size.code}`;
}

export function pimIdOf(product: ProductDefinition, sizeIndex: number): string {
  return `PIM-${String(productId(product)).padStart(3, "0")}-${String(sizeIndex + 1).padStart(2, "0")}`;
}

function soldIn(product: ProductDefinition, region: RegionId): boolean {
  return !product.regions || product.regions.includes(region);
}

function buildVariants(): Variant[] {
  const variants: Variant[] = [];
  REGION_IDS.forEach((regionId, regionIndex) => {
    for (const product of PRODUCTS) {
      if (!soldIn(product, regionId)) continue;
      product.sizes.forEach((size, sizeIndex) => {
        variants.push({
          id: (regionIndex + 1) * 100_000 + productId(product) * 100 + sizeIndex + 1,
          sku: skuOf(product, size),
          external_pim_id: pimIdOf(product, sizeIndex),
          tax_country_iso: REGIONS[regionId].taxCountryIso,
          region: regionId,
          product,
          size,
        });
      });
    }
  });
  return variants;
}

export const VARIANTS: readonly Variant[] = buildVariants();

const BY_REGION_AND_SKU = new Map(VARIANTS.map((v) => [`${v.region}:${v.sku}`, v]));
const BY_ID = new Map(VARIANTS.map((v) => [v.id, v]));

export function findVariant(region: RegionId, sku: string): Variant | undefined {
  return BY_REGION_AND_SKU.get(`${region}:${sku}`);
}

export function findVariantById(id: number): Variant | undefined {
  return BY_ID.get(id);
}

/** Any region's variant with this sku: the product and size it names are the same everywhere. */
export function findSku(sku: string): Variant | undefined {
  for (const regionId of REGION_IDS) {
    const variant = findVariant(regionId, sku);
    if (variant) return variant;
  }
  return undefined;
}

export interface VariantQuery {
  region?: RegionId;
  externalPimIds?: readonly string[];
  taxCountryIso?: string;
}

export function queryVariants(query: VariantQuery): Variant[] {
  const pimIds = query.externalPimIds ? new Set(query.externalPimIds) : undefined;
  return VARIANTS.filter(
    (v) =>
      (!query.region || v.region === query.region) &&
      (!pimIds || pimIds.has(v.external_pim_id)) &&
      (!query.taxCountryIso || v.tax_country_iso === query.taxCountryIso),
  );
}
