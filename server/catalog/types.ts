import type { CategorySlug, Finish, Material, PrintColorMode, PrintQuality, ProductTypeSlug, SkuModel } from "@/lib/catalog/constants";
import type { RegionId } from "@/regions/schema";

/** The drawing a product's key visual and (for boxes) its dieline are made from. */
export const PRODUCT_SHAPES = [
  "mailer-box",
  "sleeved-box",
  "tuck-box",
  "two-piece-box",
  "shipping-box",
  "wine-box",
  "paper-bag",
  "envelope",
  "pouch-mailer",
  "sample-pack",
  "sheet",
  "tape",
  "can",
  "cake-box",
  "magnetic-box",
  "drawer-box",
  "rigid-box",
  "carrier-box",
  "doypack",
  "label",
  "tote-bag",
  "card",
] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

/**
 * A size as the shop sells it: internal length x width x height in millimetres.
 * Flat products (mailers, labels, cards, paper) have height 0; tape is width x roll length.
 */
export interface ProductSize {
  code: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/**
 * The cost model of a product in euro cents, before margin and currency: board or
 * film per square metre of blank, print per square metre, a setup cost spread over
 * the run, and per-piece handling.
 */
export interface CostModel {
  materialCentsPerM2: number;
  printCentsPerM2: number;
  setupCents: number;
  handlingCents: number;
  /** How much of the blank's area the flat sheet adds for flaps, glue and bleed (1.0 for flat goods). */
  blankFactor: number;
}

export interface ProductDefinition {
  slug: ProductTypeSlug;
  /** The first is where the product lives; others list it too (a recycled mailer is also eco-friendly). */
  categories: readonly [CategorySlug, ...CategorySlug[]];
  skuModel: SkuModel | null;
  shape: ProductShape;
  /** Sold without a print design: no editor, straight to the cart. */
  designless: boolean;
  /** Printed to the customer's design (38% margin) rather than stock goods (30%). */
  custom: boolean;
  materials: readonly Material[];
  printModes: readonly PrintColorMode[];
  finishes: readonly Finish[];
  printQualities: readonly PrintQuality[];
  sizes: readonly ProductSize[];
  cost: CostModel;
  /** Weight of the material, for emissions. */
  gramsPerM2: number;
  /** kg CO2e per kg of material, cradle to gate. */
  emissionFactor: number;
  expressProduction: boolean;
  /** Where the product is sold; every region when absent. */
  regions?: readonly RegionId[];
}
