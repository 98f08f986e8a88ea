import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "@/server/pdf/pdf-text";
import { renderInvoice, type InvoiceDocument } from "./document";

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

describe("the invoice's pages", () => {
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
});
