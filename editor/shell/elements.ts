import {
  type DesignElement,
  DEFAULT_FONT_ID,
  DEFAULT_FONT_WEIGHT,
  MAX_TEXT_LENGTH,
  type ImageElement,
  type QrElement,
  type Shape,
  type ShapeElement,
  type TextElement,
} from "@/lib/design";
import { sidePanel, type Net, type SideId } from "@/lib/dielines";
// The id module alone: the routes build example designs with these helpers on the server, without the store.
import { newElementId } from "@/editor/state/ids";
import { fittedTextHeight, naturalTextWidth } from "@/editor/canvas2d/text-measure";
import { TEXT_WIDTH_SHARE, fittedTextWidth } from "@/editor/canvas2d/text-fit";
import { imageName } from "./image-tools";

/**
 * New elements as the toolbar adds them: centred on the side being edited and
 * sized to it, so a shopper sees the new element at once whatever the box; a
 * text as wide as its words (ADR 0049). `placeNew` steps one off the centre when
 * something already sits there, so a new element is never hidden under the last.
 */

/** Ink for new text: the palette's black. */
export const TEXT_COLOUR = "#000000";
/** Fill for new shapes: the palette's blue, which reads well on kraft and white board. */
export const SHAPE_COLOUR = "#1b6ac9";
const LINE_HEIGHT = 1.2;

export interface SideSize {
  width: number;
  height: number;
}

/** The upright size of a printable side, mm. */
export function sideSize(net: Net, side: SideId): SideSize {
  const { width, height } = sidePanel(net, side).frame;
  return { width, height };
}

const round = (mm: number) => Math.round(mm * 10) / 10;

function centred(size: SideSize, width: number, height: number) {
  return { x: round((size.width - width) / 2), y: round((size.height - height) / 2), width: round(width), height: round(height), rotation: 0, opacity: 1 };
}

const tenthUp = (mm: number) => Math.ceil(mm * 10 - 1e-6) / 10;

/**
 * `text` with a box that fits its words (ADR 0049): as wide as its longest
 * line plus an em, within the side, as tall as its wrapped lines, and centred
 * where the old box was centred.
 */
export function fitTextBox(size: SideSize, text: TextElement): TextElement {
  return boxAt(text, fittedTextWidth(size, text));
}

/**
 * An example's text on a small side: its font made smaller where its longest
 * word would not fit the side (a word broken in two reads badly on a box), then
 * its box fitted as `fitTextBox` does.
 */
export function fitExampleText(size: SideSize, text: TextElement): TextElement {
  const room = size.width * TEXT_WIDTH_SHARE - text.fontSize;
  const longest = Math.max(...text.text.split(/\s+/).map((word) => naturalTextWidth({ ...text, text: word })));
  const fontSize = longest > room ? Math.max(1, Math.floor(((text.fontSize * room) / longest) * 10) / 10) : text.fontSize;
  return fitTextBox(size, { ...text, fontSize });
}

function boxAt(text: TextElement, width: number): TextElement {
  const height = tenthUp(fittedTextHeight({ ...text, width }));
  return { ...text, x: round(text.x + (text.width - width) / 2), y: round(text.y + (text.height - height) / 2), width, height };
}

/** The largest size (mm) of a new text: a sentence typed into it still fits a bag or a mailer's side (finding B1). */
export const NEW_TEXT_MAX_MM = 10;
const NEW_TEXT_MIN_MM = 4;

/**
 * A new text's size (mm), one rule for every product: a tenth of the side's
 * shorter edge, so a long side (a bag, a poly mailer) does not make it a poster
 * headline, within 4 mm (readable) and NEW_TEXT_MAX_MM.
 */
export function newTextSize(size: SideSize): number {
  return round(Math.min(Math.max(Math.min(size.width, size.height) / 10, NEW_TEXT_MIN_MM), NEW_TEXT_MAX_MM));
}

