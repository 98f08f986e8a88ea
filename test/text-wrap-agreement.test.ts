import { describe, expect, it } from "vitest";
import { fontFileFor, FONTS } from "@/lib/design/fonts";
import { letterSpacingMm, wrapTextLines, type TextElement } from "@/lib/design";
import { textElement } from "@/lib/design/sample-designs";
import { drawWithNapiCanvas } from "@/editor/canvas2d/test-canvas";
import { registerWithCanvas } from "@/editor/canvas2d/test-fonts";
import { printedLines } from "@/editor/canvas2d/text-measure";
import { printFont } from "@/server/designs/fonts";

drawWithNapiCanvas();

/**
 * ADR 0049: the editor fits a text's box to the lines the print will set, not
 * only to the lines the canvas shows. This holds only if the editor's unkerned
 * measure with the bundled font gives the print's own widths (the TrueType
 * file's advances, server/pdf), so both break the same lines at the same places.
 */

const phrases = [
  "Thanks for your order! Handmade with love, every single morning",
  "Zażółć gęślą jaźń, dziękujemy za zamówienie",
  "Größe & Grüße aus der Bäckerei am Markt",
];

async function printLines(text: TextElement): Promise<string[]> {
  const font = (await printFont(fontFileFor(text.fontId, text.fontWeight, text.italic)))!;
  const spacing = letterSpacingMm(text);
  const scale = text.fontSize / font.metrics.unitsPerEm;
  const measure = (run: string) => [...run].reduce((sum, char) => sum + font.advanceOf(font.glyphOf(char.codePointAt(0)!)) * scale + spacing, 0);
  return wrapTextLines(text.text, text.width, measure);
}

describe("the editor's measure of the print's lines", () => {
  for (const font of FONTS.filter((each) => ["inter", "playfair-display", "space-mono"].includes(each.id))) {
    it(`breaks lines where the print breaks them, in ${font.family}`, async () => {
      const file = fontFileFor(font.id, 400, false);
      registerWithCanvas(file);
      for (const phrase of phrases) {
        for (const width of [25, 37.5, 52, 80]) {
          const text = textElement({ text: phrase, fontId: font.id, fontSize: 6, width });
          expect(printedLines(text), `${font.family} ${width} mm: ${phrase}`).toEqual(await printLines(text));
          const spaced = { ...text, letterSpacing: 0.08 };
          expect(printedLines(spaced), `${font.family} ${width} mm spaced: ${phrase}`).toEqual(await printLines(spaced));
        }
      }
    });
  }
});
