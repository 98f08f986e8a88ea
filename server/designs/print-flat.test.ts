import { PDFArray, PDFDocument, PDFRawStream, PDFStream, decodePDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { emptyDesign, parseDesignDocument } from "@/lib/design";
import { textElement } from "@/lib/design/sample-designs";
import { buildNet, printableSides, type BoxModel, type Dimensions } from "@/lib/dielines";
import { pdfTextRuns } from "@/server/pdf/pdf-text";
import { buildPrintPdf } from "./print";

const BAGS = new Set<BoxModel>(["paper-bag", "tote-bag", "doypack-bag"]);

/** Each flat and bag-like model at a catalogue size (ADR 0037). */
const MODELS: [BoxModel, Dimensions][] = [
  ["paper-bag", { length: 180, width: 80, height: 220 }],
  ["tote-bag", { length: 380, width: 100, height: 420 }],
  ["tote-bag", { length: 380, width: 0, height: 420 }],
  ["doypack-bag", { length: 120, width: 35, height: 200 }],
  ["poly-mailer", { length: 450, width: 550, height: 0 }],
  ["paper-mailer", { length: 320, width: 450, height: 0 }],
  ["rigid-envelope", { length: 330, width: 250, height: 0 }],
  ["square-label", { length: 50, width: 50, height: 0 }],
  ["printed-card", { length: 85, width: 55, height: 0 }],
];

function content(pdf: PDFDocument): string {
  const contents = pdf.getPage(0).node.Contents();
  const streams = !contents ? [] : contents instanceof PDFArray ? Array.from({ length: contents.size() }, (_, i) => contents.lookup(i, PDFStream)) : [contents];
  return streams
    .map((stream) => new TextDecoder("latin1").decode(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()))
    .join("\n");
}

const layer = (text: string, group: string) => text.slice(text.indexOf(`/OC /${group} BDC`), text.indexOf("EMC", text.indexOf(`/OC /${group} BDC`)));
const lines = (text: string) => text.split("\n").filter((line) => line.trim().endsWith(" l")).length;

describe("the print PDF of flat and bag-like products", () => {
  it.each(MODELS)("%s draws its own cuts and creases and the artwork of every printed face", async (model, inside) => {
    const net = buildNet(model, inside);
    const base = emptyDesign(model, inside);
    const sides = Object.fromEntries(
      printableSides(net).map((side) => [side, { background: "#ff0000", elements: [textElement({ id: `words-${side}`, text: `on the ${side}` })] }]),
    );
    const document = parseDesignDocument({ ...base, sides: { ...base.sides, ...sides } });
    const bytes = await buildPrintPdf({ net, document, loadImage: async () => null });
    const pdf = await PDFDocument.load(bytes);
    const ops = content(pdf);
    expect(lines(layer(ops, "OCCut"))).toBe(net.cuts.length);
    expect(lines(layer(ops, "OCCrease"))).toBe(net.creases.length);
    // Each printed face is filled with its background (the red) once, inside its own clip.
    expect(ops.split("\n").filter((line) => line.trim() === "1 0 0 rg").length).toBeGreaterThanOrEqual(printableSides(net).length);
    // Measured as the shop sells it: a bag by its front, gusset and height, a flat product by its format; neither has an inside.
    const size = BAGS.has(model) ? `front ${inside.length} x gusset ${inside.width} x height ${inside.height} mm` : `${inside.length} x ${inside.width} mm`;
    expect(pdf.getSubject()).toBe(`${model} ${size}`);
    const margin = (await pdfTextRuns(bytes))[0]!.join(" ");
    expect(margin).toContain(`${model}, ${size}, material ${net.board} mm`);
    expect(margin).not.toMatch(/inside \d|x 0 mm|board \d/);
  });

  it("names a box's inside and its board, and a can's diameter", async () => {
    const box = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
    const boxPdf = await buildPrintPdf({ net: box, document: emptyDesign("mailer-box", box.inside), loadImage: async () => null });
    expect((await pdfTextRuns(boxPdf))[0]!.join(" ")).toContain(`mailer-box, inside 200 x 150 x 70 mm, board ${box.board} mm`);
    const can = buildNet("paper-can", { length: 73, width: 73, height: 100 });
    const canPdf = await buildPrintPdf({ net: can, document: emptyDesign("paper-can", can.inside), loadImage: async () => null });
    expect((await PDFDocument.load(canPdf)).getSubject()).toBe(`paper-can diameter ${can.cylinder!.diameter} x height ${can.cylinder!.height} mm`);
  });
});
