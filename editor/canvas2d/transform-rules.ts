import type { DesignElement } from "@/lib/design";

/**
 * What the Transformer's handles do for a selection, by the kind of elements in it:
 *
 * - pictures and QR codes: corners only, keeping their proportions (Shift frees
 *   a picture's ratio); a QR code stretched out of square would not scan better;
 * - texts: a corner scales the text, its font size with it (the proportions kept);
 *   the left and right handles change only the width it wraps in, and the box's
 *   height follows the lines. No top or bottom handle: the lines decide the height;
 * - anything else, and mixed selections: every handle, sizes free.
 */

export const CORNER_ANCHORS = ["top-left", "top-right", "bottom-left", "bottom-right"];
export const TEXT_ANCHORS = [...CORNER_ANCHORS, "middle-left", "middle-right"];
export const ALL_ANCHORS = [...CORNER_ANCHORS, "top-center", "middle-left", "middle-right", "bottom-center"];

/** The handles that change a text's wrapping width rather than scaling it. */
export const WRAP_WIDTH_ANCHORS = new Set(["middle-left", "middle-right"]);

export interface TransformRules {
  keepRatio: boolean;
  shiftBehavior: "default" | "inverted";
  enabledAnchors: string[];
}

export function transformRules(movable: readonly DesignElement[]): TransformRules {
  const all = (test: (element: DesignElement) => boolean) => movable.length > 0 && movable.every(test);
  if (all((element) => element.type === "image" || element.type === "qr")) {
    return { keepRatio: true, shiftBehavior: "inverted", enabledAnchors: CORNER_ANCHORS };
  }
  if (all((element) => element.type === "text")) return { keepRatio: true, shiftBehavior: "inverted", enabledAnchors: TEXT_ANCHORS };
  return { keepRatio: false, shiftBehavior: "default", enabledAnchors: ALL_ANCHORS };
}
