/**
 * The part of a custom size (./custom-size.ts, docs/adr/0044-custom-sizes.md) the product
 * page's configurator needs on first load: reading and writing a sized sku, whether it is
 * within a product's limits, and a size in the field's unit. Apart from the fields' own
 * parsing and limits, which come with the custom size fields' chunk.
 */

export const CUSTOM_SIZE_DIMENSIONS = ["length", "width", "height"] as const;
export type CustomSizeDimension = (typeof CUSTOM_SIZE_DIMENSIONS)[number];

/** Inside dimensions in whole millimetres. */
export type CustomSizeMm = Record<CustomSizeDimension, number>;

export interface Range {
  min: number;
  max: number;
}

/** The smallest and largest millimetres each dimension takes. */
export type CustomSizeLimits = Record<CustomSizeDimension, Range>;

/** A millimetre count written the one way a sku writes it: no sign, no leading zero. */
const WHOLE_MM = "([1-9]\\d{0,4})";
const SIZED_SKU = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)-${WHOLE_MM}x${WHOLE_MM}x${WHOLE_MM}$`);

/** The product slug and size a sku names in the `<slug>-<L>x<W>x<H>` form; null for any other sku. */
export function parseSizedSku(sku: string): { slug: string; size: CustomSizeMm } | null {
  const match = SIZED_SKU.exec(sku);
  if (!match) return null;
  const [, slug, length, width, height] = match as unknown as [string, string, string, string, string];
  return { slug, size: { length: Number(length), width: Number(width), height: Number(height) } };
}

export function sizedSku(slug: string, size: CustomSizeMm): string {
  return `${slug}-${size.length}x${size.width}x${size.height}`;
}

/** A dimension outside its limits: which, which way, and the limit it passed (mm). */
export interface RangeProblem {
  dimension: CustomSizeDimension;
  kind: "below" | "above";
  limitMm: number;
}

/** The first dimension outside its limits (or not a whole number of mm), or null when all are within. */
export function rangeProblem(limits: CustomSizeLimits, size: CustomSizeMm): RangeProblem | null {
  for (const dimension of CUSTOM_SIZE_DIMENSIONS) {
    const value = size[dimension];
    const { min, max } = limits[dimension];
    if (!Number.isInteger(value) || value < min) return { dimension, kind: "below", limitMm: min };
    if (value > max) return { dimension, kind: "above", limitMm: max };
  }
  return null;
}

export const MM_PER_INCH = 25.4;

/** The fields' unit: inches where the storefront shows inches, whole millimetres everywhere else. */
export type FieldUnit = "mm" | "in";

/** Millimetres in the field's unit, as the field shows them (inches to one decimal). */
export function fieldValueOf(mm: number, unit: FieldUnit): number {
  return unit === "in" ? Math.round((mm / MM_PER_INCH) * 10) / 10 : mm;
}
