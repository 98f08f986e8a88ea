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
