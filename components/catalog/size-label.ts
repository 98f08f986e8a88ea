import { displayLength, type LengthUnit } from "@/lib/catalog/units";

export interface SizeLike {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

type Translate = (key: string, values: Record<string, string>) => string;

/**
 * A size as a shopper reads it: 25 × 18 × 6 cm, 9.8 × 7.1 × 2.4 in, or 48 mm × 66 m
 * for tape. `t` reads the ProductPage messages; `unitLabel` is the unit's own word.
 */
export function sizeLabel(size: SizeLike, unit: LengthUnit, unitLabel: string, locale: string, t: Translate, tape = false): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (tape) return t("tapeSize", { width: number.format(size.widthMm), length: number.format(size.lengthMm / 1000) });
  const length = number.format(displayLength(size.lengthMm, unit));
  const width = number.format(displayLength(size.widthMm, unit));
  if (size.heightMm === 0) return t("sizeValueFlat", { length, width, unit: unitLabel });
  return t("sizeValue", { length, width, height: number.format(displayLength(size.heightMm, unit)), unit: unitLabel });
}
