import type { DesignElement, TextElement } from "@/lib/design";
import type { ElementPatch } from "@/editor/state";
import { fittedTextHeight, naturalTextWidth } from "./text-measure";

/**
 * How a text's box follows its words (ADR 0049), one rule for every place the
 * words change: the properties panel's fields and typing in place on the canvas.
 * Both call `withFittedHeight`, so a sentence typed either way gets the same box.
 */

/** The room a side gives a text's box, mm: the side's upright size. */
export interface TextRoom {
  width: number;
  height: number;
}

/** A new text's box: its words and an em of room, but never wider than this share of the side (it wraps beyond). */
export const TEXT_WIDTH_SHARE = 0.8;
const tenthUp = (mm: number) => Math.ceil(mm * 10 - 1e-6) / 10;

/** What changes where a text's lines break, so its box is refitted (ADR 0049). */
const REWRAPPING: readonly (keyof TextElement)[] = ["text", "fontId", "fontSize", "fontWeight", "italic", "letterSpacing", "width", "lineHeight"];

/** What makes letters wider: a box widens for its longest word after such a change, rather than break it. */
const WIDENING: readonly (keyof TextElement)[] = ["fontId", "fontSize", "fontWeight", "italic", "letterSpacing"];

/** The width (mm) a new text's box gets: its longest line and an em, at most a share of the side. */
export function fittedTextWidth(room: TextRoom, text: TextElement): number {
  return tenthUp(Math.min(naturalTextWidth(text) + text.fontSize, room.width * TEXT_WIDTH_SHARE));
}

/**
 * The width (mm) a text's box grows to as its words change: the room its longest
 * line needs, as a new text gets, but never narrower than it is (a box the
 * shopper made narrow on purpose keeps wrapping) nor wider than a new text may be.
 */
export function grownTextWidth(room: TextRoom, text: TextElement): number {
  return Math.max(text.width, fittedTextWidth(room, text));
}

/**
 * `patch` with the text's box height following its wrapped lines after the
 * change, when the change moves them (ADR 0049). A larger size, or a wider
 * font, first widens the box about its centre where its longest word would no
 * longer fit, so the word is not broken in two. Longer words typed (in the
 * panel or in place) widen it first as far as a new text may be wide on the
 * side (`room`), so a sentence reads across the box rather than down a narrow column.
 */
export function withFittedHeight(element: DesignElement, patch: ElementPatch, room?: TextRoom): ElementPatch {
  if (element.type !== "text" || !REWRAPPING.some((key) => key in patch)) return patch;
  const next = { ...element, ...(patch as Partial<TextElement>) };
  const forWords = WIDENING.some((key) => key in patch) ? widenForWords(next) : {};
  const grown = room && "text" in patch ? widenedTo({ ...next, ...forWords }, grownTextWidth(room, { ...next, ...forWords })) : {};
  const widened = { ...forWords, ...grown };
  const fitted = { ...patch, ...widened, height: fittedTextHeight({ ...next, ...widened }) };
  return room && "text" in patch ? keptOnSide(element, { ...next, ...fitted } as TextElement, fitted, room) : fitted;
}

/** The smallest text size (mm) words typed may shrink a text to, to keep it on its side. */
const SMALLEST_KEPT_SIZE = 2;

/**
 * Words typed make a text's box grow about its centre, not only downward, and
 * keep it on its side (finding B1 of the second walk: a sentence ran off the
 * bottom of a bag). A box that would be taller than the whole side first gets a
 * smaller text size, and then moves back inside the side where it would cross
 * its top or bottom edge. A box the shopper set partly off the side stays where
 * it was put; a turned box only grows about its centre.
 */
function keptOnSide(before: TextElement, after: TextElement, patch: ElementPatch, room: TextRoom): ElementPatch {
  let text = after;
  let fontSize = text.fontSize;
  while (fittedTextHeight(text) > room.height && fontSize > SMALLEST_KEPT_SIZE) {
    fontSize = Math.max(SMALLEST_KEPT_SIZE, Math.floor(fontSize * 9) / 10);
    text = { ...text, fontSize, height: 0 };
    text = { ...text, height: fittedTextHeight(text) };
  }
  const grow = text.height - before.height;
  const turn = (before.rotation * Math.PI) / 180;
  let x = text.x + (grow / 2) * Math.sin(turn);
  let y = text.y - (grow / 2) * Math.cos(turn);
  const wasOnSide = before.y >= -1e-6 && before.y + before.height <= room.height + 1e-6;
  if (before.rotation === 0 && wasOnSide) y = Math.min(Math.max(y, 0), Math.max(0, room.height - text.height));
  const round = (mm: number) => Math.round(mm * 1000) / 1000;
  x = round(x);
  y = round(y);
  return { ...patch, ...(fontSize !== after.fontSize ? { fontSize } : {}), height: text.height, x, y };
}

function widenForWords(text: TextElement): Partial<TextElement> {
  const longest = Math.max(0, ...text.text.split(/\s+/).map((word) => naturalTextWidth({ ...text, text: word })));
  return widenedTo(text, Math.ceil(longest * 10) / 10);
}

/** The box `width` wide, grown to both sides about its centre; nothing when it is that wide already. */
function widenedTo(text: TextElement, width: number): Partial<TextElement> {
  if (width <= text.width) return {};
  // The box grows to both sides along its own (turned) width, so the words stay where they were.
  const half = (width - text.width) / 2;
  const turn = (text.rotation * Math.PI) / 180;
  const round = (mm: number) => Math.round(mm * 1000) / 1000;
  return { width, x: round(text.x - half * Math.cos(turn)), y: round(text.y - half * Math.sin(turn)) };
}
