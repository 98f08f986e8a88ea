import {
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
import { imageName } from "./image-tools";

/**
 * New elements as the toolbar adds them: centred on the side being edited and
 * sized to it, so a shopper sees the new element at once whatever the box.
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

export function newText(size: SideSize, text: string, id: string = newElementId()): TextElement {
  // A tenth of the side's height reads as a headline on a small box and is not absurd on a large one.
  const fontSize = round(Math.min(Math.max(size.height / 10, 4), 40));
  const width = size.width * 0.7;
  return {
    id,
    type: "text",
    ...centred(size, width, fontSize * LINE_HEIGHT),
    text: text.slice(0, MAX_TEXT_LENGTH),
    fontId: DEFAULT_FONT_ID,
    fontSize,
    fontWeight: DEFAULT_FONT_WEIGHT,
    italic: false,
    color: TEXT_COLOUR,
    align: "center",
    lineHeight: LINE_HEIGHT,
  };
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
