import { estimatedMeasure, graphemes, letterSpacingMm, linesHeight, wrapTextLines, type TextElement, type TextMeasure } from "@/lib/design";
import { fontFamilyFor, fontStyleFor } from "./element-shapes";

/**
 * How much room a text needs (ADR 0049): the one measure behind every change
 * to a text's words, size, font or width (the properties panel, editing in
 * place, the corner and side handles, new texts, templates and the print
 * check). A text's box height follows its wrapped lines, so its box is what
 * the print check sees and what the print shows.
 *
 * It measures as Konva measures the canvas's text: the browser's 2D context,
 * the same font string, kerning off where letters are spaced, spacing after
 * every character, and lib/design's word wrap, which breaks where Konva's
 * "word" wrap breaks. Where nothing can be measured (a server building an
 * example, a test in jsdom) it falls back to a deterministic, roomy estimate;
 * the renderers draw every line anyway, so an estimated box may be too tall
 * or too short, but never cuts words off.
 */

export type TextFacts = Pick<TextElement, "text" | "width" | "fontId" | "fontSize" | "fontWeight" | "italic" | "lineHeight" | "letterSpacing" | "align">;

type Context = Pick<CanvasRenderingContext2D, "font" | "measureText"> & { fontKerning?: string };

const browserContext = (): Context | null => {
  // jsdom has canvases but cannot draw or measure on them: tests there get the estimate.
  if (typeof document === "undefined" || /jsdom/i.test(globalThis.navigator?.userAgent ?? "")) return null;
  return document.createElement("canvas").getContext("2d");
};

let makeContext: () => Context | null = browserContext;
let context: Context | null | undefined;

/** Measures with another 2D context (a test's real canvas), or the browser's again with no argument. */
export function measureWith(make: () => Context | null = browserContext): void {
  makeContext = make;
  context = undefined;
  lineCounts = new WeakMap();
}

function measuringContext(): Context | null {
  if (context === undefined) {
    try {
      context = makeContext();
    } catch {
      context = null;
    }
  }
  return context;
}

/** Konva's font string: style, variant, size in px, and families with spaces quoted. */
function fontString(text: Omit<TextFacts, "width" | "text">): string {
  const families = fontFamilyFor(text.fontId)
    .split(",")
    .map((family) => family.trim())
    .map((family) => (family.includes(" ") && !/["']/.test(family) ? `"${family}"` : family))
    .join(", ");
  return `${fontStyleFor(text)} normal ${text.fontSize}px ${families}`;
}

/**
 * The width of a run of the text's characters, mm, as the canvas measures it
 * (`kerned`), or as the print measures it: the same font file's advance widths,
 * unkerned (server/pdf sets glyphs without kerning).
 */
export function measureFor(text: Omit<TextFacts, "width" | "text">, kerned = true): TextMeasure {
  const canvas = measuringContext();
  if (!canvas) return estimatedMeasure(text);
  const spacing = letterSpacingMm(text);
  const font = fontString(text);
  // Konva draws spaced letters one by one, unkerned, and measures them the same way.
  const kerning = kerned && spacing === 0 ? "auto" : "none";
  return (run) => {
    canvas.font = font;
    if ("fontKerning" in canvas) canvas.fontKerning = kerning;
    return canvas.measureText(run).width + (spacing ? spacing * graphemes(run).length : 0);
  };
}

/** The lines `text` shows on the canvas at its width, font and size. */
export function wrappedLines(text: TextFacts): string[] {
  return wrapTextLines(text.text, text.width, measureFor(text));
}

/** The lines the print sets for `text`: the same wrap, measured without kerning as the print measures. */
export function printedLines(text: TextFacts): string[] {
  return wrapTextLines(text.text, text.width, measureFor(text, false));
}

// Elements in the design are never changed in place: the print check, run on every change, measures each text once.
let lineCounts = new WeakMap<TextFacts, { canvas: string[]; print: string[] }>();

function bothLines(text: TextFacts) {
  let lines = lineCounts.get(text);
  if (!lines) {
    lines = { canvas: wrappedLines(text), print: printedLines(text) };
    lineCounts.set(text, lines);
  }
  return lines;
}

/**
 * The box height (mm) that holds every wrapped line of `text`, at least one:
 * as many lines as the canvas or the print needs, whichever is more, so the box
 * holds the text on screen and on the box alike.
 */
export function fittedTextHeight(text: TextFacts): number {
  const { canvas, print } = bothLines(text);
  return linesHeight(text, Math.max(canvas.length, print.length));
}

/**
 * Whether the print breaks `text`'s lines where the canvas does. Where the
 * browser kerns a pair of letters, a line can hold a letter more on screen
 * than in the print; the print check says so (ADR 0049).
 */
export function breaksAlike(text: TextFacts): boolean {
  const { canvas, print } = bothLines(text);
  return canvas.length === print.length && canvas.every((line, index) => line === print[index]);
}

/** The width (mm) of the widest paragraph of `text` set on one line, on screen or in print, whichever is wider. */
export function naturalTextWidth(text: Omit<TextFacts, "width">): number {
  const measures = [measureFor(text), measureFor(text, false)];
  return Math.max(0, ...text.text.split("\n").flatMap((paragraph) => measures.map((measure) => measure(paragraph))));
}
