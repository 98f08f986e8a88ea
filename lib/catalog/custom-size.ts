import type { LengthUnit } from "./units";
import { MM_PER_INCH, type CustomSizeLimits, type FieldUnit, type Range } from "./sized-sku";

export { CUSTOM_SIZE_DIMENSIONS, fieldValueOf, MM_PER_INCH, parseSizedSku, rangeProblem, sizedSku } from "./sized-sku";
export type { CustomSizeDimension, CustomSizeLimits, CustomSizeMm, FieldUnit, Range, RangeProblem } from "./sized-sku";

/**
 * A custom size is named like a catalogue size: `<product-slug>-<L>x<W>x<H>`, inside
 * dimensions in whole millimetres (docs/adr/0044-custom-sizes.md). This module is the
 * part both sides share: reading and writing that sku (./sized-sku.ts, the part a
 * product page loads first), the per-dimension limits a product's catalogue sizes
 * allow, and the shopper's units. Whether the box folds at
 * that size (its model's tallest height for the base, the board) is the server's
 * check, from the same fold tree the editor and the print file use.
 */

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

export function fieldUnitFor(unit: LengthUnit): FieldUnit {
  return unit === "in" ? "in" : "mm";
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
