import type { FileKind } from "./rules";

/**
 * What a file is, from its first bytes: the name and the browser's content type
 * are the shopper's to choose and prove nothing.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** How far into a text file the root element is looked for. */
const SVG_SNIFF_BYTES = 16 * 1024;

function startsWith(bytes: Uint8Array, prefix: readonly number[] | string, offset = 0): boolean {
  const expected = typeof prefix === "string" ? Array.from(prefix, (char) => char.charCodeAt(0)) : prefix;
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

export function detectKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, "%PDF-")) return "pdf";
  // PostScript-based Illustrator and EPS files; binary EPS carries a preview header first.
  if (startsWith(bytes, "%!PS") || startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return "postscript";
  // A local file header, or the end record of an empty archive.
  if (startsWith(bytes, "PK\x03\x04") || startsWith(bytes, "PK\x05\x06")) return "zip";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

/** An XML text whose first element is <svg> (with or without a namespace prefix). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SVG_SNIFF_BYTES);
  if (head.includes(0)) return false;
  let text = new TextDecoder("utf-8").decode(head);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
    if (text.startsWith("<?", at)) at = skipPast(text, "?>", at);
    else if (text.startsWith("<!--", at)) at = skipPast(text, "-->", at);
    else if (text.startsWith("<!DOCTYPE", at)) at = skipDoctype(text, at);
    else break;
    if (at < 0) return false;
  }
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(text.slice(at, at + 64));
}

function skipPast(text: string, end: string, from: number): number {
  const found = text.indexOf(end, from);
  return found < 0 ? -1 : found + end.length;
}

/** A doctype may carry an internal subset in brackets; it is skipped here and refused by the SVG check. */
function skipDoctype(text: string, from: number): number {
  const close = text.indexOf(">", from);
  const bracket = text.indexOf("[", from);
  if (bracket >= 0 && (close < 0 || bracket < close)) {
    const end = /\]\s*>/.exec(text.slice(bracket));
    return end ? bracket + end.index + end[0].length : -1;
  }
  return close < 0 ? -1 : close + 1;
}
