"use client";

import { useTranslations, type MessageKeys, type NestedKeyOf } from "next-intl";
import { createContext, createElement, useCallback, useContext, type ReactNode } from "react";
import type { BoxModel, Net, SideId } from "@/lib/dielines";
import type { Messages } from "@/lib/i18n/messages";
import { productFamily, productVariant, type ProductVariant } from "./families";
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
      // A sheet is designed as a tile, a tape as one repeat along it: the tab, its hint and its downloads say the same word.
      sides: { front: sheet ? t("pattern.tile") : t("pattern.repeat") },
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
  // A bag is measured across its front, its gusset and its height, as the product page says it; it has no inside like a box.
  if (productFamily(net.model) === "bag") {
    const { length: width, width: gusset, height } = net.inside;
    return { sides: {}, size: t("header.sizeBag", { width: length(width), gusset: length(gusset), height: length(height), unit }) };
  }
  return { sides: {} };
}

/**
 * What the editor's words call the product: a box (a shipping or shelf box keeps
 * the editor's box words exactly), a bag, a mailer or envelope, a label or card,
 * a pattern sheet, a tape or a paper can.
 */
export type EditorProductKind = "box" | "bag" | "mailer" | "label" | "pattern" | "tape" | "can";

export function productKind(model: BoxModel): EditorProductKind {
  const family = productFamily(model);
  return family === "shipping" ? "box" : family;
}

/** A word of the editor that names the product (its sides, its flat view, its print file, its cart error), one per kind. */
export type KindWord = keyof Messages["Editor"]["productWords"];

/** A box says these as the editor always has; every other kind reads `Editor.productWords`, a whole phrase per kind. */
const BOX_WORDS = {
  netView: "Editor.modes.netView",
  netLabel: "Editor.canvas.netLabel",
  sidesLabel: "Editor.sides.label",
  dropHint: "Editor.canvas.dropHint",
  checkNone: "Editor.warnings.none",
  checkFold: "Editor.warnings.fold",
  nothingSelected: "Editor.properties.nothingSelected",
  cropOnCanvas: "Editor.properties.cropOnCanvas",
  bare: "Editor.background.none",
  dieline: "Editor.downloads.dieline",
  dielinePdf: "Editor.downloads.dielinePdf",
  dielineSvg: "Editor.downloads.dielineSvg",
  proofHint: "Editor.downloads.proofHint",
  untitled: "Editor.header.untitled",
  cartFailed: "Editor.order.errors.generic",
  invalidOption: "Editor.order.errors.invalid_option",
  layersEmpty: "Editor.layers.empty",
  arrangeHint: "Editor.selection.nothingSelected",
  preview3d: "EditorPreview.label",
  saving: "Busy.savingBoxDesign",
  alignToSide: "Editor.selection.alignToSide",
  bestIntro: "Editor.bestPractices.intro",
  bestContrast: "Editor.bestPractices.items.contrast.text",
  bestFonts: "Editor.bestPractices.items.fonts.text",
  bestSidesTitle: "Editor.bestPractices.items.sides.title",
  bestSidesText: "Editor.bestPractices.items.sides.text",
  bestPreview: "Editor.bestPractices.items.preview.text",
  guideBleed: "Editor.guidelines.items.bleed.text",
  guideSafeZone: "Editor.guidelines.items.safeZone.text",
  guideLines: "Editor.guidelines.items.lines.text",
  guideProductTitle: "Editor.guidelines.items.folds.title",
  guideProductText: "Editor.guidelines.items.folds.text",
} as const satisfies Record<KindWord, MessageKeys<Messages, NestedKeyOf<Messages>>>;

const ProductKindContext = createContext<EditorProductKind>("box");
const ProductVariantContext = createContext<ProductVariant>("other");

/** Tells the panels inside the editor which product they speak of; without it they speak of a box. */
export function ProductKindProvider({ model, children }: { model: BoxModel; children: ReactNode }) {
  return createElement(
    ProductKindContext.Provider,
    { value: productKind(model) },
    createElement(ProductVariantContext.Provider, { value: productVariant(model) }, children),
  );
}

/** The kind the surrounding editor speaks of (a box when none is given). */
export function useProductKind(): EditorProductKind {
  return useContext(ProductKindContext);
}

type Say = (word: KindWord, values?: { side?: string }) => string;

/** The editor's product words in the shopper's language, for the given kind or the surrounding editor's. */
export function useKindWords(kind?: EditorProductKind): Say {
  const surrounding = useProductKind();
  const shown = kind ?? surrounding;
  // The product within its kind (a Polish poly mailer is a "foliopak"), only for the surrounding editor's own kind.
  const variant = useContext(ProductVariantContext);
  const product = shown === surrounding ? variant : "other";
  // The keys are checked above (BOX_WORDS against the catalogue, KindWord from it); a key chosen at run time needs the plain signature.
  const t = useTranslations() as unknown as (key: string, values?: Record<string, string>) => string;
  return useCallback<Say>(
    (word, values = {}) => (shown === "box" ? t(BOX_WORDS[word], values) : t(`Editor.productWords.${word}`, { ...values, kind: shown, product })),
    [t, shown, product],
  );
}
