import type { TextElement } from "./schema";

/**
 * Letter spacing in millimetres: the stored em times the font size. The editor
 * and the print both add it after every character (Konva's way, and PDF's Tc),
 * line widths for wrapping and alignment included, so a line breaks and aligns
 * the same on screen and on the box.
 */
export function letterSpacingMm(text: Pick<TextElement, "letterSpacing" | "fontSize">): number {
  return (text.letterSpacing ?? 0) * text.fontSize;
}

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter() : null;

/** The characters a reader sees (a letter with its accents is one), as Konva splits a line. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : [...text];
}

/** The width (mm) a run of characters takes in a text's font and size, letter spacing included. */
export type TextMeasure = (run: string) => number;

/**
 * The lines a text shows in a box `width` mm wide, wrapped as Konva's "word"
 * wrap does (ADR 0049): a paragraph wider than the box breaks after the last
 * space or dash that fits (mid-word when a word alone is too wide), the next line
 * starts after the spaces. Every line is returned: no box height cuts them off,
 * so the editor, the 3D view and the print show every word of a text.
 */
export function wrapTextLines(text: string, width: number, measure: TextMeasure): string[] {
  const out: string[] = [];
  for (const paragraph of text.split("\n")) {
    const chars = graphemes(paragraph);
    if (measure(paragraph) <= width) {
      out.push(paragraph);
      continue;
    }
    const isBreak = (char: string | undefined) => char === " " || char === "-";
    let start = 0;
    while (start < chars.length) {
      // The longest prefix that fits, by halving: a run is measured whole, as the canvas measures it (kerning included).
      let low = start;
      let high = chars.length;
      while (high - low > 0) {
        const mid = (low + high + 1) >>> 1;
        if (measure(chars.slice(start, mid).join("")) <= width) low = mid;
        else high = mid - 1;
      }
      if (low === start) {
        // Not even one character fits: the rest is one line, never dropped.
        out.push(chars.slice(start).join(""));
        break;
      }
      if (low === chars.length) {
        out.push(chars.slice(start).join(""));
        break;
      }
      let end = low;
      if (!isBreak(chars[end])) {
        let breakAt = end - 1;
        while (breakAt >= start && !isBreak(chars[breakAt])) breakAt -= 1;
        if (breakAt >= start) end = breakAt + 1;
      }
      out.push(chars.slice(start, end).join("").trimEnd());
      start = end;
      while (start < chars.length && chars[start]!.trim() === "") start += 1;
    }
  }
  return out;
}

/** The height (mm) a text's box needs for `lines` lines: at least one line, to a thousandth of a millimetre. */
export function linesHeight(text: Pick<TextElement, "fontSize" | "lineHeight">, lines: number): number {
  return Math.round(Math.max(1, lines) * text.fontSize * text.lineHeight * 1000) / 1000;
}

/**
 * A stand-in measure for where no font can be measured (a server building an
 * example, a test without a canvas): an average advance of 0.6 em a character,
 * a little wider than most text faces, so a box sized by it errs on the roomy side.
 */
export function estimatedMeasure(text: Pick<TextElement, "fontSize" | "letterSpacing">): TextMeasure {
  const spacing = letterSpacingMm(text);
  return (run) => graphemes(run).length * (text.fontSize * ESTIMATED_ADVANCE_EM + spacing);
}

export const ESTIMATED_ADVANCE_EM = 0.6;
