import {
  PDFDocument,
  TextRenderingMode,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setLineWidth,
  setStrokingColor,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  type Color,
  type PDFPage,
} from "pdf-lib";
import { pdfFont, type PdfFont } from "@/server/pdf/fonts";
import type { TrueTypeFont } from "@/server/pdf/truetype";

/**
 * Lays out an invoice on A4 pages. It receives everything already in words and
 * formatted (the service decides what an invoice says); this module only places
 * it: header, seller and buyer, the lines (continued on further pages with their
 * column heads), totals, notes, and a footer with the page count.
 */

export interface InvoiceLine {
  /** The line's name and its configuration in words; a newline starts a new line of text. */
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  /** The line's own VAT (docs/adr/0019-one-price-rule.md), where the storefront charges VAT. */
  vat?: string;
}

export interface InvoiceTotal {
  label: string;
  value: string;
  /** The amount due, set apart from the others. */
  strong?: boolean;
}

export interface InvoiceDocument {
  /** BCP 47 language of the text, written into the PDF for screen readers. */
  language: string;
  /** The document title in the PDF's metadata (shown in the viewer's tab). */
  documentTitle: string;
  brand: string;
  title: string;
  /** A line under the title, e.g. that a pro forma is not a VAT invoice. */
  subtitle: string | null;
  facts: { label: string; value: string }[];
  seller: { heading: string; lines: string[] };
  buyer: { heading: string; lines: string[] };
  columns: InvoiceLine;
  lines: InvoiceLine[];
  totals: InvoiceTotal[];
  /** Where to pay, on a pro forma awaiting a bank transfer. */
  bank: { heading: string; rows: { label: string; value: string }[] } | null;
  notes: string[];
  footer: string;
  pageLabel: (page: number, pages: number) => string;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const RIGHT = PAGE[0] - MARGIN;
const TOP = PAGE[1] - MARGIN;
/** Lines stop here; below is the footer. */
const BOTTOM = 80;

const INK = rgb(0.063, 0.094, 0.157);
const MUTED = rgb(0.37, 0.4, 0.45);
const ACCENT = rgb(0.184, 0.42, 1);
const RULE = rgb(0.85, 0.87, 0.9);
const SHADE = rgb(0.95, 0.96, 0.98);

/** Right edges of the number columns and the width left for the description. */
const COLUMNS = { quantity: 350, unitPrice: 445, amount: RIGHT, description: 250 };
/** The same with a VAT column at the right: the amount (net) moves left to make room. */
const VAT_COLUMNS = { quantity: 290, unitPrice: 370, amount: 455, vat: RIGHT, description: 180 };

function columnsOf(invoice: InvoiceDocument) {
  return invoice.columns.vat === undefined ? { ...COLUMNS, vat: null } : VAT_COLUMNS;
}

interface TextStyle {
  size: number;
  color?: Color;
  bold?: boolean;
  align?: "left" | "right";
}

class Writer {
  page: PDFPage;
  y = TOP;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PdfFont,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE);
    this.pages.push(this.page);
    this.y = TOP;
    return this.page;
  }

  /** Draws one line of text; x is its left edge, or its right edge when aligned right. */
  text(value: string, x: number, y: number, { size, color = INK, bold = false, align = "left" }: TextStyle, page = this.page): void {
    if (!value) return;
    const left = align === "right" ? x - this.font.widthOf(value, size) : x;
    page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFillingColor(color),
      // The embedded face has no bold cut: bold text is filled and outlined with a thin stroke.
      ...(bold ? [setStrokingColor(color), setLineWidth(size * 0.035), setTextRenderingMode(TextRenderingMode.FillAndOutline)] : []),
      setFontAndSize(this.font.nameOn(page), size),
      setTextMatrix(1, 0, 0, 1, left, y),
      showText(this.font.encode(value)),
      endText(),
      popGraphicsState(),
    );
  }

  /** Splits a text into lines no wider than the width, breaking overlong words too. */
  wrap(value: string, width: number, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of value.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.font.widthOf(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = "";
        let rest = word;
        while (this.font.widthOf(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && this.font.widthOf(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  rule(y: number, from = MARGIN, to = RIGHT, color = RULE, thickness = 0.75): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }
}

export async function renderInvoice(invoice: InvoiceDocument, embeddedFont?: TrueTypeFont | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await pdfFont(doc, embeddedFont);
  const writer = new Writer(doc, font);

  header(writer, invoice);
  parties(writer, invoice);
  lineTable(writer, invoice);
  totals(writer, invoice);
  bank(writer, invoice);
  notes(writer, invoice);
  footers(writer, invoice);

  font.finish();
  doc.setTitle(invoice.documentTitle, { showInWindowTitleBar: true });
  doc.setAuthor(invoice.brand);
  doc.setCreator(invoice.brand);
  doc.setProducer(invoice.brand);
  doc.setLanguage(invoice.language);
  return doc.save();
}

function header(writer: Writer, invoice: InvoiceDocument): void {
  writer.text(invoice.brand, MARGIN, TOP - 18, { size: 22, color: ACCENT, bold: true });
  writer.text(invoice.title, RIGHT, TOP - 18, { size: 18, bold: true, align: "right" });
  let y = TOP - 36;
  if (invoice.subtitle) {
    for (const line of writer.wrap(invoice.subtitle, 260, 8.5)) {
      writer.text(line, RIGHT, y, { size: 8.5, color: MUTED, align: "right" });
      y -= 11;
    }
  }
  y -= 6;
  for (const fact of invoice.facts) {
    writer.text(fact.value, RIGHT, y, { size: 9.5, align: "right" });
    writer.text(fact.label, RIGHT - 120, y, { size: 9.5, color: MUTED, align: "right" });
    y -= 14;
  }
  writer.y = Math.min(y, TOP - 60) - 12;
}

function parties(writer: Writer, invoice: InvoiceDocument): void {
  const top = writer.y;
  const column = (party: InvoiceDocument["seller"], x: number) => {
    let y = top;
    writer.text(party.heading, x, y, { size: 8.5, color: MUTED, bold: true });
    y -= 15;
    party.lines.forEach((line, index) => {
      for (const part of writer.wrap(line, 230, 10)) {
        writer.text(part, x, y, { size: 10, bold: index === 0 });
        y -= 13.5;
      }
    });
    return y;
  };
  writer.y = Math.min(column(invoice.seller, MARGIN), column(invoice.buyer, MARGIN + 260)) - 18;
}

/** A number column's right edge: the last one keeps off the shaded head's edge. */
const edge = (x: number) => (x === RIGHT ? RIGHT - 6 : x);

function tableHead(writer: Writer, invoice: InvoiceDocument): void {
  const { columns } = invoice;
  const at = columnsOf(invoice);
  const style = { size: 8.5, color: MUTED, bold: true } as const;
  // Each head wraps within its column (the description's, then each number column's
  // room up to the one before it), so long words in some languages never overlap.
  const heads: { text: string; x: number; width: number; align: "left" | "right" }[] = [
    { text: columns.description, x: MARGIN + 6, width: at.description, align: "left" },
    { text: columns.quantity, x: edge(at.quantity), width: at.quantity - (MARGIN + 6 + at.description) - 6, align: "right" },
    { text: columns.unitPrice, x: edge(at.unitPrice), width: at.unitPrice - at.quantity - 8, align: "right" },
    { text: columns.amount, x: edge(at.amount), width: edge(at.amount) - at.unitPrice - 8, align: "right" },
  ];
  if (at.vat !== null && columns.vat !== undefined) heads.push({ text: columns.vat, x: edge(at.vat), width: edge(at.vat) - at.amount - 8, align: "right" });
  const wrapped = heads.map((head) => writer.wrap(head.text, head.width, style.size));
  const rows = Math.max(...wrapped.map((lines) => lines.length));
  const leading = 10;
  writer.page.drawRectangle({ x: MARGIN, y: writer.y - 7 - (rows - 1) * leading, width: RIGHT - MARGIN, height: 20 + (rows - 1) * leading, color: SHADE });
  heads.forEach((head, index) => wrapped[index]!.forEach((line, row) => writer.text(line, head.x, writer.y - row * leading, { ...style, align: head.align })));
  writer.y -= 24 + (rows - 1) * leading;
}

function lineTable(writer: Writer, invoice: InvoiceDocument): void {
  tableHead(writer, invoice);
  const at = columnsOf(invoice);
  const size = 9.5;
  const leading = 13;
  for (const line of invoice.lines) {
    const description = writer.wrap(line.description, at.description, size);
    const height = description.length * leading + 8;
    if (writer.ensure(height)) tableHead(writer, invoice);
    const first = writer.y;
    // The name in ink, its configuration below it in the muted colour.
    const nameLines = writer.wrap(line.description.split("\n")[0] ?? "", at.description, size).length;
    description.forEach((part, index) => writer.text(part, MARGIN + 6, first - index * leading, { size, color: index < nameLines ? INK : MUTED }));
    writer.text(line.quantity, edge(at.quantity), first, { size, align: "right" });
    writer.text(line.unitPrice, edge(at.unitPrice), first, { size, align: "right" });
    writer.text(line.amount, edge(at.amount), first, { size, align: "right" });
    if (at.vat !== null && line.vat !== undefined) writer.text(line.vat, edge(at.vat), first, { size, align: "right" });
    writer.y = first - (description.length - 1) * leading - 8;
    writer.rule(writer.y + 2);
    writer.y -= 12;
  }
}

function totals(writer: Writer, invoice: InvoiceDocument): void {
  writer.ensure(invoice.totals.length * 17 + 20);
  writer.y -= 4;
  const labelRight = COLUMNS.unitPrice;
  for (const total of invoice.totals) {
    if (total.strong) {
      writer.rule(writer.y + 13, labelRight - 150, RIGHT, INK, 1);
      writer.y -= 4;
    }
    const style = { size: total.strong ? 12 : 9.5, bold: Boolean(total.strong), align: "right" } as const;
    writer.text(total.label, labelRight, writer.y, { ...style, color: total.strong ? INK : MUTED });
    writer.text(total.value, COLUMNS.amount - 6, writer.y, style);
    writer.y -= total.strong ? 22 : 16;
  }
  writer.y -= 10;
}

function bank(writer: Writer, invoice: InvoiceDocument): void {
  if (!invoice.bank) return;
  writer.ensure(invoice.bank.rows.length * 13.5 + 30);
  writer.text(invoice.bank.heading, MARGIN, writer.y, { size: 8.5, color: MUTED, bold: true });
  writer.y -= 15;
  for (const row of invoice.bank.rows) {
    writer.text(row.label, MARGIN, writer.y, { size: 9.5, color: MUTED });
    writer.text(row.value, MARGIN + 130, writer.y, { size: 9.5, bold: true });
    writer.y -= 13.5;
  }
  writer.y -= 12;
}

function notes(writer: Writer, invoice: InvoiceDocument): void {
  for (const note of invoice.notes) {
    const lines = writer.wrap(note, RIGHT - MARGIN, 9);
    writer.ensure(lines.length * 12 + 6);
    for (const line of lines) {
      writer.text(line, MARGIN, writer.y, { size: 9, color: MUTED });
      writer.y -= 12;
    }
    writer.y -= 6;
  }
}

function footers(writer: Writer, invoice: InvoiceDocument): void {
  const count = writer.pages.length;
  writer.pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: 52 }, end: { x: RIGHT, y: 52 }, thickness: 0.5, color: RULE });
    writer.text(invoice.footer, MARGIN, 38, { size: 8, color: MUTED }, page);
    writer.text(invoice.pageLabel(index + 1, count), RIGHT, 38, { size: 8, color: MUTED, align: "right" }, page);
  });
}
