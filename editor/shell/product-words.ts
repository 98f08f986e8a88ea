"use client";

import { useTranslations } from "next-intl";
import type { Net, SideId } from "@/lib/dielines";
import { useEditorLengths } from "./lengths";

/**
 * What the editor calls the parts and the size of a product that is not a box:
 * a pattern's tile and its sheet or tape, a can's wrap and lid. Each field is
 * undefined for a box, whose sides and inside size keep the editor's usual words.
 */
export interface ProductWords {
  sides: Partial<Record<SideId, string>>;
  /** The size line under the title. */
  size?: string;
  /** The label of the switch to the flat (or repeated) view. */
  netView?: string;
  /** The repeated pattern's accessible name. */
  sheetLabel?: string;
  /** Under a pattern's tile: how it repeats. */
  tileHint?: string;
}

const mm = (value: number) => Math.round(value * 10) / 10;

export function useProductWords(net: Net): ProductWords {
  const t = useTranslations("Editor");
  // A sheet, a tile and a can in the storefront's unit; a tape keeps its millimetre width and metre length, as the shop sells it.
  const { unit, length } = useEditorLengths();
  const { repeat, cylinder } = net;
  if (repeat) {
    const sheet = repeat.kind === "sheet";
    return {
      sides: { front: t("pattern.tile") },
      size: sheet
        ? t("pattern.sheetSize", { width: length(repeat.area.width), height: length(repeat.area.height), unit })
        : t("pattern.rollSize", { width: repeat.area.height, length: mm(repeat.area.width / 1000) }),
      netView: sheet ? t("pattern.showSheet") : t("pattern.showRoll"),
      sheetLabel: sheet ? t("pattern.sheetLabel") : t("pattern.rollLabel"),
      tileHint: sheet
        ? t("pattern.sheetHint", { size: length(repeat.tile.width), unit })
        : t("pattern.rollHint", { length: mm(repeat.tile.width), width: repeat.tile.height }),
    };
  }
  if (cylinder) {
    return {
      sides: { front: t("can.front"), top: t("can.top") },
      size: t("can.size", { diameter: length(cylinder.diameter), height: length(cylinder.height), unit }),
      netView: t("can.netView"),
    };
  }
  return { sides: {} };
}
