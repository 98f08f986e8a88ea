import type { Locale } from "@/lib/i18n/locales";
import type { CurrencyFormatter } from "@/lib/money/format";

/**
 * What the console's pages are given by the server, as plain data: the
 * storefronts an offer can be made for, and the catalogue its lines come from.
 */

/** A storefront an offer can be made for: its currency follows it. */
export interface ManagerStorefront {
  id: string;
  /** The storefront's own title ("Boxwright PL"). */
  name: string;
  currency: string;
  formatter: CurrencyFormatter;
  /** The storefront's own language, the offer's default. */
  locale: Locale;
}

/** One size of a product, as its sku's code names it ("200x150x70"). */
export interface OfferProductSize {
  code: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/** A product type lines can be offered from, with its name in every language and where it is sold. */
export interface OfferProduct {
  slug: string;
  names: Readonly<Partial<Record<Locale, string>>>;
  /** Storefront ids whose catalogue has it. */
  storefronts: readonly string[];
  sizes: readonly OfferProductSize[];
}

export type OfferCatalogue = readonly OfferProduct[];

/** Product type names by slug in the page's language, for requests that name a product. */
export type ProductNames = Readonly<Record<string, string>>;

/** A variant's sku: the product's slug and the size's code, as the catalogue builds it. */
export const skuOf = (product: Pick<OfferProduct, "slug">, size: Pick<OfferProductSize, "code">) => `${product.slug}-${size.code}`;

/** The product and size a sku names in the catalogue, if it is one of its variants. */
export function findSku(catalogue: OfferCatalogue, sku: string): { product: OfferProduct; size: OfferProductSize } | null {
  for (const product of catalogue) {
    if (!sku.startsWith(`${product.slug}-`)) continue;
    const size = product.sizes.find((candidate) => skuOf(product, candidate) === sku);
    if (size) return { product, size };
  }
  return null;
}
