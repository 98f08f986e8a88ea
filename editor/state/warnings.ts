import type { PrintColorMode } from "@/lib/catalog/constants";
import type { DesignElement, DesignSide } from "@/lib/design";
import { netToSide, sidePanel, type Net, type Point, type SideId } from "@/lib/dielines";
import { breaksAlike, fittedTextHeight } from "@/editor/canvas2d/text-measure";

/**
 * The design's print check, per side (ADR 0041): what would not print as the
 * shopper sees it. Pure; the editor shows the list beside the canvas and marks
 * the elements on it.
 *
 * - `cut`: part of the element lies past an edge of the panel that is cut: it is
 *   cut off (and clipped in the editor).
 * - `fold`: part of it lies past an edge that is a fold: it is cut off at the
 *   fold, or bends around the box's edge.
 * - `safeZone`: it stays on the panel but comes closer to an edge than the safe
 *   zone, so the cut's tolerance may trim it.
 * - `lowResolution`: an image printed at fewer than MIN_PRINT_DPI pixels per inch.
 * - `tooManyColours`: the line's print mode prints a limited number of colours,
 *   and an image (or the side's own colours) has more.
 * - `textOverflow`: a text's wrapped lines need more height than its box (a
 *   design saved before boxes followed their lines, ADR 0049). Every renderer
 *   still draws all the lines, below the box; the edge checks use the height the
 *   lines take, so text running past the cut is warned about as well.
 * - `textBreaks`: the print would break a text's lines in other places than the
 *   canvas shows (the browser kerns letter pairs, the print does not), so the
 *   printed lines would not look as they do on screen.
 *
 * An element that covers the whole panel is a background meant to run into the
 * bleed: it gets no edge warnings.
 */

/** Below this an image prints visibly soft. */
export const MIN_PRINT_DPI = 150;
/** The most colours the limited print modes print (the upload preflight's limit, spec: at most 32 colours). */
export const LIMITED_PRINT_COLOURS = 32;
const MM_PER_INCH = 25.4;

/**
 * The most colours a print mode prints, or null for full colour. One-colour
 * (monochrome, white ink) and eco colour (flexo on kraft) print from a few inks,
 * so artwork is held to the spec's 32 colours; the digital full-colour modes print any.
 */
export function colourLimitFor(printMode: PrintColorMode | null | undefined): number | null {
  if (!printMode) return null;
  return printMode.startsWith("print-monochrome") || printMode.startsWith("print-eco-color") ? LIMITED_PRINT_COLOURS : null;
}
/** Closer than this (mm) counts as on the line: far below what a shopper can place by hand. */
const TOLERANCE_MM = 0.01;

export type WarningKind = "cut" | "fold" | "safeZone" | "lowResolution" | "tooManyColours" | "textOverflow" | "textBreaks" | "textTooBig";

export interface DesignWarning {
  kind: WarningKind;
  /** The element concerned; null for the side as a whole (its own colours). */
  elementId: string | null;
  /** lowResolution: the image's print resolution, whole pixels per inch. */
  dpi?: number;
  /** tooManyColours: how many colours were counted (at least, when `moreThan`). */
  colours?: number;
  moreThan?: boolean;
}

/** What the shop knows about an uploaded picture (its file record): pixels and colours. */
export interface ImageFacts {
  width: number | null;
  height: number | null;
  /** SVG and PDF: drawn at any size, so their pixels say nothing about print resolution. */
  vector: boolean;
  colours: number | null;
  coloursMoreThan: boolean;
}

/** One edge of the panel in the side's frame, with its outward normal. */
interface Edge {
  a: Point;
  direction: Point;
  length: number;
  normal: Point;
  fold: boolean;
}

/** The panel of a side as the checks see it: its edges, which of them fold, and its corners. */
export interface PanelShape {
  edges: Edge[];
  outline: Point[];
  safeZone: number;
}

const sub = (p: Point, q: Point): Point => ({ x: p.x - q.x, y: p.y - q.y });
const dot = (p: Point, q: Point) => p.x * q.x + p.y * q.y;

