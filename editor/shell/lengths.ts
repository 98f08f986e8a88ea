"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRegionId } from "@/components/providers/AppProviders";
import { formatLength, sizeUnitFor, type SizeUnit } from "@/lib/catalog/units";
import { MAX_FONT_SIZE_MM } from "@/lib/design";

/** The smallest text size the panel takes, mm (the design's own lower bound is only above zero). */
const MIN_FONT_SIZE_MM = 1;

/**
 * How the editor writes a product's size (its inside, format, sheet, tile, can):
 * in inches in the us storefront, which measures in inches (its custom sizes are
 * typed in inches, ADR 0044), written as the configurator writes them (one
 * decimal at most); in millimetres everywhere else, where the editor speaks the
 * print shop's unit (ADR 0048). Print-craft measures (bleed, safe zone, a QR
 * code's smallest width) and a tape's millimetre width stay in millimetres; the
 * text size field reads in points where lengths are in inches (`textSizeField`, ADR 0053).
 */
export type EditorLengthUnit = SizeUnit;

/** The storefront's size unit (lib/catalog/units.ts), which the cart writes a line's size in as well. */
export function editorLengthUnit(regionId: string): EditorLengthUnit {
  return sizeUnitFor(regionId);
}

export interface EditorLengths {
  /** The unit's own word ("in", "mm", Polish "cal"). */
  unit: string;
  length: (mm: number) => string;
}

export function useEditorLengths(): EditorLengths {
  const unit = editorLengthUnit(useRegionId());
  const locale = useLocale();
  const tUnits = useTranslations("Units");
  return { unit: tUnits(unit), length: (mm) => formatLength(mm, unit, locale) };
}

/**
 * The unit the text size field speaks (ADR 0053). Where lengths are in inches,
 * type is measured in points, 72 to the inch, as every word processor and
 * design tool there measures it: a text size in inches would be a hairline
 * fraction (a 10 mm headline is 0.39 in) that one decimal cannot tell apart
 * from its neighbours. Where lengths are in millimetres the field stays in
 * millimetres, the unit of the side's size and of the print guidelines beside it.
 * The design keeps millimetres either way; only the field converts.
 */
export type TextSizeUnit = "mm" | "pt";

/** One typographic (PostScript) point: 1/72 inch. */
export const MM_PER_POINT = 25.4 / 72;

export function textSizeUnit(regionId: string): TextSizeUnit {
  return editorLengthUnit(regionId) === "in" ? "pt" : "mm";
}

/** The text size field in a unit: what it shows for a stored size, and the size (mm) a typed value stores. */
export interface TextSizeField {
  unit: TextSizeUnit;
  /** The field's value for a size stored in millimetres (points to a tenth; millimetres as stored). */
  shown: (mm: number) => number;
  /** The size in millimetres a typed value stands for, or null outside the design's limits. */
  stored: (value: number) => number | null;
  min: number;
  max: number;
  step: number;
}

const withinLimits = (mm: number) => (Number.isFinite(mm) && mm >= MIN_FONT_SIZE_MM && mm <= MAX_FONT_SIZE_MM ? mm : null);

export function textSizeField(unit: TextSizeUnit): TextSizeField {
  if (unit === "mm") return { unit, shown: (mm) => mm, stored: withinLimits, min: MIN_FONT_SIZE_MM, max: MAX_FONT_SIZE_MM, step: 0.5 };
  return {
    unit,
    shown: (mm) => Math.round((mm / MM_PER_POINT) * 10) / 10,
    // Stored to a ten-thousandth of a millimetre: 24 pt reads back as 24, not 23.9.
    stored: (pt) => withinLimits(Math.round(pt * MM_PER_POINT * 10000) / 10000),
    min: Math.ceil(MIN_FONT_SIZE_MM / MM_PER_POINT),
    max: Math.floor(MAX_FONT_SIZE_MM / MM_PER_POINT),
    // Whole points, the sizes type comes in.
    step: 1,
  };
}

/** The text size field of this storefront. */
export function useTextSizeField(): TextSizeField {
  return textSizeField(textSizeUnit(useRegionId()));
}
