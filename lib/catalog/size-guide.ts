import type { SizeUnit } from "./units";

/**
 * The product page's size guide: what fits inside a box of the chosen size, and a
 * drawing of the box's front to scale beside objects everyone knows (an A4 sheet, a
 * ruler). Everything is in millimetres, the unit sizes are stored in; only the
 * ruler's marks follow the storefront's unit (inches in the us, ADR 0058).
 */

/** A box's inside in millimetres (a catalogue size or a size of the shopper's own). */
export interface Inside {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/** Objects a shopper packs or knows, each by its outer measures in millimetres, the bulkiest first (messages ProductChoice.sizeGuide.objects.<id>). */
export const REFERENCE_OBJECTS = [
  // A shoe box for a pair of adult trainers.
  { id: "shoeBox", lengthMm: 330, widthMm: 200, heightMm: 120 },
  // A T-shirt folded for posting, as shops pack it.
  { id: "tshirt", lengthMm: 280, widthMm: 210, heightMm: 30 },
  // A stack of about 50 sheets of A4 paper lying flat (ISO 216: 297 × 210 mm).
  { id: "a4Documents", lengthMm: 297, widthMm: 210, heightMm: 5 },
  // A hardback novel (crown octavo, about 234 × 156 mm).
  { id: "book", lengthMm: 234, widthMm: 156, heightMm: 30 },
  // A paperback (B format, 198 × 129 mm).
  { id: "paperback", lengthMm: 198, widthMm: 129, heightMm: 25 },
  // A coffee mug of 300 ml, its handle included.
  { id: "mug", lengthMm: 120, widthMm: 85, heightMm: 100 },
  // A smartphone of 6.1 inches.
  { id: "smartphone", lengthMm: 150, widthMm: 72, heightMm: 8 },
  // A deck of poker-size playing cards (63 × 88 mm) in its case.
  { id: "cards", lengthMm: 92, widthMm: 66, heightMm: 20 },
] as const satisfies readonly (Inside & { id: string })[];

export type ReferenceObjectId = (typeof REFERENCE_OBJECTS)[number]["id"];

const descending = (size: Inside) => [size.lengthMm, size.widthMm, size.heightMm].sort((a, b) => b - a);

/**
 * Whether an object goes into the box in some upright or lying position: a box
 * and an object, both rectangular, fit when each of the object's measures, largest
 * to smallest, is at most the box's in the same order.
 */
export function fitsInside(inside: Inside, object: Inside): boolean {
  const room = descending(inside);
  return descending(object).every((measure, index) => measure <= room[index]!);
}

/** The reference objects that fit inside, in the list's order: the bulkiest first. */
export function whatFits(inside: Inside): ReferenceObjectId[] {
  return REFERENCE_OBJECTS.filter((object) => fitsInside(inside, object)).map((object) => object.id);
}

/** One shape of the scale drawing, in millimetres, standing on the drawing's ground line. */
export interface DrawnShape {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ScaleDrawing {
  /** The drawing's extent in millimetres: the SVG's viewBox is "0 0 width height". */
  width: number;
  height: number;
  /** The box seen from the front: its length across, its height up. */
  box: DrawnShape;
  /** An A4 sheet standing upright (210 × 297 mm). */
  sheet: DrawnShape;
  /** A ruler lying on the ground: 10 cm, or 4 inches in the us. */
  ruler: DrawnShape & { marks: number[]; label: string };
}

export const A4_MM = { width: 210, height: 297 } as const;
const GAP_MM = 40;
const MARGIN_MM = 10;
const RULER_HEIGHT_MM = 12;

/** The ruler's length and its marks (from its left end), in the storefront's unit: a centimetre or half an inch apart. */
function rulerOf(unit: SizeUnit): { length: number; marks: number[]; label: string } {
  if (unit === "in") {
    const length = 4 * 25.4;
    return { length, marks: Array.from({ length: 9 }, (_, index) => index * 12.7), label: "4 in" };
  }
  return { length: 100, marks: Array.from({ length: 11 }, (_, index) => index * 10), label: "10 cm" };
}

/**
 * The box's front beside an A4 sheet and a ruler, every shape to the same scale, so
 * the SVG drawn from it shows the size as it is: a 150 mm box is half an A4 sheet's
 * height beside it whatever the box, catalogue size or the shopper's own.
 */
export function scaleDrawing(inside: Inside, unit: SizeUnit): ScaleDrawing {
  const ruler = rulerOf(unit);
  const tallest = Math.max(inside.heightMm, A4_MM.height);
  const ground = MARGIN_MM + tallest;
  const box = { x: MARGIN_MM, y: ground - inside.heightMm, width: inside.lengthMm, height: inside.heightMm };
  const sheet = { x: box.x + box.width + GAP_MM, y: ground - A4_MM.height, width: A4_MM.width, height: A4_MM.height };
  const rulerShape = { x: sheet.x + sheet.width + GAP_MM, y: ground - RULER_HEIGHT_MM, width: ruler.length, height: RULER_HEIGHT_MM };
  return {
    width: rulerShape.x + rulerShape.width + MARGIN_MM,
    height: ground + MARGIN_MM,
    box,
    sheet,
    ruler: { ...rulerShape, marks: ruler.marks, label: ruler.label },
  };
}
