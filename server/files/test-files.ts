import { deflateRawSync } from "node:zlib";
import { PDFDocument, PDFName, PDFNumber, rgb } from "pdf-lib";
import sharp from "sharp";

/** Real files for the upload tests and the benchmark, made on the spot. */

/** A PNG of vertical stripes, one per colour (hex '#rrggbb'), each `stripe` px wide. */
export async function stripesPng(colours: readonly string[], stripe: number, height: number): Promise<Uint8Array> {
  const width = colours.length * stripe;
  const pixels = Buffer.alloc(width * height * 3);
  const rgbOf = colours.map((hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set(rgbOf[Math.floor(x / stripe)]!, (y * width + x) * 3);
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** `count` clearly different colours. */
export function distinctColours(count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `#${[(i * 6) % 256, 255 - ((i * 6) % 256), (i * 37) % 256].map((n) => n.toString(16).padStart(2, "0")).join("")}`,
  );
}

export async function solidPng(width: number, height: number, colour = "#c0392b"): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

export async function solidJpeg(width: number, height: number, colour = "#2e86c1"): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
}

/** A real PNG whose IHDR claims another size: 57 bytes that say "20000 x 20000". */
export async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const bytes = Buffer.from(await solidPng(1, 1));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return new Uint8Array(bytes);
}

export function svg(attributes: string, body = '<rect width="10" height="10" fill="#e67e22"/>'): Uint8Array {
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`,
  );
}

/** A PDF with one page of this size in points (times its UserUnit, when one is given), a coloured rectangle on it. */
export async function pagePdf(widthPt: number, heightPt: number, userUnit?: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([widthPt, heightPt]);
  if (userUnit !== undefined) page.node.set(PDFName.of("UserUnit"), PDFNumber.of(userUnit));
  page.drawRectangle({ x: widthPt / 4, y: heightPt / 4, width: widthPt / 2, height: heightPt / 2, color: rgb(0.1, 0.5, 0.3) });
  return document.save();
}

export const POSTSCRIPT_AI = new TextEncoder().encode(
  "%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 100 100\nnewpath 10 10 moveto 90 90 lineto stroke\nshowpage\n%%EOF\n",
);

/** A ZIP archive holding one deflated text file, written by hand (local header, central directory, end record). */
export function zipWithText(name: string, text: string): Uint8Array {
  const content = Buffer.from(text);
  const packed = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, fileName, packed, central, fileName, end]));
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
