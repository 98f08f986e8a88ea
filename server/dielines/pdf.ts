import {
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  beginText,
  closePath,
  concatTransformationMatrix,
  endText,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rotateDegrees,
  setDashPattern,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  showText,
  stroke,
  translate,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";
import { DIELINE_COLOURS, dielineDrawing, DIELINE_MARGIN_MM, type DielineWords, type Net, type Point, type Segment } from "@/lib/dielines";
import { dieLineColours } from "@/server/pdf/die-line-colours";
import { pdfFont, type PdfFont } from "@/server/pdf/fonts";

/**
 * The dieline as a PDF: the net at true size on one page, each kind of line in
 * an optional content group (a layer in Acrobat and Illustrator): Bleed, Safe
 * zone, Cut, Crease, Labels. Cut and crease are stroked in the separation
 * colours the print file uses (CutContour and Crease), so a prepress tool routes
 * them the same way; bleed and safe zone are plain RGB guides.
 */

export const PT_PER_MM = 72 / 25.4;
const LINE_MM = 0.25 / PT_PER_MM;
const CREASE_DASH_MM = [3, 1.5];
const GUIDE_DASH_MM = [1, 1];
const LAYERS = ["Bleed", "Safe zone", "Cut", "Crease", "Labels"] as const;
type Layer = (typeof LAYERS)[number];

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

export async function dielinePdf(net: Net, words: DielineWords): Promise<Uint8Array> {
  const drawing = dielineDrawing(net);
  const pdf = await PDFDocument.create();
  pdf.setTitle(words.title);
  pdf.setSubject(`${net.model} ${net.inside.length} x ${net.inside.width} x ${net.inside.height} mm`);
  pdf.setCreator("Boxwright");
  pdf.setProducer("Boxwright");
  const page = pdf.addPage([drawing.width * PT_PER_MM, drawing.height * PT_PER_MM]);
  const font = await pdfFont(pdf);
  const layers = registerLayers(pdf, page);
  const fontName = font.nameOn(page);

  // From here on a unit is a millimetre and y grows downwards, as in the net.
  const ops: PDFOperator[] = [pushGraphicsState(), concatTransformationMatrix(PT_PER_MM, 0, 0, -PT_PER_MM, 0, drawing.height * PT_PER_MM)];
  const inNet = (draw: () => void) => {
    ops.push(pushGraphicsState(), concatTransformationMatrix(1, 0, 0, 1, drawing.shift.x, drawing.shift.y));
    draw();
    ops.push(popGraphicsState());
  };
  const layer = (name: Layer, draw: () => void) => {
    ops.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("OC"), layers.names.get(name)!]), pushGraphicsState());
    draw();
    ops.push(popGraphicsState(), PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  };
  const segments = (list: readonly Segment[]) => {
    for (const s of list) ops.push(moveTo(s.a.x, s.a.y), lineTo(s.b.x, s.b.y));
    if (list.length > 0) ops.push(stroke());
  };
  const outlines = (list: readonly Point[][]) => {
    for (const points of list) {
      points.forEach((p, index) => ops.push(index === 0 ? moveTo(p.x, p.y) : lineTo(p.x, p.y)));
      ops.push(closePath());
    }
    if (list.length > 0) ops.push(stroke());
  };
  const separation = (colourSpace: string) => [
    PDFOperator.of(PDFOperatorNames.StrokingColorspace, [PDFName.of(colourSpace)]),
    PDFOperator.of(PDFOperatorNames.StrokingColorN, [PDFNumber.of(1)]),
  ];

  inNet(() => {
    layer("Bleed", () => {
      ops.push(setStrokingRgbColor(...rgb(DIELINE_COLOURS.bleed)), setLineWidth(LINE_MM));
      outlines(drawing.bleed);
    });
    layer("Safe zone", () => {
      ops.push(setStrokingRgbColor(...rgb(DIELINE_COLOURS.safe)), setLineWidth(LINE_MM), setDashPattern(GUIDE_DASH_MM, 0));
      outlines(drawing.safe);
    });
    layer("Cut", () => {
      ops.push(...separation("CSCutContour"), setLineWidth(LINE_MM));
      segments(drawing.cuts);
      ops.push(setDashPattern(GUIDE_DASH_MM, 0));
      segments(drawing.perforations);
    });
    layer("Crease", () => {
      ops.push(...separation("CSCrease"), setLineWidth(LINE_MM), setDashPattern(CREASE_DASH_MM, 0));
      segments(drawing.creases);
    });
    layer("Labels", () => {
      ops.push(setFillingRgbColor(...rgb(DIELINE_COLOURS.text)));
      for (const label of drawing.labels) {
        const text = words.sides[label.side];
        // Text draws y-up: flip back locally, centre on the panel, turn like the side's artwork.
        ops.push(pushGraphicsState(), translate(label.at.x, label.at.y), rotateDegrees(-label.rotation));
        centredText(ops, font, fontName, text, label.size, 0, label.size / 3);
        ops.push(popGraphicsState());
      }
    });
  });
  layer("Labels", () => {
    ops.push(setFillingRgbColor(...rgb(DIELINE_COLOURS.text)));
    leftText(ops, font, fontName, words.title, 3.5, 4, DIELINE_MARGIN_MM / 2 - 1);
    const legend: { label: string; colour: string; dash: number[] }[] = [
      { label: words.cut, colour: DIELINE_COLOURS.cut, dash: [] },
      { label: words.crease, colour: DIELINE_COLOURS.crease, dash: CREASE_DASH_MM },
      { label: words.bleed, colour: DIELINE_COLOURS.bleed, dash: [] },
      { label: words.safeZone, colour: DIELINE_COLOURS.safe, dash: GUIDE_DASH_MM },
    ];
    legend.forEach((item, index) => {
      const x = 4 + index * 38;
      const y = DIELINE_MARGIN_MM / 2 + 3;
      ops.push(
        pushGraphicsState(),
        setStrokingRgbColor(...rgb(item.colour)),
        setLineWidth(0.5),
        setDashPattern(item.dash, 0),
        moveTo(x, y),
        lineTo(x + 8, y),
        stroke(),
        popGraphicsState(),
      );
      leftText(ops, font, fontName, item.label, 3, x + 10, y + 1);
    });
  });
  ops.push(popGraphicsState());
  page.pushOperators(...ops);
  font.finish();
  return pdf.save();
}