export function newText(size: SideSize, text: string, id: string = newElementId()): TextElement {
  const fontSize = newTextSize(size);
  const centre = { ...centred(size, 0, 0), width: 0, height: 0 };
  return fitTextBox(size, {
    id,
    type: "text",
    ...centre,
    text: text.slice(0, MAX_TEXT_LENGTH),
    fontId: DEFAULT_FONT_ID,
    fontSize,
    fontWeight: DEFAULT_FONT_WEIGHT,
    italic: false,
    color: TEXT_COLOUR,
    align: "center",
    lineHeight: LINE_HEIGHT,
  });
}

export function newShape(size: SideSize, shape: Shape, id: string = newElementId()): ShapeElement {
  const side = Math.min(size.width, size.height) * 0.3;
  if (shape === "line") {
    // A line is drawn by its stroke through the middle of its box; the box only needs room for it.
    const strokeWidth = 1;
    return { id, type: "shape", shape, ...centred(size, size.width * 0.5, 4), fill: null, stroke: SHAPE_COLOUR, strokeWidth };
  }
  return { id, type: "shape", shape, ...centred(size, side, side), fill: SHAPE_COLOUR, stroke: null, strokeWidth: 0 };
}

/**
 * An uploaded picture at its own proportions, as large as fits in 60% of the side,
 * named after its file so the layers list tells one picture from another.
 */
export function newImage(
  size: SideSize,
  fileId: string,
  pixels: { width: number; height: number; name?: string | null },
  id: string = newElementId(),
): ImageElement {
  const aspect = pixels.width > 0 && pixels.height > 0 ? pixels.width / pixels.height : 1;
  const room = { width: size.width * 0.6, height: size.height * 0.6 };
  const width = Math.min(room.width, room.height * aspect);
  const name = imageName(pixels.name);
  return { id, type: "image", ...centred(size, width, width / aspect), fileId, ...(name ? { name } : {}) };
}

/** A QR code's smallest comfortable print: about 2 cm, the size phones read from arm's length. */
const QR_SIZE_MM = 25;

/** A black-on-white QR code of `data`, centred, 25 mm or a third of the side's shorter edge if that is smaller. */
export function newQr(size: SideSize, data: string, id: string = newElementId()): QrElement {
  const side = Math.min(QR_SIZE_MM, Math.min(size.width, size.height) / 3);
  return { id, type: "qr", ...centred(size, side, side), data, color: TEXT_COLOUR, background: "#ffffff" };
}

/** How far (mm) each new element steps from the last one on the same spot, down and to the right. */
export const CASCADE_MM = 5;
const SAME_SPOT_MM = 0.5;

const centreOf = (element: Pick<DesignElement, "x" | "y" | "width" | "height">) => ({ x: element.x + element.width / 2, y: element.y + element.height / 2 });

/**
 * Where a new element lands: where it was made (the centre) unless an element
 * of the side already has its centre there, then a step of CASCADE_MM down and
 * right for each one in the way, as long as the element stays inside the safe
 * zone; back up and left when the steps would leave it. An element too large to
 * move inside the safe zone keeps its place.
 */
export function placeNew<T extends DesignElement>(element: T, elements: readonly DesignElement[], size: SideSize, safeZone: number): T {
  const taken = (x: number, y: number) =>
    elements.some((other) => {
      const centre = centreOf(other);
      return Math.abs(centre.x - (x + element.width / 2)) < SAME_SPOT_MM && Math.abs(centre.y - (y + element.height / 2)) < SAME_SPOT_MM;
    });
  const inside = (x: number, y: number) =>
    x >= safeZone - 1e-6 && y >= safeZone - 1e-6 && x + element.width <= size.width - safeZone + 1e-6 && y + element.height <= size.height - safeZone + 1e-6;
  if (!taken(element.x, element.y)) return element;
  for (let step = 1; step <= elements.length + 1; step += 1) {
    for (const direction of [1, -1]) {
      const x = round(element.x + direction * step * CASCADE_MM);
      const y = round(element.y + direction * step * CASCADE_MM);
      if (inside(x, y) && !taken(x, y)) return { ...element, x, y };
    }
  }
  return element;
}
