import { PRODUCT_TYPE_SLUGS } from "@/lib/catalog/constants";
import { REGION_IDS, type RegionId } from "@/regions/schema";
import { REGIONS } from "@/regions";
import { parseSizedSku } from "@/lib/catalog/custom-size";
import { customProductSize, customSizeRefusal } from "./custom-sizes";
import { PRODUCTS } from "./products";
import type { ProductDefinition, ProductSize } from "./types";

/**
 * A variant is one size of one product as sold in one region. Its id is derived
 * from positions in append-only lists (regions, product type slugs, a product's
 * sizes), so ids stay stable as long as those lists only ever grow at the end.
 *
 * A custom size (docs/adr/0044-custom-sizes.md) is a variant too, built on demand
 * from its sku (`<slug>-<L>x<W>x<H>`, mm) and never listed in VARIANTS: the
 * catalogue, the sitemap and v2/variants keep showing the catalogue sizes only.
 * Every custom size of a product in a region shares the reserved size slot
 * CUSTOM_SIZE_SLOT in its id; the sku names the size, so a line (which keeps both)
 * is resolved by findVariantById(id, sku).
 */

/** The size position reserved for custom sizes in a variant id; catalogue sizes stay below it. */
export const CUSTOM_SIZE_SLOT = 99;

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

function variantId(regionIndex: number, product: ProductDefinition, slot: number): number {
  return (regionIndex + 1) * 100_000 + productId(product) * 100 + slot;
}

function buildVariants(): Variant[] {
  const variants: Variant[] = [];
  REGION_IDS.forEach((regionId, regionIndex) => {
    for (const product of PRODUCTS) {
      if (!soldIn(product, regionId)) continue;
      if (product.sizes.length >= CUSTOM_SIZE_SLOT) throw new Error(`${product.slug} has more sizes than a variant id holds`);
      product.sizes.forEach((size, sizeIndex) => {
        variants.push({
          id: variantId(regionIndex, product, sizeIndex + 1),
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

const BY_SLUG = new Map(PRODUCTS.map((product) => [product.slug as string, product]));

/** Custom sizes recently asked for, by region and sku: a line is priced at every quantity step, and each check folds a net. */
const CUSTOM_VARIANTS = new Map<string, Variant | null>();
const CUSTOM_VARIANTS_KEPT = 1000;

/** The variant of a custom size the product is made in, sold in the region; undefined for any other sku. */
function customVariant(region: RegionId, sku: string): Variant | undefined {
  const parsed = parseSizedSku(sku);
  const product = parsed && BY_SLUG.get(parsed.slug);
  if (!parsed || !product) return undefined;
  const key = `${region}:${sku}`;
  const known = CUSTOM_VARIANTS.get(key);
  if (known !== undefined) return known ?? undefined;
  const variant =
    soldIn(product, region) && !customSizeRefusal(product, parsed.size) ? customVariantOf(region, sku, product, customProductSize(parsed.size)) : null;
  // Bounded: the oldest answer goes first.
  if (CUSTOM_VARIANTS.size >= CUSTOM_VARIANTS_KEPT) CUSTOM_VARIANTS.delete(CUSTOM_VARIANTS.keys().next().value!);
  CUSTOM_VARIANTS.set(key, variant);
  return variant ?? undefined;
}

function customVariantOf(region: RegionId, sku: string, product: ProductDefinition, size: ProductSize): Variant {
  return {
    id: variantId(REGION_IDS.indexOf(region), product, CUSTOM_SIZE_SLOT),
    sku,
    external_pim_id: pimIdOf(product, CUSTOM_SIZE_SLOT - 1),
    tax_country_iso: REGIONS[region].taxCountryIso,
    region,
    product,
    size,
  };
}

/** A catalogue size's variant, or a custom size's (within the product's limits) in the form `<slug>-<L>x<W>x<H>`. */
export function findVariant(region: RegionId, sku: string): Variant | undefined {
  return BY_REGION_AND_SKU.get(`${region}:${sku}`) ?? customVariant(region, sku);
}

export function isCustomVariantId(id: number): boolean {
  return id % 100 === CUSTOM_SIZE_SLOT;
}

/**
 * The variant of an id. A custom size's id names only the product and region, so its
 * sku is needed too (a line keeps both); without it, or with a sku of another
 * product or region, there is none.
 */
export function findVariantById(id: number, sku?: string | null): Variant | undefined {
  if (!isCustomVariantId(id)) return BY_ID.get(id);
  const region = REGION_IDS[Math.floor(id / 100_000) - 1];
  const variant = region && sku ? customVariant(region, sku) : undefined;
  return variant?.id === id ? variant : undefined;
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
