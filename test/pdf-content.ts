import { PDFArray, PDFRawStream, PDFStream, decodePDFRawStream, type PDFPage } from "pdf-lib";

/** A PDF page's drawing operators as text (its content streams decoded), for tests that look at what was drawn. */
export function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = !contents ? [] : contents instanceof PDFArray ? Array.from({ length: contents.size() }, (_, i) => contents.lookup(i, PDFStream)) : [contents];
  return streams
    .map((stream) => new TextDecoder("latin1").decode(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()))
    .join("\n");
}
