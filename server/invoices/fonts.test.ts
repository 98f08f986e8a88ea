import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderInvoice, type InvoiceDocument } from "./document";
import { fallbackFor, loadEmbeddedFont } from "./fonts";
import { pdfText } from "./pdf-text";
import { TrueTypeFont } from "./truetype";

const sample: InvoiceDocument = {
  language: "pl-PL",
  documentTitle: "Faktura INV-R1",
  brand: "Boxwright",
  title: "Faktura",
  subtitle: null,
  facts: [{ label: "Numer faktury", value: "INV-R100000001" }],
  seller: { heading: "SPRZEDAWCA", lines: ["Boxwright", "ul. Magazynowa 5"] },
  buyer: { heading: "NABYWCA", lines: ["Łódzka Fabryka Żółwi", "Řehoř Dvořák", "Ștefan Țurcanu"] },
  columns: { description: "Opis", quantity: "Ilość", unitPrice: "Cena", amount: "Wartość" },
  lines: Array.from({ length: 60 }, (_, index) => ({
    description: `Pudełka ${index + 1}`,
    quantity: "1\u00a0000",
    unitPrice: "1,23 zł",
    amount: "1\u00a0230,00 zł",
  })),
  totals: [{ label: "Do zapłaty", value: "73\u00a0800,00 zł", strong: true }],
  bank: null,
  notes: ["Dziękujemy."],
  footer: "Boxwright",
  pageLabel: (page, pages) => `Strona ${page} z ${pages}`,
};

describe("the invoice font", () => {
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

  it("continues the lines on further pages with a page count, Polish, Czech and Romanian letters intact", async () => {
    const bytes = await renderInvoice(sample);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    const text = await pdfText(bytes);
    for (const expected of ["Łódzka Fabryka Żółwi", "Řehoř Dvořák", "Ștefan Țurcanu", "Pudełka 60", "Strona 3 z 3", "73\u00a0800,00 zł"])
      expect(text).toContain(expected);
  });

  it("falls back to Helvetica without the font, writing what WinAnsi lacks without accents", async () => {
    const bytes = await renderInvoice(sample, null);
    const text = await pdfText(bytes);
    for (const expected of ["Lódzka Fabryka Zólwi", "Rehor Dvorák", "Stefan Turcanu", "73\u00a0800,00 zl"]) expect(text).toContain(expected);
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