/** The side's panel outline in its upright frame, each edge marked as a fold when a crease of the net runs along it. */
export function panelShape(net: Net, side: SideId): PanelShape {
  const panel = sidePanel(net, side);
  const outline = panel.polygon.map((point) => netToSide(panel.frame, point));
  const creases = net.creases.map((crease) => ({ a: netToSide(panel.frame, crease.a), b: netToSide(panel.frame, crease.b) }));
  const centre = { x: outline.reduce((sum, p) => sum + p.x, 0) / outline.length, y: outline.reduce((sum, p) => sum + p.y, 0) / outline.length };
  const edges: Edge[] = [];
  outline.forEach((a, index) => {
    const b = outline[(index + 1) % outline.length]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length < TOLERANCE_MM) return;
    const direction = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    let normal = { x: direction.y, y: -direction.x };
    // Outward: away from the middle of the panel.
    if (dot(normal, sub(centre, a)) > 0) normal = { x: -normal.x, y: -normal.y };
    // A fold when a crease lies on this edge's line and overlaps it by more than a millimetre.
    const fold = creases.some((crease) => {
      if (Math.abs(dot(sub(crease.a, a), normal)) > TOLERANCE_MM || Math.abs(dot(sub(crease.b, a), normal)) > TOLERANCE_MM) return false;
      const [from, to] = [dot(sub(crease.a, a), direction), dot(sub(crease.b, a), direction)].sort((p, q) => p - q) as [number, number];
      return Math.min(to, length) - Math.max(from, 0) > 1;
    });
    edges.push({ a, direction, length, normal, fold });
  });
  return { edges, outline, safeZone: net.safeZone };
}

