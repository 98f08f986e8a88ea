import type { Currency, Region } from "@/regions/schema";
import type { ProductDefinition } from "@/server/catalog/types";
import type { Variant } from "@/server/catalog/variants";
import { badRequest } from "@/server/http/errors";
import { fromEurMinor } from "@/server/pricing/currency";
import type { PriceOptions } from "@/server/pricing/engine";
import { EXPRESS_OPTIONS, expressOptionsFor } from "@/server/pricing/express";
import { quantityStepsFor } from "@/lib/catalog/constants";
import { EXPRESS_PRODUCTION_OPTION, PAID_ASSET_TYPES, type LineConfiguration } from "@/lib/catalog/line-configuration";
import { priced, type Priced } from "@/server/pricing/price-rule";
import { entryFor, negotiatedPiecePrice, type NegotiatedEntry, type NegotiatedPrices } from "@/server/price-lists/resolve";
import { quote, requireOptions, requireVariant } from "@/server/pricing/service";
import { priceDisplayFor, type PriceDisplay } from "@/server/pricing/tax";
import { orderVatRate } from "./totals";

/**
 * Prices of order lines, always from the server's price ladder: a product line is
 * its tier's piece price times the quantity (express production included), plus
 * its paid assets; services are priced from the products they cover.
 */

/** Paid assets a product line can carry (lib/catalog/line-configuration.ts names them), in euro cents per line. */
export const PAID_ASSETS = { "service-fsc-certificate": 2900 } as const satisfies Record<(typeof PAID_ASSET_TYPES)[number], number>;
export type PaidAsset = keyof typeof PAID_ASSETS;
export const PAID_ASSET_NAMES = Object.keys(PAID_ASSETS) as PaidAsset[];

/**
 * The paid assets a product offers. The FSC certificate vouches for the board a
 * product is made of, so products made of board (those with a material to choose)
 * offer it; film, paper goods and sample packs do not.
 */
export function paidAssetsFor(product: ProductDefinition): PaidAsset[] {
  return product.materials.length > 0 ? [...PAID_ASSET_NAMES] : [];
}

/** What a paid asset costs on one line in a region's currency, net. */
export function paidAssetPrice(asset: PaidAsset, currency: Currency): number {
  return fromEurMinor(PAID_ASSETS[asset], currency);
}

export interface ProductLineInput {
  region: Region;
  variant: Variant;
  quantity: number;
  options: PriceOptions;
  expressDeliveryOptionId: string | null;
  paidAssets: readonly string[];
  /** Where the order goes; express is offered only to fully supported countries. */
  countryIso: string;
  /**
   * The company's negotiated entry for this variant (server/price-lists/resolve.ts),
   * found by the caller that knows the order's company; null or left out for the public price.
   */
  negotiated?: NegotiatedEntry | null;
}

export interface PricedProductLine {
  unitPrice: number;
  total: number;
  tierStart: number;
  /** The price list that priced the line, null for the public ladder. */
  priceListId: number | null;
}

export function priceProductLine(input: ProductLineInput): PricedProductLine {
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
    if (!paidAssetsFor(input.variant.product).includes(asset as PaidAsset)) {
      throw badRequest("invalid_paid_asset", `${input.variant.product.slug} does not offer ${asset}`, { field: "paid_assets" });
    }
  }
  const quoted = quote(input.region, input.variant.sku, input.quantity, { ...input.options, express });
  const assets = input.paidAssets.reduce((sum, asset) => sum + fromEurMinor(PAID_ASSETS[asset as PaidAsset], input.region.currency), 0);
  const entry = input.negotiated;
  if (entry && entry.product === input.variant.product.slug) {
    // A negotiated piece price, multiplied by the quantity like a public one (ADR 0056); paid assets on top as for everyone.
    const unitPrice = negotiatedPiecePrice(entry, quoted.unit_price, input.quantity, express);
    return { unitPrice, total: unitPrice * input.quantity + assets, tierStart: quoted.tier_start, priceListId: entry.priceListId };
  }
  return { unitPrice: quoted.unit_price, total: quoted.total + assets, tierStart: quoted.tier_start, priceListId: null };
}

