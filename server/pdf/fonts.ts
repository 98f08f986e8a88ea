import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts, type PDFFont, type PDFPage, type PDFRef } from "pdf-lib";
import { logger } from "@/server/http/logger";
import { TrueTypeFont } from "./truetype";

/**
 * The typeface of the shop's PDFs (invoices, and the text of production files
 * whose own typeface cannot be read). They carry Polish, Czech and Romanian names
 * (ł, ř, ș), which the PDF standard fonts cannot show: their WinAnsi encoding stops
 * at Western European letters. So the PDFs embed Geist, a TrueType font under the
 * SIL Open Font License 1.1 (its own name table says so) that Next.js ships in
 * node_modules, as a Unicode (Identity-H) font with only the glyphs it used.
 * Should that file ever be missing, the PDFs fall back to Helvetica and
 * spells what WinAnsi lacks without its accents (Łódź becomes Lódz), and says so in the log.
 */

const EMBEDDED_FONT_FILE = path.join(process.cwd(), "node_modules", "next", "dist", "compiled", "@vercel", "og", "Geist-Regular.ttf");

export interface PdfFont {
  /** Width of a text in points at a font size. */
  widthOf(text: string, size: number): number;
  /** The text as the font's content-stream string. */
  encode(text: string): PDFHexString;
  /** The font's name in a page's resources (added on first use). */
  nameOn(page: PDFPage): PDFName;
  /** Writes what the font knows only at the end (the used glyphs); call once before saving. */
  finish(): void;
  readonly embedded: boolean;
}

let fontFile: Promise<TrueTypeFont | null> | undefined;

/** The TrueType font, read once per process; null when it cannot be read. */
export function loadEmbeddedFont(file = EMBEDDED_FONT_FILE): Promise<TrueTypeFont | null> {
  if (file !== EMBEDDED_FONT_FILE) return readFont(file);
  fontFile ??= readFont(file);
  return fontFile;
}

async function readFont(file: string): Promise<TrueTypeFont | null> {
  try {
    return new TrueTypeFont(new Uint8Array(await readFile(file)));
  } catch (error) {
    logger.warn({ err: error, file }, "invoice font unavailable; invoices fall back to Helvetica without accents");
    return null;
  }
}

/**
 * The font for a document: the given TrueType font (the shipped one when
 * none is given), or Helvetica when there is none (null).
 */
export async function pdfFont(doc: PDFDocument, font?: TrueTypeFont | null): Promise<PdfFont> {
  const chosen = font === undefined ? await loadEmbeddedFont() : font;
  return chosen ? new EmbeddedFont(doc, chosen) : new StandardFont(await doc.embedFont(StandardFonts.Helvetica));
}

/** Space-like characters fonts often lack (no-break and thin spaces from number and date formats). */
const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f]/g;
/** Letters whose base is not reachable by Unicode decomposition. */
const SPELLED: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŀ: "l",
  Ŀ: "L",
  ŧ: "t",
  Ŧ: "T",
  ß: "ss",
  ø: "o",
  Ø: "O",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
};

/**
 * A character the font cannot draw, written with characters it can: spaces as
 * spaces, accented letters as their base letter, a few letters spelled out, and
 * '?' for anything else, so a name never silently disappears.
 */
export function fallbackFor(char: string, canDraw: (char: string) => boolean): string {
  const spaced = char.replace(SPACES, " ");
  if (spaced !== char && canDraw(spaced)) return spaced;
  const base = char.normalize("NFD").replace(/\p{M}/gu, "");
  if (base && base !== char && [...base].every(canDraw)) return base;
  const spelled = SPELLED[char];
  if (spelled && [...spelled].every(canDraw)) return spelled;
  return "?";
}

