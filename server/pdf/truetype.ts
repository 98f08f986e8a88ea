/**
 * Just enough of a TrueType reader to embed a font in a PDF: which glyph
 * draws a character (cmap), how wide it is (hmtx), the metrics a PDF font
 * descriptor needs, and a subset that keeps only the glyphs a document used.
 * pdf-lib embeds its 14 standard fonts only (WinAnsi: no ł, ř or ș); its own
 * TrueType support needs a font engine that is not part of the shop.
 */

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  italicAngle: number;
}

const TRUETYPE_OUTLINES = 0x00010000;
/** Tables a TrueType font inside a PDF needs (PDF 32000-1, 9.9); the rest (layout, names) stays out. */
const KEPT_TABLES = ["cmap", "cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"];

export class TrueTypeFont {
  readonly metrics: FontMetrics;
  readonly postScriptName: string;
  readonly glyphCount: number;
  private readonly view: DataView;
  private readonly tables = new Map<string, TableRecord>();
  private readonly advances: Uint16Array;
  private readonly cmap: Map<number, number>;
  private readonly longOffsets: boolean;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (this.view.getUint32(0) !== TRUETYPE_OUTLINES) throw new Error("Not a TrueType font with glyf outlines");
    const count = this.view.getUint16(4);
    for (let index = 0; index < count; index += 1) {
      const record = 12 + index * 16;
      const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
      this.tables.set(tag, { tag, offset: this.view.getUint32(record + 8), length: this.view.getUint32(record + 12) });
    }
    for (const tag of ["head", "hhea", "hmtx", "maxp", "cmap", "loca", "glyf"]) if (!this.tables.has(tag)) throw new Error(`The font has no ${tag} table`);

    const head = this.table("head").offset;
    const unitsPerEm = this.view.getUint16(head + 18);
    this.longOffsets = this.view.getInt16(head + 50) === 1;
    this.glyphCount = this.view.getUint16(this.table("maxp").offset + 4);

    const hhea = this.table("hhea").offset;
    const os2 = this.tables.get("OS/2");
    const post = this.tables.get("post");
    // Fonts may forbid embedding (OS/2 fsType bit 1, 'restricted licence'); such a font is refused.
    if (os2 && (this.view.getUint16(os2.offset + 8) & 0x0002) !== 0) throw new Error("The font's licence does not allow embedding");
    this.metrics = {
      unitsPerEm,
      ascent: this.view.getInt16(hhea + 4),
      descent: this.view.getInt16(hhea + 6),
      capHeight: os2 && this.view.getUint16(os2.offset) >= 2 ? this.view.getInt16(os2.offset + 88) : this.view.getInt16(hhea + 4),
      bbox: [this.view.getInt16(head + 36), this.view.getInt16(head + 38), this.view.getInt16(head + 40), this.view.getInt16(head + 42)],
      italicAngle: post ? this.view.getInt32(post.offset + 4) / 65536 : 0,
    };