export interface LineQuote {
  sku: string;
  quantity: number;
  currency: string;
  price_display: PriceDisplay;
  vat_rate: number;
  /** The tier the quantity falls in. */
  tier_start: number;
  /** One piece's net price at that tier, and with VAT: for information, never multiplied. */
  unit_price: number;
  unit_price_with_vat: number;
  /** The line as a cart would charge it: net, its VAT and the two added (docs/adr/0019-one-price-rule.md). */
  total: number;
  vat: number;
  total_with_vat: number;
  /** The buyer's company price list that priced the line (ADR 0056); null for the public price. */
  price_list: { id: number; name: string; valid_to: string | null } | null;
}

/**
 * What a configured line costs in a storefront before the buyer is known: the
 * product page, the editor and every other screen that shows a line's price
 * before it is in a cart ask this, and a cart in the storefront's default
 * delivery country charges exactly this for the same line. With a company's
 * negotiated prices (a signed-in member's, never a public page's) it is priced by them.
 */
export function quoteLine(region: Region, configuration: LineConfiguration, negotiated: NegotiatedPrices | null = null): LineQuote {
  const variant = requireVariant(region, configuration.sku);
  const options: PriceOptions = {};
  if (configuration.material) options.material = configuration.material;
  if (configuration.printMode) options.printMode = configuration.printMode;
  if (configuration.finish) options.finish = configuration.finish;
  if (configuration.printQuality) options.printQuality = configuration.printQuality;
  requireOptions(variant.product, options);
  const countryIso = region.defaultShippingCountryCode;
  const line = priceProductLine({
    region,
    variant,
    quantity: configuration.quantity,
    options,
    expressDeliveryOptionId: configuration.express ? EXPRESS_PRODUCTION_OPTION : null,
    paidAssets: configuration.paidAssets,
    countryIso,
    negotiated: entryFor(negotiated, variant),
  });
  const entry = line.priceListId === null ? null : entryFor(negotiated, variant);
  const vatRate = orderVatRate(region, countryIso, {});
  const amount: Priced = priced(line.total, vatRate);
  return {
    sku: variant.sku,
    quantity: configuration.quantity,
    currency: region.currency,
    price_display: priceDisplayFor(region),
    vat_rate: vatRate,
    tier_start: line.tierStart,
    unit_price: line.unitPrice,
    unit_price_with_vat: priced(line.unitPrice, vatRate).gross,
    total: amount.net,
    vat: amount.vat,
    total_with_vat: amount.gross,
    price_list: entry ? { id: entry.priceListId, name: entry.priceListName, valid_to: entry.validTo } : null,
  };
}

/** One row of a configuration's price ladder: the same line at one quantity step. */
export type LadderRow = Pick<LineQuote, "quantity" | "unit_price" | "unit_price_with_vat" | "total" | "vat" | "total_with_vat">;

/**
 * A configuration at every quantity step its product is sold in, each priced as
 * quoteLine prices it: the product page's ladder follows the shopper's choices
 * (size, options, express, paid assets) with the totals the cart would charge.
 */
export function quoteLadder(region: Region, configuration: LineConfiguration, negotiated: NegotiatedPrices | null = null): LadderRow[] {
  const variant = requireVariant(region, configuration.sku);
  return quantityStepsFor(variant.product.skuModel).map((quantity) => {
    const row = quoteLine(region, { ...configuration, quantity }, negotiated);
    return {
      quantity,
      unit_price: row.unit_price,
      unit_price_with_vat: row.unit_price_with_vat,
      total: row.total,
      vat: row.vat,
      total_with_vat: row.total_with_vat,
    };
  });
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
