import { PDFDocument, beginText, endText, setFontAndSize, setTextMatrix, showText } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fallbackFor, loadEmbeddedFont, pdfFont } from "./fonts";
import { pdfText } from "./pdf-text";
import { TrueTypeFont } from "./truetype";

/** A one-page PDF with the text written in the font the PDFs use (null: none, so Helvetica). */
async function written(text: string, font?: TrueTypeFont | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const face = await pdfFont(doc, font);
  page.pushOperators(beginText(), setFontAndSize(face.nameOn(page), 12), setTextMatrix(1, 0, 0, 1, 40, 700), showText(face.encode(text)), endText());
  face.finish();
  return doc.save();
}

describe("the PDFs' font", () => {
  it("is the shipped TrueType font, whose subset keeps the glyph numbers and reads back", async () => {
    const font = (await loadEmbeddedFont())!;
    expect(font).not.toBeNull();
    const glyphs = [..."Łódź Řehoř ș"].map((char) => font.glyphOf(char.codePointAt(0)!));
    expect(glyphs.every((glyph) => glyph > 0)).toBe(true);
    const subset = new TrueTypeFont(font.subset(glyphs));
    expect(subset.glyphCount).toBe(font.glyphCount);
    expect(subset.glyphOf("ł".codePointAt(0)!)).toBe(font.glyphOf("ł".codePointAt(0)!));
    expect(subset.bytes.length).toBeLessThan(font.bytes.length / 2);
  });

  it("writes Polish, Czech and Romanian names so that they read back as written", async () => {
    expect(await pdfText(await written("Łódzka Fabryka Żółwi, Řehoř Dvořák, Ștefan Țurcanu"))).toContain("Łódzka Fabryka Żółwi, Řehoř Dvořák, Ștefan Țurcanu");
  });

  it("falls back to Helvetica without the font, writing what WinAnsi lacks without accents", async () => {
    expect(await pdfText(await written("Łódzka Fabryka Żółwi, Řehoř Dvořák, Ștefan Țurcanu", null))).toContain(
      "Lódzka Fabryka Zólwi, Rehor Dvorák, Stefan Turcanu",
    );
  });

  it("spells a character the font lacks with ones it has", () => {
    const ascii = (char: string) => char.charCodeAt(0) < 128;
    expect(fallbackFor("ł", ascii)).toBe("l");
    expect(fallbackFor("ř", ascii)).toBe("r");
    expect(fallbackFor("ș", ascii)).toBe("s");
    expect(fallbackFor("ß", ascii)).toBe("ss");
    expect(fallbackFor("\u202f", ascii)).toBe(" ");
    expect(fallbackFor("☃", ascii)).toBe("?");
  });
});