class EmbeddedFont implements PdfFont {
  readonly embedded = true;
  private readonly ref: PDFRef;
  private readonly scale: number;
  /** Glyph → the text it stands for, for the ToUnicode map that makes the PDF searchable. */
  private readonly used = new Map<number, string>();
  private readonly names = new WeakMap<PDFPage, PDFName>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: TrueTypeFont,
  ) {
    this.ref = doc.context.nextRef();
    this.scale = 1000 / font.metrics.unitsPerEm;
  }

  private glyphs(text: string): { glyph: number; text: string }[] {
    const canDraw = (char: string) => this.font.glyphOf(char.codePointAt(0)!) !== 0;
    const out: { glyph: number; text: string }[] = [];
    for (const char of text) {
      const drawn = canDraw(char) ? char : fallbackFor(char, canDraw);
      for (const part of drawn) out.push({ glyph: this.font.glyphOf(part.codePointAt(0)!), text: part });
    }
    return out;
  }

  widthOf(text: string, size: number): number {
    return (this.glyphs(text).reduce((sum, { glyph }) => sum + this.font.advanceOf(glyph), 0) * size) / this.font.metrics.unitsPerEm;
  }

  encode(text: string): PDFHexString {
    const glyphs = this.glyphs(text);
    for (const { glyph, text: char } of glyphs) if (!this.used.has(glyph)) this.used.set(glyph, char);
    return PDFHexString.of(glyphs.map(({ glyph }) => glyph.toString(16).padStart(4, "0")).join(""));
  }

  nameOn(page: PDFPage): PDFName {
    let name = this.names.get(page);
    if (!name) {
      name = page.node.newFontDictionary("Invoice", this.ref);
      this.names.set(page, name);
    }
    return name;
  }

  finish(): void {
    const { context } = this.doc;
    const { metrics } = this.font;
    const scaled = (value: number) => Math.round(value * this.scale);
    const glyphs = [...this.used.keys()].sort((a, b) => a - b);
    // A subset font's name starts with a tag of six capitals (PDF 32000-1, 9.6.4).
    const baseFont = `${subsetTag(glyphs)}+${this.font.postScriptName}`;

    const fontFile = context.flateStream(this.font.subset(glyphs));
    const descriptor = context.obj({
      Type: "FontDescriptor",
      FontName: baseFont,
      Flags: 32, // non-symbolic: the font uses the standard Latin character set
      FontBBox: metrics.bbox.map(scaled),
      ItalicAngle: metrics.italicAngle,
      Ascent: scaled(metrics.ascent),
      Descent: scaled(metrics.descent),
      CapHeight: scaled(metrics.capHeight),
      StemV: 80,
      FontFile2: context.register(fontFile),
    });
    const widths = context.obj(glyphs.flatMap((glyph) => [glyph, [scaled(this.font.advanceOf(glyph))]]));
    const cidFont = context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: baseFont,
      CIDSystemInfo: context.obj({ Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 }),
      FontDescriptor: context.register(descriptor),
      W: widths,
      CIDToGIDMap: "Identity",
    });
    const toUnicode = context.flateStream(toUnicodeCMap(this.used));
    context.assign(
      this.ref,
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: "Identity-H",
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(toUnicode),
      }),
    );
  }
}

class StandardFont implements PdfFont {
  readonly embedded = false;
  private readonly characters: Set<number>;
  private readonly names = new WeakMap<PDFPage, PDFName>();

  constructor(private readonly font: PDFFont) {
    this.characters = new Set(font.getCharacterSet());
  }

  /** The text with every character WinAnsi lacks written with ones it has. */
  private drawable(text: string): string {
    const canDraw = (char: string) => this.characters.has(char.codePointAt(0)!);
    return [...text].map((char) => (canDraw(char) ? char : fallbackFor(char, canDraw))).join("");
  }

  widthOf(text: string, size: number): number {
    return this.font.widthOfTextAtSize(this.drawable(text), size);
  }

  encode(text: string): PDFHexString {
    return this.font.encodeText(this.drawable(text));
  }

  nameOn(page: PDFPage): PDFName {
    let name = this.names.get(page);
    if (!name) {
      name = page.node.newFontDictionary("Invoice", this.font.ref);
      this.names.set(page, name);
    }
    return name;
  }

  finish(): void {
    // pdf-lib writes its standard fonts itself when the document is saved.
  }
}

/** Six capitals derived from the glyph set, so different subsets get different names. */
function subsetTag(glyphs: number[]): string {
  let hash = 2166136261;
  for (const glyph of glyphs) hash = Math.imul(hash ^ glyph, 16777619) >>> 0;
  return Array.from({ length: 6 }, (_, index) => String.fromCharCode(65 + (Math.floor(hash / 26 ** index) % 26))).join("");
}

function utf16Hex(text: string): string {
  return Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, "0")).join("");
}

/** The CMap that maps the glyphs back to text, so the PDF can be searched and copied from. */
function toUnicodeCMap(used: Map<number, string>): string {
  const entries = [...used].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([glyph, text]) => `<${glyph.toString(16).padStart(4, "0")}> <${utf16Hex(text)}>`).join("\n")}\nendbfchar`,
    );
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /defineresource exec pop",
    "end",
    "end",
  ].join("\n");
}
