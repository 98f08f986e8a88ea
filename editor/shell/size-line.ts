"use client";

import { useTranslations } from "next-intl";
import type { Dimensions } from "@/lib/design";
import { useEditorLengths } from "./lengths";

/**
 * The product's size as the editor says it, in the bar and in the order panel alike: a box's inside size, a
 * flat product's format (it has no height), or the product's own words (a sheet, a tape, a can: `sizeLine`).
 */
export function useSizeLine(inside: Dimensions, sizeLine?: string): string {
  const t = useTranslations("Editor.header");
  const { unit, length } = useEditorLengths();
  if (sizeLine) return sizeLine;
  const words = { length: length(inside.length), width: length(inside.width), height: length(inside.height), unit };
  return inside.height > 0 ? t("size", words) : t("sizeFlat", words);
}
