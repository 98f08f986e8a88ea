import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, decodePDFRawStream, type PDFPage } from "pdf-lib";

/**
 * Reads back the text of one of the shop's PDFs (invoices, production files), one string per text run, the way a
 * viewer's search finds it: through each font's ToUnicode map, or WinAnsi for a
 * standard font. Enough for the PDFs this folder writes; tests and support
 * tooling use it to check what a PDF says.
 */

type Decoder = (hex: string) => string;

const winAnsi = new TextDecoder("windows-1252");

function streamText(stream: PDFStream): string {
  const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
  return new TextDecoder("latin1").decode(bytes);
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

function cmapDecoder(cmap: string): Decoder {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const first = parseInt(text!, 16);
      for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code += 1) map.set(code, String.fromCharCode(first + code - parseInt(from!, 16)));
    }
  }
  return (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? "\ufffd").join("");
}

function fontDecoders(page: PDFPage): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name] of fonts?.entries() ?? []) {
    const font = fonts!.lookup(name, PDFDict);
    const toUnicode = font.lookupMaybe(PDFName.of("ToUnicode"), PDFStream);
    decoders.set(name.asString(), toUnicode ? cmapDecoder(streamText(toUnicode)) : (hex) => winAnsi.decode(hexBytes(hex)));
  }
  return decoders;
}

function contentStreams(page: PDFPage): PDFStream[] {
  const contents = page.node.Contents();
  if (!contents) return [];
  if (contents instanceof PDFArray) return Array.from({ length: contents.size() }, (_, index) => contents.lookup(index, PDFStream));
  return [contents];
}

/** Every text run of every page, in drawing order. */
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const decoders = fontDecoders(page);
    const runs: string[] = [];
    let decode: Decoder = () => "";
    for (const stream of contentStreams(page)) {
      for (const match of streamText(stream).matchAll(/(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (match[1]) decode = decoders.get(match[1]) ?? (() => "");
        else runs.push(decode(match[2]!));
      }
    }
    return runs;
  });
}

/** The whole text, one run per line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfTextRuns(bytes)).map((runs) => runs.join("\n")).join("\n\f\n");
}
