import { PRODUCT_TYPE_SLUGS, type ProductTypeSlug } from "@/lib/catalog/constants";

/**
 * The box a design is for, from its sku and the product type names. A design
 * keeps only its sku, and the page shows which box and size it is without a
 * catalogue call per design.
 *
 * What a design's sku says about its box. A sku is the product type's slug and
 * the size's code ("mailer-box-full-color-200x150x70"); some slugs begin with
 * another one ("mailer-box-eco" and "mailer-box-eco-white"), so the longest match wins.
 */

export interface SkuParts {
  /** Null for a sku of a product type the catalogue no longer has. */
  slug: ProductTypeSlug | null;
  /** The inside size in millimetres, when the code is one; null otherwise. */
  size: { lengthMm: number; widthMm: number; heightMm: number } | null;
}

const SLUGS_LONGEST_FIRST = [...PRODUCT_TYPE_SLUGS].sort((a, b) => b.length - a.length);

export function skuParts(sku: string): SkuParts {
  const slug = SLUGS_LONGEST_FIRST.find((candidate) => sku.startsWith(`${candidate}-`)) ?? null;
  const code = slug ? sku.slice(slug.length + 1) : "";
  const size = /^(\d+)x(\d+)(?:x(\d+))?$/.exec(code);
  return {
    slug,
    size: size ? { lengthMm: Number(size[1]), widthMm: Number(size[2]), heightMm: Number(size[3] ?? 0) } : null,
  };
}

/** Product type names by slug, in the page's language. */
export type ProductNames = Readonly<Record<string, string>>;

/** Just the names of a catalogue's products, to send to the browser without their descriptions. */
export function productNamesOf(products: Readonly<Record<string, { name: string }>>): ProductNames {
  return Object.fromEntries(Object.entries(products).map(([slug, product]) => [slug, product.name]));
}
