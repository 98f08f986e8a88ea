import {
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  TextRenderingMode,
  appendBezierCurve,
  beginText,
  clip,
  clipEvenOdd,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endMarkedContent,
  endPath,
  endText,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
  setDashPattern,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  stroke,
  LineCapStyle,
  LineJoinStyle,
  type PDFImage,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";
import {
  letterSpacingMm,
  wrapTextLines,
  shapePathSegments,
  traceShapePath,
  type ShapePathSegment,
  type DesignDocument,
  type DesignElement,
  type ImageElement,
  type QrElement,
  type ShapeElement,
  type TextElement,
} from "@/lib/design";
import { qrLayout, qrModules, qrRuns } from "@/lib/design/qr";
import { DEFAULT_FONT_ID, DEFAULT_FONT_WEIGHT, fontFileFor, type FontFile } from "@/lib/design/fonts";
import {
  bleedOutline,
  insideSheet,
  printableSides,
  printedTiles,
  sheetOf,
  sidePanel,
  type Net,
  type Panel,
  type PatternRepeat,
  type Point,
  type Segment,
  type SideFrame,
  type SideId,
} from "@/lib/dielines";
import { dieLineColours } from "@/server/pdf/die-line-colours";
import { pdfFont, loadEmbeddedFont, type PdfFont } from "@/server/pdf/fonts";
import type { TrueTypeFont } from "@/server/pdf/truetype";
import { printFont } from "./fonts";

/**
 * The print-ready PDF of a box design: one page holding the whole flat net at
 * true size (1 mm = 72/25.4 pt), the artwork of each printed side placed on its
 * panel, and the die lines a prepress tool can separate from the artwork.
 *
 * - Inside print (`inside`, for the print modes that print inside): the inside
 *   sides on the back of the board go on a second page, the inside sheet
 *   (lib/dielines insideSheet): the net turned over left to right, as the back of
 *   the board is seen when it lies printed face down, so its artwork reads upright
 *   there and its die lines meet the first page's through the board. Inside sides
 *   printed on the outside face (a mailer's inner end walls) are on the first page.
 *
 * - Page: the net's bounds plus the bleed (3 mm) and PRINT_MARGIN_MM on every
 *   side. A line of job facts (title, model, size, board, missing images) sits in
 *   the top margin, outside the bleed.
 * - Artwork: each side's background fills its panel grown by the bleed on its free
 *   (cut) edges; a creased edge gets no bleed, since the next panel starts there.
 *   Background and elements are clipped to that outline, and never onto another
 *   panel: a glue flap must stay free of ink and another side has its own artwork.
 *   Elements are placed through the side's frame (its 0/90/180/270 turn) and their
 *   own rotation (clockwise about their top-left corner, as in the editor), in
 *   array order (first at the bottom), with their opacity. Colours are the
 *   design's sRGB, written as DeviceRGB; converting to the press's CMYK is
 *   prepress's step.
 * - Shapes are vectors drawn as the editor draws them (rect, ellipse, a line
 *   through the box's middle drawn by its stroke, a triangle pointing up, a
 *   five-pointed star filling the box).
 * - Images are embedded once per file (PNG or JPEG), cropped as in the editor and,
 *   when flipped, mirrored within their box after the crop.
 * - QR codes (lib/design/qr.ts, the same modules the editor draws) are vector
 *   squares: the background square, then the dark modules merged into runs, one fill.
 *   An image whose file is missing (loadImage answers null) or unreadable is left
 *   out, and the margin line lists it as missing, so prepress sees the gap
 *   instead of a placeholder printed on a box. A failing loadImage (storage down)
 *   fails the whole file: a print must not quietly lose pictures.
 * - Text: each element is drawn with the TrueType file of its font, weight and
 *   style (FONT_FILES in lib/design, the same files the editor loads; read by
 *   ./fonts.ts), embedded once per file as a subset of the glyphs used with a
 *   ToUnicode map, so Polish and other accented letters print and can be searched
 *   and copied. A family without italics (Roboto Slab, Caveat, Oswald) has its
 *   upright letters slanted by 12 degrees, much as the browser's synthetic
 *   oblique leans them in the editor; a weight of 600 or more is emboldened with
 *   a stroke only when the family lacks a file that heavy. Should a file be
 *   unreadable, its text falls back to Geist (server/pdf/fonts.ts; Helvetica
 *   if that is missing too), emboldened and slanted as needed, and the log says
 *   so. Lines are placed as Konva places them (each lineHeight tall, the font's
 *   ascent-to-descent box centred in it), wrap at word breaks within the
 *   element's width and stop where the next line would pass its height, as Konva
 *   does. Widths are the glyphs' advances without
 *   kerning, which the editor's canvas applies, so a line that only just fits
 *   may break one word differently. Letter spacing (em times the size) is PDF's
 *   character spacing (Tc) after every character, and counts in the widths that
 *   wrap and align a line, as Konva counts it. The margin line is set in the default font.
 * - Die lines: cuts and creases each in their own optional content group ("Cut",
 *   "Crease", listed in the catalogue's /OCProperties) and stroked in their own
 *   separation colours ("CutContour", magenta; "Crease", cyan), so a RIP or
 *   prepress tool can switch them off or route them to the cutting table.
 *   Creases are dashed; perforations (a tear strip) are drawn on the Cut layer in
 *   short dashes, the usual mark for a perforating rule.
 * - Patterns (tissue and packing paper, printed tape: a net with `repeat`): the page
 *   is the whole sheet, or one repeat length of the roll, not the tile. The tile's
 *   artwork is drawn at every place it repeats (lib/dielines `printedTiles`), each
 *   copy cut at the tile's edges, on into the bleed; the sheet's outline is the
 *   cut, a tape's two long edges its slits. A paper can is an ordinary net of two
 *   pieces: the flat wrap and the round lid.
 */

export const PRINT_MARGIN_MM = 10;
export const PT_PER_MM = 72 / 25.4;
/** Die lines as thin as a proof can show: 0.25 pt. */
const DIE_LINE_MM = 0.25 / PT_PER_MM;
const CREASE_DASH_MM = [3, 1.5];
const PERFORATION_DASH_MM = [1, 1];
const FACTS_SIZE_MM = 2.5;
const ITALIC_SLANT = Math.tan((12 * Math.PI) / 180);
const BOLD_FROM_WEIGHT = 600;
const BOLD_STROKE_EM = 0.03;
/** Ascent and descent (em) for Helvetica, the last fallback when no font file can be read. */
const HELVETICA_METRICS = { ascent: 0.718, descent: 0.207 };
const KAPPA = 0.5522847498;
/** A regular five-pointed star's inner radius, as the editor draws it. */
const STAR_INNER = 0.381966;

export interface PrintImage {
  bytes: Uint8Array;
  contentType: "image/png" | "image/jpeg";
}

/**
 * The words of the margin line. Prepress reads the production file in English (the
 * default); the shopper's print proof says the same facts in the shopper's language
 * (server/designs/print-words.ts). Colour names of the die lines stay as prepress names
 * them: they are the separations' names in the file.
 */
export interface PrintWords {
  /** The product and its size as it is measured: "paper-bag, front 180 x gusset 80 x height 220 mm". */
  product(net: Net): string;
  /** The board's or the material's thickness. */
  thickness(net: Net): string;
  bleed(mm: number): string;
  /** A pattern's sheet or roll repeat, its tile and bleed. */
  pattern(net: Net, repeat: PatternRepeat): string;
  outside: string;
  inside: string;
  dieLines: string;
  missingImages(files: string): string;
}

export const PREPRESS_WORDS: PrintWords = {
  product: (net) => `${net.model}, ${printedSize(net)}`,
  thickness: (net) => `${boardLike(net) ? "board" : "material"} ${net.board} mm`,
  bleed: (mm) => `bleed ${mm} mm`,
  pattern: (net, repeat) => patternFacts(net, repeat),
  outside: "outside: the printed face",
  inside: "inside: the back of the board, the sheet turned over left to right",
  dieLines: "die lines: Cut (CutContour), Crease (Crease)",
  missingImages: (files) => `missing images: ${files}`,
};

export interface PrintInput {
  net: Net;
  document: DesignDocument;
  loadImage: (fileId: string) => Promise<PrintImage | null>;
  /** The job's name in the PDF's metadata and the margin line. */
  title?: string;
  /** What is to be made: the ordered line's configuration (order, quantity, board, print, finish, quality, express, assets). */
  job?: string;
  /**
   * Whether the line's print mode prints inside (lib/catalog printsInside): then the
   * inside sides are printed too, those on the back of the board on a second page.
   * Outside only unless true.
   */
  inside?: boolean;
  /** Reads a font file; the bundled files unless a test supplies its own (null: unreadable). */
  loadFont?: (file: FontFile) => Promise<TrueTypeFont | null>;
  /** The margin line's words: prepress's English unless the proof is asked for in a language. */
  words?: PrintWords;
}

export async function buildPrintPdf(input: PrintInput): Promise<Uint8Array> {
  const { net, document: design } = input;
  if (design.model !== net.model) throw new Error(`the design is for a ${design.model}, the net is a ${net.model}`);
  const { length, width, height } = design.inside;
  if (length !== net.inside.length || width !== net.inside.width || height !== net.inside.height) {
    throw new Error("the design is drawn for another inside size than the net");
  }

  const pdf = await PDFDocument.create();
  const title = input.title ?? "Design";
  pdf.setTitle(title);
  pdf.setSubject(`${net.model} ${printedSize(net)}`);
  if (input.job) pdf.setKeywords([input.job]);
  pdf.setCreator("Boxwright");
  pdf.setProducer("Boxwright");

  const sides = printableSides(net, { inside: input.inside === true });
  const words = input.words ?? PREPRESS_WORDS;
  const sheets: PrintSheet[] = [{ net, sides: sides.filter((side) => sheetOf(net, side) === "outside"), label: words.outside }];
  const onBack = sides.filter((side) => sheetOf(net, side) === "inside");
  if (onBack.length > 0) sheets.push({ net: insideSheet(net), sides: onBack, label: words.inside });

  const factsFile = fontFileFor(DEFAULT_FONT_ID, DEFAULT_FONT_WEIGHT, false);
  const textFiles = sides.flatMap((side) =>
    (design.sides[side]?.elements ?? []).flatMap((element) =>
      element.type === "text" ? [fontFileFor(element.fontId, element.fontWeight, element.italic)] : [],
    ),
  );
  const fonts = await printFonts(pdf, [factsFile, ...textFiles], input.loadFont ?? printFont);
  const layers = dieLineLayers(pdf);
  const images = new Map<string, PDFImage | null>();
  const missing = new Set<string>();
  for (const sheet of sheets) {
    await drawSheet({
      pdf,
      sheet,
      design,
      input,
      faces: fonts.faces,
      factsFile,
      layers,
      images,
      missing,
      facts: (extra) => [title, ...(input.job ? [input.job] : []), ...extra],
    });
  }
  fonts.finish();
  return pdf.save();
}

/** One page of the print: a sheet of the board and the sides printed on it. */
interface PrintSheet {
  /** The net as this face of the board is seen: the net itself, or its inside sheet. */
  net: Net;
  sides: SideId[];
  /** What the page is, for the margin line. */
  label: string;
}

interface SheetJob {
  pdf: PDFDocument;
  sheet: PrintSheet;
  design: DesignDocument;
  input: PrintInput;
  faces: ReadonlyMap<string, PrintFace>;
  factsFile: FontFile;
  layers: DieLineLayers;
  images: Map<string, PDFImage | null>;
  missing: Set<string>;
  facts: (extra: string[]) => string[];
}

async function drawSheet({
  pdf,
  sheet: { net, sides, label },
  design,
  input,
  faces,
  factsFile,
  layers,
  images,
  missing,
  facts: factsOf,
}: SheetJob): Promise<void> {
  const offset = net.bleed + PRINT_MARGIN_MM;
  // A pattern prints its sheet, or one repeat of its roll, not the single tile the net holds.
  const area = printedArea(net);
  const pageWidthMm = area.width + 2 * offset;
  const pageHeightMm = area.height + 2 * offset;
  const page = pdf.addPage([pageWidthMm * PT_PER_MM, pageHeightMm * PT_PER_MM]);
  const writer = new PageWriter(pdf, page, faces);

  // From here on, one unit is a millimetre and y grows downwards, as in the net.
  const ops: PDFOperator[] = [
    pushGraphicsState(),
    concatTransformationMatrix(PT_PER_MM, 0, 0, -PT_PER_MM, PT_PER_MM * (offset - area.x), PT_PER_MM * (pageHeightMm - offset + area.y)),
  ];

  const missingHere = new Set<string>();
  for (const side of sides) {
    const content = design.sides[side];
    if (!content || (content.background === null && content.elements.length === 0)) continue;
    const panel = sidePanel(net, side);
    for (const element of content.elements) {
      if (element.type === "image" && !images.has(element.fileId)) images.set(element.fileId, await embedImage(pdf, await input.loadImage(element.fileId)));
    }
    const drawElements = () => {
      for (const element of content.elements) {
        if (element.type === "image" && !images.get(element.fileId)) {
          missing.add(element.fileId);
          missingHere.add(element.fileId);
          continue;
        }
        writer.element(ops, element, images);
      }
    };
    if (net.repeat) {
      patternTiles(ops, net, net.repeat, panel, content.background, drawElements);
      continue;
    }
    ops.push(pushGraphicsState());
    // The panel with its bleed, less every other panel (even-odd over a sheet larger than the page).
    polygonPath(ops, bleedOutline(panel, net));
    ops.push(clip(), endPath());
    const paper = { x: area.x - offset, y: area.y - offset, w: pageWidthMm, h: pageHeightMm };
    polygonPath(ops, rectangle(paper.x, paper.y, paper.w, paper.h));
    // By id: the inside sheet's panels are copies of the net's.
    for (const other of net.panels) if (other.id !== panel.id) polygonPath(ops, other.polygon);
    ops.push(clipEvenOdd(), endPath());
    if (content.background) {
      ops.push(setFillingRgbColor(...rgb(content.background)));
      polygonPath(ops, bleedOutline(panel, net));
      ops.push(fill());
    }
    ops.push(pushGraphicsState(), frameMatrix(panel.frame));
    drawElements();
    ops.push(popGraphicsState(), popGraphicsState());
  }

  dieLines(page, ops, net.repeat ? patternDieLines(net.repeat) : net, layers);
  ops.push(popGraphicsState());

  // The margin line, in page millimetres from the top-left corner.
  const words = input.words ?? PREPRESS_WORDS;
  const facts = factsOf([
    net.repeat ? words.pattern(net, net.repeat) : `${words.product(net)}, ${words.thickness(net)}, ${words.bleed(net.bleed)}`,
    label,
    words.dieLines,
    ...(missingHere.size ? [words.missingImages([...missingHere].join(", "))] : []),
  ]).join("  |  ");
  ops.push(pushGraphicsState(), concatTransformationMatrix(PT_PER_MM, 0, 0, -PT_PER_MM, 0, PT_PER_MM * pageHeightMm));
  // Smaller on a small sheet, so the line never runs off the page.
  const factsFace = faces.get(factsFile.key)!;
  const factsSize = Math.min(FACTS_SIZE_MM, (FACTS_SIZE_MM * (pageWidthMm - PRINT_MARGIN_MM)) / Math.max(factsFace.font.widthOf(facts, FACTS_SIZE_MM), 1e-6));
  writer.line(ops, facts, factsFace, {
    x: PRINT_MARGIN_MM / 2,
    baseline: PRINT_MARGIN_MM / 2 + factsSize / 2,
    size: factsSize,
    color: [0, 0, 0],
    embolden: false,
    slant: false,
  });
  ops.push(popGraphicsState());

  page.pushOperators(...ops);
}

/** What the page holds, in net millimetres: the net, or a pattern's sheet or one repeat of its roll from 0, 0. */
function printedArea(net: Net): { x: number; y: number; width: number; height: number } {
  return net.repeat ? { x: 0, y: 0, width: net.repeat.print.width, height: net.repeat.print.height } : net.bounds;
}

function rectangle(x: number, y: number, width: number, height: number): Point[] {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/**
 * A pattern's artwork: the tile's background and elements at every place the tile
 * repeats over the printed sheet (or roll repeat) and its bleed, each copy cut at
 * the tile's edges as the editor's tile and the 3D texture are, so the print
 * repeats what the shopper saw. The bleed continues the pattern past the edge.
 */
function patternTiles(ops: PDFOperator[], net: Net, repeat: PatternRepeat, panel: Panel, background: string | null, drawElements: () => void): void {
  const { tile, print } = repeat;
  const bleed = net.bleed;
  for (const place of printedTiles(repeat, bleed)) {
    ops.push(pushGraphicsState());
    polygonPath(ops, rectangle(-bleed, -bleed, print.width + 2 * bleed, print.height + 2 * bleed));
    ops.push(clip(), endPath());
    polygonPath(ops, rectangle(place.x, place.y, tile.width, tile.height));
    ops.push(clip(), endPath());
    if (background) {
      ops.push(setFillingRgbColor(...rgb(background)));
      polygonPath(ops, rectangle(place.x, place.y, tile.width, tile.height));
      ops.push(fill());
    }
    const origin = { x: panel.frame.origin.x + place.x, y: panel.frame.origin.y + place.y };
    ops.push(pushGraphicsState(), frameMatrix({ ...panel.frame, origin }));
    drawElements();
    ops.push(popGraphicsState(), popGraphicsState());
  }
}

/**
 * A sheet is cut all round; a tape's repeat has only the roll's two long edges
 * (slit), since its ends are where the next repeat starts, not cuts.
 */
function patternDieLines(repeat: PatternRepeat): Pick<Net, "cuts" | "creases"> {
  const [a, b, c, d] = rectangle(0, 0, repeat.print.width, repeat.print.height) as [Point, Point, Point, Point];
  const cuts =
    repeat.kind === "sheet"
      ? [
          { a, b },
          { a: b, b: c },
          { a: c, b: d },
          { a: d, b: a },
        ]
      : [
          { a, b },
          { a: c, b: d },
        ];
  return { cuts, creases: [] };
}

/** Bags are measured across the front, the gusset and the height, as the shop sells them (lib/catalog/sizes.ts). */
const BAG_MODELS: ReadonlySet<Net["model"]> = new Set(["paper-bag", "tote-bag", "doypack-bag"]);

/**
 * The product's size as prepress measures it: only a box has an inside; a bag has
 * a front, a gusset and a height, a can a diameter, and a flat product (a mailer,
 * an envelope, a label) a format.
 */
export function printedSize(net: Net): string {
  const { length, width, height } = net.inside;
  if (net.cylinder) return `diameter ${round(net.cylinder.diameter)} x height ${round(net.cylinder.height)} mm`;
  if (BAG_MODELS.has(net.model)) return `front ${length} x gusset ${width} x height ${height} mm`;
  if (height === 0) return `${length} x ${width} mm`;
  return `inside ${length} x ${width} x ${height} mm`;
}

/** Whether the product is made of board (boxes and cans) rather than a thinner material (bags, mailers, paper). */
export function boardLike(net: Net): boolean {
  return Boolean(net.cylinder) || (!BAG_MODELS.has(net.model) && net.inside.height > 0);
}

function patternFacts(net: Net, repeat: PatternRepeat): string {
  const { tile, area, print } = repeat;
  const tiles = `tile ${round(tile.width)} x ${round(tile.height)} mm`;
  return repeat.kind === "sheet"
    ? `${net.model}, sheet ${print.width} x ${print.height} mm, ${tiles} repeated from the top-left corner, bleed ${net.bleed} mm`
    : `${net.model}, one repeat ${round(print.width)} x ${print.height} mm of a ${area.width} mm roll, ${tiles}, bleed ${net.bleed} mm`;
}

const round = (mm: number) => Math.round(mm * 100) / 100;

/** A font file as this print draws it. */
interface PrintFace {
  font: PdfFont;
  /** Ascent and descent (em, both positive), to place lines as Konva does. */
  metrics: { ascent: number; descent: number };
  /** The weight and style the drawn file has: lighter or upright letters get a stroke or a slant. */
  weight: number;
  italic: boolean;
}

/**
 * The faces of one print by font file key, each file read once and embedded
 * once however many elements use it; files that cannot be read share the
 * fallback font. `finish` writes the fonts' glyph subsets.
 */
async function printFonts(pdf: PDFDocument, files: FontFile[], loadFont: (file: FontFile) => Promise<TrueTypeFont | null>) {
  const unique = [...new Map(files.map((file) => [file.key, file])).values()];
  const loaded = await Promise.all(unique.map((file) => loadFont(file)));
  const embedded = new Map<TrueTypeFont | null, PdfFont>();
  const faces = new Map<string, PrintFace>();
  for (const [index, file] of unique.entries()) {
    const own = loaded[index] ?? null;
    const source = own ?? (await loadEmbeddedFont());
    let font = embedded.get(source);
    if (!font) {
      font = await pdfFont(pdf, source);
      embedded.set(source, font);
    }
    faces.set(file.key, {
      font,
      metrics: source
        ? { ascent: source.metrics.ascent / source.metrics.unitsPerEm, descent: Math.abs(source.metrics.descent) / source.metrics.unitsPerEm }
        : HELVETICA_METRICS,
      weight: own ? file.weight : DEFAULT_FONT_WEIGHT,
      italic: own ? file.italic : false,
    });
  }
  return { faces, finish: () => embedded.forEach((font) => font.finish()) };
}

async function embedImage(pdf: PDFDocument, image: PrintImage | null): Promise<PDFImage | null> {
  if (!image) return null;
  try {
    return image.contentType === "image/png" ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
  } catch {
    // Bytes that are not the picture they claim to be print as a missing image.
    return null;
  }
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** The cm operator for a side's frame: artwork millimetres (u right, v down) to net millimetres. */
function frameMatrix(frame: SideFrame): PDFOperator {
  const turn = { 0: [1, 0, 0, 1], 90: [0, 1, -1, 0], 180: [-1, 0, 0, -1], 270: [0, -1, 1, 0] }[frame.rotation];
  return concatTransformationMatrix(turn[0]!, turn[1]!, turn[2]!, turn[3]!, frame.origin.x, frame.origin.y);
}

function polygonPath(ops: PDFOperator[], points: readonly Point[]): void {
  points.forEach((p, index) => ops.push(index === 0 ? moveTo(p.x, p.y) : lineTo(p.x, p.y)));
  ops.push(closePath());
}

/** Kept here for the print's callers; the outline itself is lib/dielines' (shared with the dieline downloads). */
export { bleedOutline };

/**
 * Cuts and creases, each as an optional content group and a separation colour of
 * its own. Each line is its own subpath (a move and a line), so a cutting table
 * gets exactly the net's segments.
 */
/** The die lines' optional content groups and spot colours, made once per PDF and shared by its pages. */
interface DieLineLayers {
  cut: PDFRef;
  crease: PDFRef;
  cutContour: PDFRef;
  creaseColour: PDFRef;
}

function dieLineLayers(pdf: PDFDocument): DieLineLayers {
  const { context } = pdf;
  const cut = context.register(context.obj({ Type: "OCG", Name: PDFString.of("Cut"), Intent: "Design" }));
  const crease = context.register(context.obj({ Type: "OCG", Name: PDFString.of("Crease"), Intent: "Design" }));
  pdf.catalog.set(
    PDFName.of("OCProperties"),
    context.obj({ OCGs: [cut, crease], D: context.obj({ Name: PDFString.of("Die lines"), Order: [cut, crease], ON: [cut, crease], OFF: [] }) }),
  );
  const colours = dieLineColours(pdf);
  return { cut, crease, cutContour: colours.cutContour, creaseColour: colours.crease };
}

function dieLines(page: PDFPage, ops: PDFOperator[], net: Pick<Net, "cuts" | "creases" | "perforations">, layers: DieLineLayers): void {
  const { context } = page.doc;
  const resources = page.node.Resources()!;
  resources.set(PDFName.of("Properties"), context.obj({ OCCut: layers.cut, OCCrease: layers.crease }));
  resources.set(PDFName.of("ColorSpace"), context.obj({ CSCutContour: layers.cutContour, CSCrease: layers.creaseColour }));

  const layer = (group: string, colourSpace: string, groups: { segments: Segment[]; dash: number[] }[]) => {
    ops.push(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("OC"), PDFName.of(group)]),
      pushGraphicsState(),
      PDFOperator.of(PDFOperatorNames.StrokingColorspace, [PDFName.of(colourSpace)]),
      PDFOperator.of(PDFOperatorNames.StrokingColorN, [PDFNumber.of(1)]),
      setLineWidth(DIE_LINE_MM),
      setLineCap(LineCapStyle.Butt),
    );
    for (const { segments, dash } of groups) {
      if (segments.length === 0) continue;
      ops.push(setDashPattern(dash, 0));
      for (const s of segments) ops.push(moveTo(s.a.x, s.a.y), lineTo(s.b.x, s.b.y));
      ops.push(stroke());
    }
    ops.push(popGraphicsState(), endMarkedContent());
  };
  layer("OCCut", "CSCutContour", [
    { segments: net.cuts, dash: [] },
    { segments: net.perforations ?? [], dash: PERFORATION_DASH_MM },
  ]);
  layer("OCCrease", "CSCrease", [{ segments: net.creases, dash: CREASE_DASH_MM }]);
}

interface LineStyle {
  x: number;
  baseline: number;
  size: number;
  color: [number, number, number];
  /** Stroke the outlines too: a weight the file lacks. */
  embolden: boolean;
  /** Lean the letters: italics the file lacks. */
  slant: boolean;
  /** Extra advance after every character (mm): the text's letter spacing. */
  spacing?: number;
}

/** Draws elements onto one page in a y-down millimetre frame; keeps the page's graphics states. */
class PageWriter {
  private readonly states = new Map<number, PDFName>();
  private readonly imageNames = new Map<PDFImage, PDFName>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly page: PDFPage,
    private readonly faces: ReadonlyMap<string, PrintFace>,
  ) {}

  element(ops: PDFOperator[], element: DesignElement, images: Map<string, PDFImage | null>): void {
    if (element.opacity <= 0) return;
    const turn = (element.rotation * Math.PI) / 180;
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    // To the element's top-left corner, then turned clockwise (as the y-down frame shows it) about it.
    ops.push(pushGraphicsState(), concatTransformationMatrix(cos, sin, -sin, cos, element.x, element.y));
    if (element.opacity < 1) ops.push(setGraphicsState(this.opacity(element.opacity)));
    if (element.type === "shape") this.shape(ops, element);
    else if (element.type === "text") this.text(ops, element);
    else if (element.type === "qr") this.qr(ops, element);
    else this.image(ops, element, images.get(element.fileId)!);
    ops.push(popGraphicsState());
  }

  private opacity(alpha: number): PDFName {
    const key = Math.round(alpha * 1000) / 1000;
    let name = this.states.get(key);
    if (!name) {
      name = this.page.node.newExtGState("GS", this.pdf.context.obj({ Type: "ExtGState", ca: key, CA: key }));
      this.states.set(key, name);
    }
    return name;
  }

  private shape(ops: PDFOperator[], element: ShapeElement): void {
    const { width: w, height: h } = element;
    const stroked = element.stroke !== null && element.strokeWidth > 0;
    if (element.shape === "line") {
      if (!stroked) return;
      ops.push(
        setStrokingRgbColor(...rgb(element.stroke!)),
        setLineWidth(element.strokeWidth),
        setLineCap(LineCapStyle.Butt),
        moveTo(0, h / 2),
        lineTo(w, h / 2),
        stroke(),
      );
      return;
    }
    if (!element.fill && !stroked) return;
    if (element.fill) ops.push(setFillingRgbColor(...rgb(element.fill)));
    if (stroked) ops.push(setStrokingRgbColor(...rgb(element.stroke!)), setLineWidth(element.strokeWidth), setLineJoin(LineJoinStyle.Miter));
    if (element.shape === "path") {
      // The library's outlines (ADR 0047): the same segments the editor traces, filled even-odd as it fills them.
      ops.push(setLineJoin(LineJoinStyle.Round));
      drawnPath(ops, shapePathSegments(element.path!), w, h);
      ops.push(
        PDFOperator.of(
          element.fill && stroked ? PDFOperatorNames.FillEvenOddAndStroke : element.fill ? PDFOperatorNames.FillEvenOdd : PDFOperatorNames.StrokePath,
        ),
      );
      return;
    }
    if (element.shape === "rect") polygonPath(ops, corners(w, h));
    else if (element.shape === "ellipse") ellipsePath(ops, w, h);
    else polygonPath(ops, element.shape === "triangle" ? triangle(w, h) : star(w, h));
    // Fill first, then the stroke over it, centred on the outline: as the editor paints.
    ops.push(element.fill && stroked ? fillAndStroke() : element.fill ? fill() : stroke());
  }

  private image(ops: PDFOperator[], element: ImageElement, image: PDFImage): void {
    const { width: w, height: h } = element;
    const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
    // The whole picture at the scale that makes its cropped part fill the box.
    const fullWidth = w / crop.width;
    const fullHeight = h / crop.height;
    polygonPath(ops, corners(w, h));
    ops.push(clip(), endPath());
    // A flipped picture is mirrored within its box, after the crop, as the editor draws it.
    if (element.flipX || element.flipY) {
      ops.push(concatTransformationMatrix(element.flipX ? -1 : 1, 0, 0, element.flipY ? -1 : 1, element.flipX ? w : 0, element.flipY ? h : 0));
    }
    let name = this.imageNames.get(image);
    if (!name) {
      name = this.page.node.newXObject("Image", image.ref);
      this.imageNames.set(image, name);
    }
    // An image fills the unit square with its top row at y = 1; here the top is at the smaller y.
    ops.push(concatTransformationMatrix(fullWidth, 0, 0, -fullHeight, -crop.x * fullWidth, (1 - crop.y) * fullHeight), drawObject(name));
  }

  /** The background square and the dark modules as rectangles, one fill, in the element's box. */
  private qr(ops: PDFOperator[], element: QrElement): void {
    const modules = qrModules(element.data);
    const layout = qrLayout(modules, element.width, element.height);
    if (element.background) {
      ops.push(setFillingRgbColor(...rgb(element.background)));
      polygonPath(ops, squareAt(layout.x, layout.y, layout.side, layout.side));
      ops.push(fill());
    }
    ops.push(setFillingRgbColor(...rgb(element.color)));
    for (const run of qrRuns(modules, element.width, element.height)) polygonPath(ops, squareAt(run.x, run.y, run.width, run.height));
    ops.push(fill());
  }

  private text(ops: PDFOperator[], element: TextElement): void {
    const face = this.faces.get(fontFileFor(element.fontId, element.fontWeight, element.italic).key)!;
    const { font, metrics } = face;
    const size = element.fontSize;
    const lineHeight = element.lineHeight * size;
    const spacing = letterSpacingMm(element);
    // Spacing follows every character, the last one too, as Konva measures a line for wrapping and alignment.
    const measure = (text: string) => font.widthOf(text, size) + spacing * [...text].length;
    // Every line, even past a box stored too short (ADR 0049): the print never drops words the shopper typed.
    const lines = wrapTextLines(element.text, element.width, measure);
    // As Konva draws it: each line's box is lineHeight tall, the font's ascent-to-descent box centred in it.
    const baselineShift = ((metrics.ascent - metrics.descent) / 2) * size;
    lines.forEach((line, index) => {
      const lineWidth = measure(line);
      const x = element.align === "center" ? (element.width - lineWidth) / 2 : element.align === "right" ? element.width - lineWidth : 0;
      this.line(ops, line, face, {
        x,
        baseline: index * lineHeight + lineHeight / 2 + baselineShift,
        size,
        color: rgb(element.color),
        embolden: element.fontWeight >= BOLD_FROM_WEIGHT && face.weight < BOLD_FROM_WEIGHT,
        slant: element.italic && !face.italic,
        spacing,
      });
    });
  }

  /** One line of text in the current y-down frame, its baseline at `baseline`. */
  line(ops: PDFOperator[], text: string, face: PrintFace, style: LineStyle): void {
    if (text.length === 0) return;
    ops.push(beginText(), setFontAndSize(face.font.nameOn(this.page), style.size), setFillingRgbColor(...style.color));
    if (style.spacing) ops.push(setCharacterSpacing(style.spacing));
    if (style.embolden) {
      ops.push(setTextRenderingMode(TextRenderingMode.FillAndOutline), setStrokingRgbColor(...style.color), setLineWidth(style.size * BOLD_STROKE_EM));
    }
    // The frame is y-down; the text matrix turns the glyphs upright again (and leans them when slanted).
    ops.push(setTextMatrix(1, 0, style.slant ? ITALIC_SLANT : 0, -1, style.x, style.baseline), showText(face.font.encode(text)), endText());
  }
}

