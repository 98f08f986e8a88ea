import { PRODUCT_TYPE_SLUGS, resolveProductSlug, type CategorySlug } from "@/lib/catalog/constants";
import { productPicture, productThumbnail } from "@/lib/catalog/product-images";
import { displayLength, lengthUnitFor, type LengthUnit } from "@/lib/catalog/units";
import { LOCALES, PAGE_LOCALES, type InterfaceLocale, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { ALL_REGIONS } from "@/regions";
import type { Region } from "@/regions/schema";
import { findProduct, PRODUCTS } from "./products";
import type { ProductDefinition } from "./types";
import { findSku, findVariant, productId, queryVariants, type Variant } from "./variants";

/** The product's rendered picture (ADR 0059), closed, in its first material: a WebP under /build/shared-images/products. */
export function keyVisualOf(product: ProductDefinition, material?: string): string {
  return productPicture(product.slug, { material }).src;
}

/** A small picture (320 px wide) of the product closed, in a material: a line's thumbnail, a sample in the sample pack picker. */
export function productThumbnailOf(product: ProductDefinition, material?: string): string {
  return productThumbnail(product.slug, material) ?? keyVisualOf(product, material);
}

/** A product by its slug, an alias (labels, thank-you-card) or one of its skus. */
export function findProductBySlugOrSku(value: string): ProductDefinition | undefined {
  const slug = resolveProductSlug(value);
  if (slug) return findProduct(slug);
  return findSku(value)?.product;
}

export function productsInRegion(region: Region): ProductDefinition[] {
  return PRODUCTS.filter((product) => !product.regions || product.regions.includes(region.id));
}

/** The regions whose storefronts sell a product: where its page exists. */
export function regionsSelling(slug: string): Region[] {
  return ALL_REGIONS.filter((region) => productsInRegion(region).some((product) => product.slug === slug));
}

export function productsInCategory(region: Region, category: CategorySlug): ProductDefinition[] {
  return productsInRegion(region).filter((product) => product.categories.includes(category));
}

let names: Promise<Map<string, Record<Locale, string>>> | undefined;

/** Every product's name in all 11 languages and their regional variants (en-GB, de-CH), read once from the message catalogues. */
export function translatedNames(): Promise<Map<string, Record<Locale, string>>> {
  names ??= Promise.all(PAGE_LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)).then((catalogues) => {
    const result = new Map<string, Record<Locale, string>>();
    for (const slug of PRODUCT_TYPE_SLUGS) {
      result.set(slug, Object.fromEntries(catalogues.map(([locale, messages]) => [locale, messages.Products[slug].name])) as Record<Locale, string>);
    }
    return result;
  });
  return names;
}

export interface SizeRecord {
  length: number;
  width: number;
  height: number;
  unit: LengthUnit;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

export function sizeRecord(variant: Pick<Variant, "size">, region: Region): SizeRecord {
  const unit = lengthUnitFor(region.id);
  const { lengthMm, widthMm, heightMm } = variant.size;
  return {
    length: displayLength(lengthMm, unit),
    width: displayLength(widthMm, unit),
    height: displayLength(heightMm, unit),
    unit,
    length_mm: lengthMm,
    width_mm: widthMm,
    height_mm: heightMm,
  };
}

export interface ProductRecord {
  id: number;
  slug: string;
  /** The name in the 11 interface languages (the API's locales); a regional variant's spelling shows in `variants[].name`. */
  translatedName: Record<InterfaceLocale, string>;
  categories: CategorySlug[];
  sku_model: string | null;
  designless: boolean;
  options: {
    materials: string[];
    print_modes: string[];
    finishes: string[];
    print_qualities: string[];
    express_production: boolean;
  };
  variants: {
    id: number;
    sku: string;
    external_pim_id: string;
    name: string;
    size: SizeRecord;
    size_type: "internal";
    product_type: string;
    key_visual_image: string;
  }[];
}

/**
 * The 'product' record of spec section 3: id, translatedName and the variant details of a region;
 * `askedFor` is the slug or sku the record was asked by.
 */
export async function productRecord(product: ProductDefinition, region: Region, locale: Locale, askedFor?: string): Promise<ProductRecord> {
  const translatedName = (await translatedNames()).get(product.slug)!;
  const variants = product.sizes.map((size) => findVariant(region.id, `${product.slug}-${size.code}`)).filter((v): v is Variant => !!v);
  // Asked for by a custom size's sku (ADR 0044), the record describes that size too: the editor reopens a saved design from it.
  const custom = askedFor ? findVariant(region.id, askedFor) : undefined;
  if (custom && custom.product === product && !variants.some((variant) => variant.sku === custom.sku)) variants.push(custom);
  return {
    id: productId(product),
    slug: product.slug,
    translatedName: Object.fromEntries(LOCALES.map((each) => [each, translatedName[each]])) as Record<InterfaceLocale, string>,
    categories: [...product.categories],
    sku_model: product.skuModel,
    designless: product.designless,
    options: {
      materials: [...product.materials],
      print_modes: [...product.printModes],
      finishes: [...product.finishes],
      print_qualities: [...product.printQualities],
      express_production: product.expressProduction,
    },
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      external_pim_id: variant.external_pim_id,
      name: `${translatedName[locale]} ${variant.size.code}`,
      size: sizeRecord(variant, region),
      size_type: "internal" as const,
      product_type: product.slug,
      key_visual_image: keyVisualOf(product),
    })),
  };
}

export { queryVariants };
