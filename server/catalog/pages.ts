import "server-only";
import { shopClock } from "@/lib/dates/shop-day";
import { cache } from "react";
import type { CategorySlug } from "@/lib/catalog/constants";
import type { Region } from "@/regions/schema";
import { estimateDelivery, type DeliveryEstimate } from "@/server/pricing/delivery";
import { emissionsPerPiece, minimalUnitPrice, priceList, type PriceList } from "@/server/pricing/service";
import { displayedAmount, priceDisplayFor, type PriceDisplay } from "@/server/pricing/tax";
import { findProduct } from "./products";
import { keyVisualOf, productsInCategory, productsInRegion } from "./service";
import type { ProductDefinition } from "./types";

/**
 * What the storefront's catalogue pages render, computed on the server from the
 * in-memory catalogue. Wrapped in React's cache so a page and its metadata share
 * one computation per request; the pages themselves are cached per region and
 * language by static rendering with revalidation.
 */

export interface ProductSummary {
  slug: string;
  keyVisual: string;
  /** The lowest piece price as the region shows prices (with or without VAT); a sample pack's own price. */
  fromPrice: number;
  /**
   * What the price is for: a piece of a run (the cheapest, so "from"), or one sample
   * pack, whose price is the only one it has (ADR 0024).
   */
  pricedPer: "piece" | "pack";
}

export function summarize(product: ProductDefinition, region: Region): ProductSummary {
  return {
    slug: product.slug,
    keyVisual: keyVisualOf(product),
    fromPrice: displayedAmount(region, minimalUnitPrice(product, region)),
    pricedPer: product.skuModel === "samples" ? "pack" : "piece",
  };
}

export const productSummaries = cache((region: Region, category?: CategorySlug): ProductSummary[] =>
  (category ? productsInCategory(region, category) : productsInRegion(region)).map((product) => summarize(product, region)),
);

export interface ProductPageData {
  product: ProductDefinition;
  keyVisual: string;
  priceList: PriceList;
  priceDisplay: PriceDisplay;
  /** The ladder of the first size with default options, as the region shows prices. */
  ladder: { quantity: number; unitPrice: number; total: number }[];
  delivery: DeliveryEstimate;
  emissionsGramsPerPiece: number;
}

/** Today's date in the shop's time zone, for delivery estimates. */
export const todayInWarsaw = shopClock;

export const productPageData = cache((region: Region, slug: string): ProductPageData | null => {
  const product = findProduct(slug);
  if (!product || (product.regions && !product.regions.includes(region.id))) return null;
  const list = priceList({ product: product.slug, region });
  const first = list.variants[0]!;
  const display = priceDisplayFor(region);
  const ladder = first.volume_prices.map((tier) => {
    const unitPrice = display === "gross" ? tier.price_with_vat : tier.price;
    return { quantity: tier.range_start, unitPrice, total: unitPrice * tier.range_start };
  });
  const today = todayInWarsaw();
  return {
    product,
    keyVisual: keyVisualOf(product),
    priceList: list,
    priceDisplay: display,
    ladder,
    delivery: estimateDelivery({ startDate: today.date, startTime: today.time, region, samplePack: product.skuModel === "samples" }),
    emissionsGramsPerPiece: emissionsPerPiece(product, product.sizes[0]!),
  };
});
