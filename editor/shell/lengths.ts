"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRegionId } from "@/components/providers/AppProviders";
import { displayLength } from "@/lib/catalog/units";

/**
 * How the editor writes a product's size (its inside, format, sheet, tile, can):
 * in inches in the us storefront, which measures in inches (its custom sizes are
 * typed in inches, ADR 0044), written as the configurator writes them (one
 * decimal at most); in millimetres everywhere else, where the editor speaks the
 * print shop's unit (ADR 0048). Print-craft measures (text size, bleed, safe zone,
 * a QR code's smallest width) and a tape's millimetre width stay in millimetres.
 */
export type EditorLengthUnit = "mm" | "in";

export function editorLengthUnit(regionId: string): EditorLengthUnit {
  return regionId === "us" ? "in" : "mm";
}

/** A length in millimetres in the unit, one decimal at most, in the language's digits. */
export function formatLength(mm: number, unit: EditorLengthUnit, locale: string): string {
  const value = unit === "in" ? displayLength(mm, "in") : Math.round(mm * 10) / 10;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
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
