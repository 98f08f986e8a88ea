import { MAX_ELEMENT_NAME_LENGTH, type ImageElement } from "@/lib/design";
import type { ElementPatch } from "@/editor/state";
import { FULL_CROP, MIN_CROP, type Crop } from "@/editor/canvas2d/crop-frame";

// The crop's geometry lives with the canvas, which crops with handles too; the panel's fields share it.
export { cropPatch, FULL_CROP, MIN_CROP, type Crop } from "@/editor/canvas2d/crop-frame";

/**
 * Cropping and replacing a picture, as changes to its element. Pure, so the
 * panel, the tests and any later crop handles on the canvas share them.
 */

const round = (value: number, step: number) => Math.round(value / step) * step;
const fraction = (value: number) => Math.round(value * 10_000) / 10_000;

/** What the shopper trims from each edge of the picture, in percent, and back. */
export interface Trim {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function trimOf(crop: Crop | undefined): Trim {
  const c = crop ?? FULL_CROP;
  return {
    left: round(c.x * 100, 0.1),
    top: round(c.y * 100, 0.1),
    right: round((1 - c.x - c.width) * 100, 0.1),
    bottom: round((1 - c.y - c.height) * 100, 0.1),
  };
}

/** The crop for a trim; each edge is held so the visible part keeps at least MIN_CROP. */
export function cropOf(trim: Trim): Crop {
  const clamp = (value: number, other: number) => Math.min(Math.max(value / 100, 0), Math.max(0, 1 - other / 100 - MIN_CROP));
  const left = clamp(trim.left, trim.right);
  const right = clamp(trim.right, left * 100);
  const top = clamp(trim.top, trim.bottom);
  const bottom = clamp(trim.bottom, top * 100);
  return { x: fraction(left), y: fraction(top), width: fraction(1 - left - right), height: fraction(1 - top - bottom) };
}

/** The centred crop of a picture (pixels) that fills a box of `boxAspect` (width / height) without stretching. */
export function coverCrop(boxAspect: number, picture: { width: number; height: number }): Crop | undefined {
  const pictureAspect = picture.width > 0 && picture.height > 0 ? picture.width / picture.height : boxAspect;
  if (Math.abs(pictureAspect / boxAspect - 1) < 1e-3) return undefined;
  if (pictureAspect > boxAspect) {
    const width = fraction(boxAspect / pictureAspect);
    return { x: fraction((1 - width) / 2), y: 0, width, height: 1 };
  }
  const height = fraction(pictureAspect / boxAspect);
  return { x: 0, y: fraction((1 - height) / 2), width: 1, height };
}

/** A layer name from an uploaded file's name, within the document's limit; none for a blank name. */
export function imageName(fileName: string | null | undefined): string | undefined {
  const name = (fileName ?? "").trim().replace(/\s+/g, " ");
  return name ? name.slice(0, MAX_ELEMENT_NAME_LENGTH) : undefined;
}

/**
 * Another upload in the picture's place: the same position, size, turn, flips and
 * opacity, the new picture cropped from its centre to fill the box without
 * stretching, and the layer named after the new file.
 */
export function replacePatch(element: ImageElement, upload: { fileId: string; width: number; height: number; name?: string | null }): ElementPatch {
  return { fileId: upload.fileId, crop: coverCrop(element.width / element.height, upload), name: imageName(upload.name) };
}
