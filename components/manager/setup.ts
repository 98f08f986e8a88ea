import type { Locale } from "@/lib/i18n/locales";
import type { OfferCatalogue, OfferProduct, OfferProductSize } from "@/lib/b2b/offer-catalogue";
import type { CurrencyFormatter } from "@/lib/money/format";

/**
 * What the console's pages are given by the server, as plain data: the
 * storefronts an offer can be made for (the catalogue its lines come from is
 * lib/b2b/offer-catalogue.ts, which the server builds).
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

/** The product a sku is of (a catalogue or a custom size's), by the longest slug it starts with. */
export function productOfSku(catalogue: OfferCatalogue, sku: string): OfferProduct | undefined {
  return catalogue.filter((product) => sku.startsWith(`${product.slug}-`)).sort((a, b) => b.slug.length - a.slug.length)[0];
}
