import type { LengthUnit } from "./units";

/**
 * A custom size is named like a catalogue size: `<product-slug>-<L>x<W>x<H>`, inside
 * dimensions in whole millimetres (docs/adr/0044-custom-sizes.md). This module is the
 * part both sides share: reading and writing that sku, the per-dimension limits a
 * product's catalogue sizes allow, and the shopper's units. Whether the box folds at
 * that size (its model's tallest height for the base, the board) is the server's
 * check, from the same fold tree the editor and the print file use.
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

/**
 * How far a custom size may leave the product's catalogue sizes: half the smallest to
 * one and a half times the largest of each dimension. The same rule v3/dynamic_prices
 * has always priced by, so a size it prices is one the shop can sell.
 */
export const CUSTOM_SIZE_BELOW = 0.5;
export const CUSTOM_SIZE_ABOVE = 1.5;
/** No box is made smaller or larger inside than this (lib/dielines buildNet takes 10 to 2000 mm). */
export const CUSTOM_SIZE_FLOOR_MM = 10;
export const CUSTOM_SIZE_CEILING_MM = 2000;

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

/** The limits a product's catalogue sizes (inside, mm) allow for a custom size. */
export function customSizeLimits(sizes: readonly { lengthMm: number; widthMm: number; heightMm: number }[]): CustomSizeLimits {
  const range = (values: number[]): Range => ({
    min: Math.max(CUSTOM_SIZE_FLOOR_MM, Math.ceil(Math.min(...values) * CUSTOM_SIZE_BELOW)),
    max: Math.min(CUSTOM_SIZE_CEILING_MM, Math.floor(Math.max(...values) * CUSTOM_SIZE_ABOVE)),
  });
  return {
    length: range(sizes.map((size) => size.lengthMm)),
    width: range(sizes.map((size) => size.widthMm)),
    height: range(sizes.map((size) => size.heightMm)),
  };
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

/**
 * What the shopper types, in their unit, as whole millimetres: millimetres as they
 * are, inches (one decimal) converted and rounded. NaN for anything not a number.
 */
export function millimetresFrom(input: string, unit: FieldUnit): number {
  const text = input.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  const value = Number(text);
  return unit === "in" ? Math.round(value * MM_PER_INCH) : value;
}

/** The fields' unit: inches where the storefront shows inches, whole millimetres everywhere else. */
export type FieldUnit = "mm" | "in";

export function fieldUnitFor(unit: LengthUnit): FieldUnit {
  return unit === "in" ? "in" : "mm";
}

/** Millimetres in the field's unit, as the field shows them (inches to one decimal). */
export function fieldValueOf(mm: number, unit: FieldUnit): number {
  return unit === "in" ? Math.round((mm / MM_PER_INCH) * 10) / 10 : mm;
}

/**
 * A limit as the shopper reads it in their unit, rounded inwards: the smallest
 * inches up, the largest down, so that typing the number shown is always accepted.
 */
export function limitInUnit(mm: number, side: "min" | "max", unit: FieldUnit): number {
  if (unit === "mm") return mm;
  const tenths = (mm / MM_PER_INCH) * 10;
  // A hair of tolerance keeps an exact limit (254 mm = 10.0 in) from moving a tenth by floating point.
  return (side === "min" ? Math.ceil(tenths - 1e-9) : Math.floor(tenths + 1e-9)) / 10;
}