function corners(w: number, h: number): Point[] {
  return [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ];
}

function squareAt(x: number, y: number, w: number, h: number): Point[] {
  return corners(w, h).map((p) => ({ x: p.x + x, y: p.y + y }));
}

function triangle(w: number, h: number): Point[] {
  return [
    { x: w / 2, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ];
}

/** A five-pointed star pointing up, stretched to touch all four edges of its box (as the editor draws it). */
function star(w: number, h: number): Point[] {
  const unit = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 1 : STAR_INNER;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
  });
  const minX = Math.min(...unit.map((p) => p.x));
  const minY = Math.min(...unit.map((p) => p.y));
  const spanX = Math.max(...unit.map((p) => p.x)) - minX;
  const spanY = Math.max(...unit.map((p) => p.y)) - minY;
  return unit.map((p) => ({ x: ((p.x - minX) / spanX) * w, y: ((p.y - minY) / spanY) * h }));
}

function drawnPath(ops: PDFOperator[], segments: readonly ShapePathSegment[], w: number, h: number): void {
  traceShapePath(segments, w, h, {
    moveTo: (x, y) => ops.push(moveTo(x, y)),
    lineTo: (x, y) => ops.push(lineTo(x, y)),
    bezierCurveTo: (x1, y1, x2, y2, x, y) => ops.push(appendBezierCurve(x1, y1, x2, y2, x, y)),
    closePath: () => ops.push(closePath()),
  });
}

function ellipsePath(ops: PDFOperator[], w: number, h: number): void {
  const [rx, ry, cx, cy] = [w / 2, h / 2, w / 2, h / 2];
  const [kx, ky] = [rx * KAPPA, ry * KAPPA];
  ops.push(
    moveTo(cx + rx, cy),
    appendBezierCurve(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
    appendBezierCurve(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
    appendBezierCurve(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
    appendBezierCurve(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
    closePath(),
  );
}
