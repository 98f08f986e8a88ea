import type { Finish, Material, PrintColorMode, PrintQuality } from "@/lib/catalog/constants";
import type { ProductDefinition, ProductSize } from "@/server/catalog/types";
import type { Region } from "@/regions/schema";
import { adjustmentOf } from "./adjustments";
import { fromEurMinor } from "./currency";
import { CUSTOM_MARGIN_PERCENT, STANDARD_MARGIN_PERCENT } from "./margin";
import { buildLadder, type VolumePrice } from "./tiers";
import { quantityStepsFor } from "@/lib/catalog/constants";

/**
 * How a product's price is made: the cost of the blank (board or film by area,
 * print by area and quality, finishes), a volume discount on that, the setup cost
 * spread over the run, express production, then the margin, and finally the
 * region's currency. Everything before the currency is euro cents as fractions;
 * the result is whole minor units, rounded once. A manager's adjustment of the
 * product type (basis points, server/pricing/adjustments.ts) applies after the
 * margin, so it moves the price the shopper sees by exactly that share.
 */

export interface PriceOptions {
  material?: Material;
  printMode?: PrintColorMode;
  finish?: Finish;
  printQuality?: PrintQuality;
  express?: boolean;
}

export interface ResolvedOptions {
  material: Material | null;
  printMode: PrintColorMode;
  finish: Finish | null;
  printQuality: PrintQuality;
  express: boolean;
}

export class OptionError extends Error {
  readonly option: string;
  constructor(option: string, message: string) {
    super(message);
    this.name = "OptionError";
    this.option = option;
  }
}

function pick<T extends string>(name: string, value: T | undefined, allowed: readonly T[], product: ProductDefinition): T | null {
  if (value === undefined) return allowed[0] ?? null;
  if (!allowed.includes(value)) {
    throw new OptionError(name, `${product.slug} has no ${name} '${value}'; choose one of: ${allowed.join(", ") || "none"}`);
  }
  return value;
}

/** The options a price is for, with each left-out option at the product's first choice. */
export function resolveOptions(product: ProductDefinition, options: PriceOptions = {}): ResolvedOptions {
  if (options.express && !product.expressProduction) {
    throw new OptionError("express", `${product.slug} cannot be produced express`);
  }
  return {
    material: pick("material", options.material, product.materials, product),
    printMode: pick("printMode", options.printMode, product.printModes, product)!,
    finish: pick("finish", options.finish, product.finishes, product),
    printQuality: pick("printQuality", options.printQuality, product.printQualities, product)!,
    express: options.express ?? false,
  };
}

const PRINT_MODE_FACTOR: Record<PrintColorMode, number> = {
  "no-print": 0,
  "print-monochrome": 0.6,
  "print-monochrome-with-print-inside": 1.0,
  "print-monochrome-white": 0.75,
  "print-monochrome-white-with-print-inside": 1.2,
  "print-eco-color": 0.9,
  "print-eco-color-with-print-inside": 1.5,
  "print-color-budget": 0.85,
  "print-color-hd": 1.0,
  "print-indigo-color": 1.25,
  "print-indigo-color-with-inside": 2.0,
};

export const PRINT_QUALITY_FACTOR: Record<PrintQuality, number> = { standard: 1, "hd-plus": 1.15, "hd-plus-glossy": 1.3 };

const MATERIAL_FACTOR: Record<Material, number> = {
  "cardboard-natural": 1.0,
  "cardboard-cardstock": 1.0,
  "cardboard-white": 1.1,
  "cardboard-white-one-side": 1.12,
  "cardboard-natural-white-inside": 1.18,
  "cardboard-white-two-sides": 1.25,
  "cardboard-coated": 1.3,
  "cardboard-coated-white-inside": 1.4,
};

/** Finishes cost by area (lamination) or by piece (sleeves, tear strips), in euro cents. */
const FINISH_COST: Record<Finish, { perM2: number; perPiece: number }> = {
  "foil-none": { perM2: 0, perPiece: 0 },
  "foil-glossy": { perM2: 18, perPiece: 0 },
  "foil-matte": { perM2: 20, perPiece: 0 },
  "sleeve-white": { perM2: 0, perPiece: 24 },
  "sleeve-kraft": { perM2: 0, perPiece: 21 },
  "single-strip": { perM2: 0, perPiece: 2 },
  "double-strip": { perM2: 0, perPiece: 4 },
};

/** Express production costs this much more and finishes this many business days sooner. */
export const EXPRESS_SURCHARGE_PERCENT = 30;

/** Square metres of material one piece takes, including flaps, glue areas and bleed. */
export function blankAreaM2(product: ProductDefinition, size: ProductSize): number {
  const { lengthMm: l, widthMm: w, heightMm: h } = size;
  const area = h > 0 ? 2 * (l * w + l * h + w * h) : l * w;
  return (area / 1_000_000) * product.cost.blankFactor;
}

/** Share of the per-piece cost saved at a quantity: none at 30 pieces, about 17% at 2,500. */
export function volumeDiscount(quantity: number): number {
  return 0.22 * (1 - Math.pow(30 / Math.max(quantity, 30), 0.35));
}

/** What one piece costs the shop at a quantity, in euro cents (a fraction). */
export function unitCostEurCents(product: ProductDefinition, size: ProductSize, options: ResolvedOptions, quantity: number): number {
  const area = blankAreaM2(product, size);
  const { cost } = product;
  const finish = options.finish ? FINISH_COST[options.finish] : { perM2: 0, perPiece: 0 };
  const material = options.material ? MATERIAL_FACTOR[options.material] : 1;
  const print = PRINT_MODE_FACTOR[options.printMode] * PRINT_QUALITY_FACTOR[options.printQuality];
  const perPiece = area * (cost.materialCentsPerM2 * material + cost.printCentsPerM2 * print + finish.perM2) + cost.handlingCents + finish.perPiece;
  const unit = perPiece * (1 - volumeDiscount(quantity)) + cost.setupCents / quantity;
  return options.express ? unit * (1 + EXPRESS_SURCHARGE_PERCENT / 100) : unit;
}

export function marginPercent(product: ProductDefinition): number {
  return product.custom ? CUSTOM_MARGIN_PERCENT : STANDARD_MARGIN_PERCENT;
}

/** The net price of one piece in the region's currency, in whole minor units. */
export function unitPrice(product: ProductDefinition, size: ProductSize, options: ResolvedOptions, quantity: number, region: Region): number {
  const adjustment = 1 + adjustmentOf(product.slug) / 10_000;
  const eurCents = (unitCostEurCents(product, size, options, quantity) / (1 - marginPercent(product) / 100)) * adjustment;
  // Rounded to a tenth of a cent in euros first, then converted exactly.
  const local = fromEurMinor(Math.round(eurCents * 1000), region.currency) / 1000;
  return Math.max(1, Math.round(local));
}

/** The volume price list of one size with these options in a region. */
export function volumePrices(product: ProductDefinition, size: ProductSize, options: ResolvedOptions, region: Region): VolumePrice[] {
  return buildLadder((quantity) => unitPrice(product, size, options, quantity, region), quantityStepsFor(product.skuModel));
}
