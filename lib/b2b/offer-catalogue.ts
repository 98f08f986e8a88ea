import type { Locale } from "@/lib/i18n/locales";

/**
 * The catalogue an offer's lines are picked from, as the server builds it
 * (server/offers/catalogue.ts) and the manager's offer builder reads it.
 */

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
