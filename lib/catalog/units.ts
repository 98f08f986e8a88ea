/**
 * Sizes are stored in millimetres and shown in inches in the US, in centimetres
 * everywhere else.
 */

export type LengthUnit = "cm" | "in";

export function lengthUnitFor(regionId: string): LengthUnit {
  return regionId === "us" ? "in" : "cm";
}

/** A length in the display unit, rounded to one decimal (trailing .0 dropped). */
export function displayLength(mm: number, unit: LengthUnit): number {
  const value = unit === "in" ? mm / 25.4 : mm / 10;
  return Math.round(value * 10) / 10;
}

/**
 * The unit a product's size is written in beside its design (the editor, the
 * cart): inches in the us storefront, millimetres everywhere else, the print
 * shop's unit the editor measures in (ADR 0048). The editor, then the cart, are
 * two steps of one order: the same box reads the same in both.
 */
export type SizeUnit = "mm" | "in";

export function sizeUnitFor(regionId: string): SizeUnit {
  return lengthUnitFor(regionId) === "in" ? "in" : "mm";
}

/** A length in millimetres in a size unit (or centimetres), one decimal at most, in the language's digits. */
export function formatLength(mm: number, unit: SizeUnit | LengthUnit, locale: string): string {
  const value = unit === "mm" ? Math.round(mm * 10) / 10 : displayLength(mm, unit);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/**
 * A print allowance (bleed, safe zone, board thickness) as the dieline and the proof
 * state it: in millimetres, the unit the net is drawn in; where the storefront
 * measures in inches, in hundredths of an inch first with the millimetres beside them
 * ("0.12 in / 3 mm"). `words` are the units' own words (messages `Units`).
 */
export function formatPrintLength(mm: number, unit: SizeUnit, locale: string, words: { mm: string; in: string }): string {
  const millimetres = `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mm)} ${words.mm}`;
  if (unit === "mm") return millimetres;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(mm / 25.4)} ${words.in} / ${millimetres}`;
}
