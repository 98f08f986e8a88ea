import { DEFAULT_QUANTITY, QUANTITY_STEPS, quantityStepsFor } from "@/lib/catalog/constants";
import type { Region } from "@/regions/schema";
import { findProductBySlugOrSku } from "@/server/catalog/service";
import type { ProductDefinition, ProductSize } from "@/server/catalog/types";
import { sizeErrorOfSku } from "@/server/catalog/custom-sizes";
import { findVariant, skuOf, type Variant } from "@/server/catalog/variants";
import { badRequest, notFound } from "@/server/http/errors";
import { estimateDelivery, estimateExpressDelivery, type DeliveryEstimate, type ExpressDeliveryEstimate } from "./delivery";
import { blankAreaM2, OptionError, resolveOptions, unitPrice, volumePrices, type PriceOptions, type ResolvedOptions } from "./engine";
import { priceDisplayFor, vatRateFor, withVat, type PriceDisplay } from "./tax";
import { tierFor } from "./tiers";

/**
 * The prices and delivery domain as the API and the pages use it. Everything is
 * computed from the catalogue in memory: no database round trip on a price.
 */

export function requireProduct(value: string): ProductDefinition {
  const product = findProductBySlugOrSku(value);
  if (!product) throw notFound(`Unknown product or sku: ${value}`, { product: value });
  return product;
}

export function requireVariant(region: Region, sku: string): Variant {
  const variant = findVariant(region.id, sku);
  // A size the product is not made in is the caller's to correct: say which dimension and its limit.
  if (!variant) throw sizeErrorOfSku(sku) ?? notFound(`Unknown sku in region ${region.id}: ${sku}`, { sku, region: region.id });
  return variant;
}

export function requireOptions(product: ProductDefinition, options: PriceOptions): ResolvedOptions {
  try {
    return resolveOptions(product, options);
  } catch (error) {
    if (error instanceof OptionError) throw badRequest("invalid_option", error.message, { option: error.option });
    throw error;
  }
}

export interface PricedTier {
  range_start: number;
  /** Net price of one piece, minor units. */
  price: number;
  /** The same with the region's VAT, minor units. */
  price_with_vat: number;
}

export interface VariantPriceList {
  variant_id: number;
  sku: string;
  external_pim_id: string;
  product_size: string;
  volume_prices: PricedTier[];
}

export interface PriceList {
  product: string;
  region: string;
  currency: string;
  tax_country_iso: string;
  vat_rate: number;
  price_display: PriceDisplay;
  options: ResolvedOptions;
  variants: VariantPriceList[];
}

function priced(region: Region, amount: number): { price: number; price_with_vat: number } {
  return { price: amount, price_with_vat: withVat(amount, vatRateFor(region)).gross };
}

export interface PriceListRequest {
  product: string;
  region: Region;
  productSize?: string;
  boxModel?: string;
  taxCountryIso?: string;
  options?: PriceOptions;
}

/** The catalogue size of that code, or the custom size (within the product's limits) the code names. */
function sizesNamed(product: ProductDefinition, code: string, region: Region): ProductSize[] {
  const catalogue = product.sizes.filter((size) => size.code === code);
  if (catalogue.length > 0) return catalogue;
  const custom = findVariant(region.id, `${product.slug}-${code}`);
  return custom ? [custom.size] : [];
}

export function priceList(request: PriceListRequest): PriceList {
  const { region } = request;
  const product = requireProduct(request.product);
  if (request.boxModel && product.skuModel !== request.boxModel) {
    throw badRequest("invalid_box_model", `${product.slug} is not a ${request.boxModel}`, { boxModel: request.boxModel });
  }
  if (request.taxCountryIso && request.taxCountryIso !== region.taxCountryIso) {
    throw badRequest("invalid_tax_country", `Prices in region ${region.id} carry the VAT of ${region.taxCountryIso}`, {
      tax_country_iso: request.taxCountryIso,
    });
  }
  const sizes = request.productSize ? sizesNamed(product, request.productSize, region) : product.sizes;
  if (sizes.length === 0) {
    throw notFound(`${product.slug} has no size ${request.productSize}`, { product_size: request.productSize, sizes: product.sizes.map((s) => s.code) });
  }
  const options = requireOptions(product, request.options ?? {});
  return {
    product: product.slug,
    region: region.id,
    currency: region.currency,
    tax_country_iso: region.taxCountryIso,
    vat_rate: vatRateFor(region),
    price_display: priceDisplayFor(region),
    options,
    variants: sizes.map((size) => {
      const variant = requireVariant(region, skuOf(product, size));
      return {
        variant_id: variant.id,
        sku: variant.sku,
        external_pim_id: variant.external_pim_id,
        product_size: size.code,
        volume_prices: volumePrices(product, size, options, region).map((tier) => ({ range_start: tier.range_start, ...priced(region, tier.amount) })),
      };
    }),
  };
}

