import type { CustomSizeLimits } from "@/lib/catalog/custom-size";
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
  /** The limits of its custom sizes (inside, mm), as the configurator takes them; null when it is made only in its catalogue sizes. */
  customLimits: CustomSizeLimits | null;
  /** What it is made with: the options a line may name (the first of each is the product's default). */
  options: OfferProductOptions;
}

export interface OfferProductOptions {
  materials: readonly string[];
  printModes: readonly string[];
  finishes: readonly string[];
  printQualities: readonly string[];
}

export type OfferCatalogue = readonly OfferProduct[];
