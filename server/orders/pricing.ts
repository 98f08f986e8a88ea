import type { Currency, Region } from "@/regions/schema";
import type { Variant } from "@/server/catalog/variants";
import { badRequest } from "@/server/http/errors";
import { fromEurMinor } from "@/server/pricing/currency";
import type { PriceOptions } from "@/server/pricing/engine";
import { EXPRESS_OPTIONS, expressOptionsFor } from "@/server/pricing/express";
import { quote } from "@/server/pricing/service";

/**
 * Prices of order lines, always from the server's price ladder: a product line is
 * its tier's piece price times the quantity (express production included), plus
 * its paid assets; services are priced from the products they cover.
 */

/** Paid assets a product line can carry, in euro cents per line. */
export const PAID_ASSETS = { "service-fsc-certificate": 2900 } as const satisfies Record<string, number>;
export type PaidAsset = keyof typeof PAID_ASSETS;
export const PAID_ASSET_NAMES = Object.keys(PAID_ASSETS) as PaidAsset[];

export interface ProductLineInput {
  region: Region;
  variant: Variant;
  quantity: number;
  options: PriceOptions;
  expressDeliveryOptionId: string | null;
  paidAssets: readonly string[];
  /** Where the order goes; express is offered only to fully supported countries. */
  countryIso: string;
}

export function priceProductLine(input: ProductLineInput): { unitPrice: number; total: number } {
  let express = false;
  if (input.expressDeliveryOptionId) {
    if (!EXPRESS_OPTIONS.some((option) => option.id === input.expressDeliveryOptionId)) {
      throw badRequest("invalid_express_option", `Unknown express delivery option: ${input.expressDeliveryOptionId}`, { field: "express_delivery_option_id" });
    }
    if (expressOptionsFor(input.variant.product, input.region, input.countryIso).length === 0) {
      throw badRequest("express_unavailable", "Express production is not available for this product or destination", { field: "express_delivery_option_id" });
    }
    express = true;
  }
  for (const asset of input.paidAssets) {
    if (!(asset in PAID_ASSETS)) throw badRequest("invalid_paid_asset", `Unknown paid asset: ${asset}`, { field: "paid_assets" });
  }
  const priced = quote(input.region, input.variant.sku, input.quantity, { ...input.options, express });
  const assets = input.paidAssets.reduce((sum, asset) => sum + fromEurMinor(PAID_ASSETS[asset as PaidAsset], input.region.currency), 0);
  return { unitPrice: priced.unit_price, total: priced.total + assets };
}

/** The warranty covers the products of an order: a share of their value, with a floor. */
export const WARRANTY = { name: "warranty", percent: 5, minimumEur: 500 } as const;
export const SERVICE_NAMES = [WARRANTY.name] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function priceWarranty(productTotal: number, currency: Currency): number {
  if (productTotal === 0) return 0;
  return Math.max(Math.ceil((productTotal * WARRANTY.percent) / 100), fromEurMinor(WARRANTY.minimumEur, currency));
}

/** An expert checks one product line's design before print: a fixed fee per line. */
export const EXPERT_CHECK_EUR = 1900;

export function priceExpertCheck(currency: Currency): number {
  return fromEurMinor(EXPERT_CHECK_EUR, currency);
}

/** One tree planted through the sustainability extra. */
export const TREE_EUR = 100;
export const MAX_TREES = 10_000;

export function priceTree(currency: Currency): number {
  return fromEurMinor(TREE_EUR, currency);
}