/** Text with its baseline at y (net millimetres, y down), starting at x. */
function leftText(ops: PDFOperator[], font: PdfFont, name: PDFName, text: string, size: number, x: number, y: number): void {
  ops.push(beginText(), setFontAndSize(name, size), setTextMatrix(1, 0, 0, -1, x, y), showText(font.encode(text)), endText());
}

function centredText(ops: PDFOperator[], font: PdfFont, name: PDFName, text: string, size: number, x: number, y: number): void {
  leftText(ops, font, name, text, size, x - font.widthOf(text, size) / 2, y);
}

/** The optional content groups, listed in the catalogue so viewers show them as layers, and the separation colours. */
function registerLayers(pdf: PDFDocument, page: PDFPage): { names: Map<Layer, PDFName> } {
  const { context } = pdf;
  const refs = LAYERS.map((layer) => context.register(context.obj({ Type: "OCG", Name: PDFString.of(layer), Intent: "Design" })));
  pdf.catalog.set(PDFName.of("OCProperties"), context.obj({ OCGs: refs, D: context.obj({ Name: PDFString.of("Dieline"), Order: refs, ON: refs, OFF: [] }) }));
  const names = new Map<Layer, PDFName>();
  const properties: Record<string, PDFRef> = {};
  LAYERS.forEach((layer, index) => {
    const name = `OC${index}`;
    names.set(layer, PDFName.of(name));
    properties[name] = refs[index]!;
  });
  const colours = dieLineColours(pdf);
  const resources = page.node.Resources()!;
  resources.set(PDFName.of("Properties"), context.obj(properties));
  resources.set(PDFName.of("ColorSpace"), context.obj({ CSCutContour: colours.cutContour, CSCrease: colours.crease }));
  return { names };
}
