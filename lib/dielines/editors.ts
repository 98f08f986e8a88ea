import type { BoxModel } from "./types";

/**
 * Which editor route serves a model: boxes open in the box editor (/box/design),
 * flat and bag-like products in the product editor (/editor/product/design). Both
 * are the same editor over the same fold tree; the route says what the shopper
 * designs (ADR 0037). Products of other families append their models here.
 */
export type EditorFlavour = "box" | "product";

export const PRODUCT_EDITOR_MODELS: readonly BoxModel[] = [
  "paper-bag",
  "tote-bag",
  "doypack-bag",
  "poly-mailer",
  "paper-mailer",
  "rigid-envelope",
  "square-label",
  "printed-card",
  // Patterns and the paper can are designed flat too (ADR 0038).
  "pattern-sheet",
  "pattern-tape",
  "paper-can",
];

export function editorFlavourOf(model: BoxModel): EditorFlavour {
  return PRODUCT_EDITOR_MODELS.includes(model) ? "product" : "box";
}

/** The route of each editor, before the storefront's prefix and translated segments (regionPath adds them). */
export const EDITOR_PATHS: Record<EditorFlavour, string> = { box: "/box/design", product: "/editor/product/design" };