    this.advances = this.readAdvances(this.view.getUint16(hhea + 34));
    this.cmap = this.readUnicodeCmap();
    this.postScriptName = this.readPostScriptName() ?? "EmbeddedFont";
  }

  /** The glyph drawing a Unicode code point; 0 (the 'missing' glyph) when the font has none. */
  glyphOf(codePoint: number): number {
    return this.cmap.get(codePoint) ?? 0;
  }

  /** A glyph's advance width in font units. */
  advanceOf(glyph: number): number {
    return this.advances[Math.min(glyph, this.advances.length - 1)] ?? 0;
  }

  /**
   * The font with the outlines of the given glyphs only (plus the glyphs they are
   * built from, and glyph 0). Glyph numbers stay the same, so text already
   * encoded with them still draws; unused glyphs become empty.
   */
  subset(glyphs: Iterable<number>): Uint8Array {
    const keep = new Set<number>([0]);
    const pending = [...glyphs];
    while (pending.length > 0) {
      const glyph = pending.pop()!;
      if (glyph >= this.glyphCount || keep.has(glyph)) continue;
      keep.add(glyph);
      pending.push(...this.componentsOf(glyph));
    }

    const glyf = this.table("glyf").offset;
    const outlines: Uint8Array[] = [];
    const offsets: number[] = [0];
    let size = 0;
    for (let glyph = 0; glyph < this.glyphCount; glyph += 1) {
      if (keep.has(glyph)) {
        const [start, end] = this.glyphRange(glyph);
        const outline = this.bytes.subarray(glyf + start, glyf + end);
        // Glyph data stays 4-byte aligned so both loca formats can address it.
        const padded = new Uint8Array(align4(outline.length));
        padded.set(outline);
        outlines.push(padded);
        size += padded.length;
      }
      offsets.push(size);
    }
    const newGlyf = concat(outlines);
    const newLoca = new Uint8Array(offsets.length * 4);
    const locaView = new DataView(newLoca.buffer);
    offsets.forEach((offset, index) => locaView.setUint32(index * 4, offset));

    const head = this.bytes.slice(this.table("head").offset, this.table("head").offset + this.table("head").length);
    const headView = new DataView(head.buffer);
    headView.setUint32(8, 0); // checkSumAdjustment, recomputed below
    headView.setInt16(50, 1); // the new loca uses long offsets

    const replaced = new Map<string, Uint8Array>([
      ["glyf", newGlyf],
      ["loca", newLoca],
      ["head", head],
    ]);
    const parts = KEPT_TABLES.filter((tag) => this.tables.has(tag)).map((tag) => {
      const record = this.table(tag);
      return { tag, data: replaced.get(tag) ?? this.bytes.subarray(record.offset, record.offset + record.length) };
    });
    return writeFont(parts);
  }

  private table(tag: string): TableRecord {
    const record = this.tables.get(tag);
    if (!record) throw new Error(`The font has no ${tag} table`);
    return record;
  }

  private glyphRange(glyph: number): [number, number] {
    const loca = this.table("loca").offset;
    if (this.longOffsets) return [this.view.getUint32(loca + glyph * 4), this.view.getUint32(loca + glyph * 4 + 4)];
    return [this.view.getUint16(loca + glyph * 2) * 2, this.view.getUint16(loca + glyph * 2 + 2) * 2];
  }

  /** The glyphs a composite glyph is assembled from. */
  private componentsOf(glyph: number): number[] {
    const [start, end] = this.glyphRange(glyph);
    if (end - start < 10) return [];
    let at = this.table("glyf").offset + start;
    if (this.view.getInt16(at) >= 0) return [];
    at += 10;
    const components: number[] = [];
    for (;;) {
      const flags = this.view.getUint16(at);
      components.push(this.view.getUint16(at + 2));
      at += 4 + (flags & 0x0001 ? 4 : 2);
      if (flags & 0x0008) at += 2;
      else if (flags & 0x0040) at += 4;
      else if (flags & 0x0080) at += 8;
      if (!(flags & 0x0020)) return components;
    }
  }

  private readAdvances(longMetrics: number): Uint16Array {
    const hmtx = this.table("hmtx").offset;
    const advances = new Uint16Array(Math.max(longMetrics, 1));
    for (let index = 0; index < longMetrics; index += 1) advances[index] = this.view.getUint16(hmtx + index * 4);
    return advances;
  }

  /** The Unicode mapping: format 12 (all planes) when present, else format 4 (the BMP). */
  private readUnicodeCmap(): Map<number, number> {
    const cmap = this.table("cmap").offset;
    const subtables = Array.from({ length: this.view.getUint16(cmap + 2) }, (_, index) => {
      const record = cmap + 4 + index * 8;
      const offset = cmap + this.view.getUint32(record + 4);
      return { platform: this.view.getUint16(record), encoding: this.view.getUint16(record + 2), offset, format: this.view.getUint16(offset) };
    });
    const unicode = subtables.filter((sub) => sub.platform === 0 || (sub.platform === 3 && (sub.encoding === 1 || sub.encoding === 10)));
    const full = unicode.find((sub) => sub.format === 12);
    if (full) return this.readFormat12(full.offset);
    const basic = unicode.find((sub) => sub.format === 4);
    if (basic) return this.readFormat4(basic.offset);
    throw new Error("The font has no Unicode character map");
  }

  private readFormat4(offset: number): Map<number, number> {
    const map = new Map<number, number>();
    const segments = this.view.getUint16(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const start = this.view.getUint16(starts + segment * 2);
      const end = this.view.getUint16(ends + segment * 2);
      const delta = this.view.getInt16(deltas + segment * 2);
      const rangeOffset = this.view.getUint16(rangeOffsets + segment * 2);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const raw = this.view.getUint16(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
    return map;
  }

  private readFormat12(offset: number): Map<number, number> {
    const map = new Map<number, number>();
    const groups = this.view.getUint32(offset + 12);
    for (let group = 0; group < groups; group += 1) {
      const record = offset + 16 + group * 12;
      const start = this.view.getUint32(record);
      const end = this.view.getUint32(record + 4);
      const first = this.view.getUint32(record + 8);
      for (let code = start; code <= end; code += 1) map.set(code, first + code - start);
    }
    return map;
  }

  /** The PostScript name (name id 6), which the PDF font carries as its BaseFont. */
  private readPostScriptName(): string | null {
    const name = this.tables.get("name");
    if (!name) return null;
    const count = this.view.getUint16(name.offset + 2);
    const strings = name.offset + this.view.getUint16(name.offset + 4);
    for (let index = 0; index < count; index += 1) {
      const record = name.offset + 6 + index * 12;
      if (this.view.getUint16(record + 6) !== 6) continue;
      const platform = this.view.getUint16(record);
      const length = this.view.getUint16(record + 8);
      const start = strings + this.view.getUint16(record + 10);
      const text =
        platform === 3 || platform === 0
          ? String.fromCharCode(...Array.from({ length: length / 2 }, (_, i) => this.view.getUint16(start + i * 2)))
          : String.fromCharCode(...this.bytes.subarray(start, start + length));
      const clean = text.replace(/[^\x21-\x7e]/g, "").replace(/[[\](){}<>/%]/g, "");
      if (clean) return clean;
    }
    return null;
  }
}

function align4(length: number): number {
  return (length + 3) & ~3;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(align4(data.length));
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** Writes an sfnt file from its tables, with the directory and checksums the format asks for. */
function writeFont(tables: { tag: string; data: Uint8Array }[]): Uint8Array {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerSize = 12 + sorted.length * 16;
  const total = headerSize + sorted.reduce((sum, table) => sum + align4(table.data.length), 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(sorted.length));
  view.setUint32(0, TRUETYPE_OUTLINES);
  view.setUint16(4, sorted.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, sorted.length * 16 - power * 16);
  let at = headerSize;
  let headAt = -1;
  sorted.forEach((table, index) => {
    const record = 12 + index * 16;
    for (let i = 0; i < 4; i += 1) out[record + i] = table.tag.charCodeAt(i);
    view.setUint32(record + 4, checksum(table.data));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, table.data.length);
    out.set(table.data, at);
    if (table.tag === "head") headAt = at;
    at += align4(table.data.length);
  });
  if (headAt >= 0) view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