/** The four corners of the element's box, turned clockwise about its top-left corner. */
function cornersOf(element: DesignElement): Point[] {
  const radians = (element.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [
    { x: 0, y: 0 },
    { x: element.width, y: 0 },
    { x: element.width, y: element.height },
    { x: 0, y: element.height },
  ].map((p) => ({ x: element.x + p.x * cos - p.y * sin, y: element.y + p.x * sin + p.y * cos }));
}

function covers(element: DesignElement, points: readonly Point[]): boolean {
  const radians = (element.rotation * Math.PI) / 180;
  const along = { x: Math.cos(radians), y: Math.sin(radians) };
  const down = { x: -Math.sin(radians), y: Math.cos(radians) };
  return points.every((point) => {
    const offset = sub(point, element);
    const u = dot(offset, along);
    const v = dot(offset, down);
    return u >= -TOLERANCE_MM && u <= element.width + TOLERANCE_MM && v >= -TOLERANCE_MM && v <= element.height + TOLERANCE_MM;
  });
}

/**
 * A text wider or taller, turned as it is, than the side's safe area: no place on the side holds it,
 * so it runs over an edge wherever it goes. The shopper is told that the text is too big for the side,
 * not which fold or cut it happens to cross (finding B1 of the second walk: a sentence on a bag was
 * "over a fold" when it was simply too big).
 */
export function largerThanSide(element: DesignElement, shape: PanelShape): boolean {
  const xs = shape.outline.map((point) => point.x);
  const ys = shape.outline.map((point) => point.y);
  const room = { width: Math.max(...xs) - Math.min(...xs) - 2 * shape.safeZone, height: Math.max(...ys) - Math.min(...ys) - 2 * shape.safeZone };
  const radians = (element.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const width = element.width * cos + element.height * sin;
  const height = element.width * sin + element.height * cos;
  return width > room.width + TOLERANCE_MM || height > room.height + TOLERANCE_MM;
}

/** Where the element meets the panel's edges: past a cut, past a fold, or only inside the safe zone. */
export function edgeWarnings(element: DesignElement, shape: PanelShape): WarningKind[] {
  if (covers(element, shape.outline)) return [];
  const corners = cornersOf(element);
  const kinds = new Set<WarningKind>();
  let nearEdge = false;
  for (const edge of shape.edges) {
    const depths = corners.map((corner) => dot(sub(corner, edge.a), edge.normal));
    const along = corners.map((corner) => dot(sub(corner, edge.a), edge.direction));
    // Only an element beside this stretch of the edge, not one beyond the panel's corner along another edge.
    if (Math.max(...along) < -shape.safeZone || Math.min(...along) > edge.length + shape.safeZone) continue;
    const deepest = Math.max(...depths);
    if (deepest > TOLERANCE_MM) kinds.add(edge.fold ? "fold" : "cut");
    else if (deepest > -shape.safeZone + TOLERANCE_MM) nearEdge = true;
  }
  if (kinds.size === 0 && nearEdge) kinds.add("safeZone");
  return (["cut", "fold", "safeZone"] as const).filter((kind) => kinds.has(kind));
}

/** Pixels per inch the image prints at: the fewer of across and down, of the part the crop shows. */
export function printDpi(element: Extract<DesignElement, { type: "image" }>, facts: ImageFacts): number | null {
  if (facts.vector || !facts.width || !facts.height) return null;
  const across = (facts.width * (element.crop?.width ?? 1)) / (element.width / MM_PER_INCH);
  const down = (facts.height * (element.crop?.height ?? 1)) / (element.height / MM_PER_INCH);
  return Math.min(across, down);
}

/** The distinct colours the side's own elements and background use (text, fills, lines, QR codes). */
export function sideColours(side: DesignSide): Set<string> {
  const colours = new Set<string>();
  if (side.background) colours.add(side.background);
  for (const element of side.elements) {
    if (element.type === "text") colours.add(element.color);
    if (element.type === "qr") {
      colours.add(element.color);
      if (element.background) colours.add(element.background);
    }
    if (element.type === "shape") {
      if (element.fill) colours.add(element.fill);
      if (element.stroke && element.strokeWidth > 0) colours.add(element.stroke);
    }
  }
  return colours;
}

/**
 * The element as far as it is drawn: a text whose lines need more than half a
 * line beyond its stored box reaches as far down as its lines (rounding of a
 * stored height is not an overflow; a line that does not fit is).
 */
export function drawnExtent(element: DesignElement): DesignElement {
  if (element.type !== "text") return element;
  const needed = fittedTextHeight(element);
  return needed - element.height > (element.fontSize * element.lineHeight) / 2 ? { ...element, height: needed } : element;
}

export interface CheckInput {
  net: Net;
  side: SideId;
  content: DesignSide;
  /** Facts of the uploaded pictures by file id; a picture not (yet) known is not judged. */
  images: ReadonlyMap<string, ImageFacts>;
  /** The most colours the line's print mode prints; null when it prints full colour. */
  colourLimit: number | null;
}

/** Every warning of one side, in the side's z-order, topmost element first (as the layers list). */
export function checkSide({ net, side, content, images, colourLimit }: CheckInput): DesignWarning[] {
  if (!net.panels.some((panel) => panel.side === side)) return [];
  const shape = panelShape(net, side);
  const warnings: DesignWarning[] = [];
  for (const element of [...content.elements].reverse()) {
    const drawn = drawnExtent(element);
    if (element.type === "text" && largerThanSide(drawn, shape)) warnings.push({ kind: "textTooBig", elementId: element.id });
    else for (const kind of edgeWarnings(drawn, shape)) warnings.push({ kind, elementId: element.id });
    if (drawn !== element) warnings.push({ kind: "textOverflow", elementId: element.id });
    if (element.type === "text" && !breaksAlike(element)) warnings.push({ kind: "textBreaks", elementId: element.id });
    if (element.type !== "image") continue;
    const facts = images.get(element.fileId);
    if (!facts) continue;
    const dpi = printDpi(element, facts);
    if (dpi !== null && dpi < MIN_PRINT_DPI) warnings.push({ kind: "lowResolution", elementId: element.id, dpi: Math.floor(dpi) });
    if (colourLimit !== null && facts.colours !== null && (facts.colours > colourLimit || facts.coloursMoreThan)) {
      warnings.push({ kind: "tooManyColours", elementId: element.id, colours: facts.colours, moreThan: facts.coloursMoreThan });
    }
  }
  const own = sideColours(content).size;
  if (colourLimit !== null && own > colourLimit) warnings.push({ kind: "tooManyColours", elementId: null, colours: own });
  return warnings;
}