export interface Quote {
  sku: string;
  quantity: number;
  tier_start: number;
  currency: string;
  unit_price: number;
  unit_price_with_vat: number;
  total: number;
  vat_rate: number;
  vat: number;
  total_with_vat: number;
}

/** The price of a quantity of one variant: the tier's piece price times the quantity, VAT on the total. */
export function quote(region: Region, sku: string, quantity: number, options: PriceOptions = {}): Quote {
  const variant = requireVariant(region, sku);
  const resolved = requireOptions(variant.product, options);
  const ladder = volumePrices(variant.product, variant.size, resolved, region);
  const tier = tierFor(ladder, quantity);
  if (!tier) throw badRequest("invalid_quantity", `The smallest quantity is ${QUANTITY_STEPS[0]}`, { quantity });
  const vatRate = vatRateFor(region);
  const total = tier.amount * quantity;
  const { vat, gross } = withVat(total, vatRate);
  return {
    sku,
    quantity,
    tier_start: tier.range_start,
    currency: region.currency,
    unit_price: tier.amount,
    unit_price_with_vat: withVat(tier.amount, vatRate).gross,
    total,
    vat_rate: vatRate,
    vat,
    total_with_vat: gross,
  };
}

/**
 * The lowest piece price of a product in a region: its cheapest size at the biggest
 * tier it is sold in ("from ..."). A sample pack's steps are its own (1 to 3 packs,
 * one price each), so its figure is the pack's price and never a run's piece price.
 */
export function minimalUnitPrice(product: ProductDefinition, region: Region): number {
  const options = resolveOptions(product);
  const largest = quantityStepsFor(product.skuModel).at(-1)!;
  return Math.min(...product.sizes.map((size) => unitPrice(product, size, options, largest, region)));
}

/** The cheapest order of a product: its cheapest size at the default quantity (one pack for a sample pack). */
export function minimalOrder(product: ProductDefinition, region: Region): { sku: string; quantity: number; price: number } {
  const options = resolveOptions(product);
  const steps = quantityStepsFor(product.skuModel);
  const quantity = steps.includes(DEFAULT_QUANTITY) ? DEFAULT_QUANTITY : steps[0]!;
  const candidates = product.sizes.map((size) => ({ size, price: unitPrice(product, size, options, quantity, region) * quantity }));
  const cheapest = candidates.reduce((best, candidate) => (candidate.price < best.price ? candidate : best));
  return { sku: skuOf(product, cheapest.size), quantity, price: cheapest.price };
}

/** Grams of CO2e for one piece: the material's weight times its emission factor. */
export function emissionsPerPiece(product: ProductDefinition, size: ProductSize): number {
  return Math.round(blankAreaM2(product, size) * product.gramsPerM2 * product.emissionFactor * 10) / 10;
}

export interface DeliveryEstimateForSku extends DeliveryEstimate {
  sku: string;
  /** The sku's window with each express option, for a line that has one; empty where the product is not rushed. */
  express_delivery: ExpressDeliveryEstimate[];
}

export function deliveryEstimates(region: Region, startDate: string, startTime: string, skus: readonly string[]): DeliveryEstimateForSku[] {
  return skus.map((sku) => {
    const { product } = requireVariant(region, sku);
    return {
      sku,
      ...estimateDelivery({ startDate, startTime, region, samplePack: product.skuModel === "samples" }),
      express_delivery: estimateExpressDelivery(product, { startDate, startTime, region }),
    };
  });
}
