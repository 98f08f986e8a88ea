import type { ImageElement } from "@/lib/design";
import type { ElementPatch } from "@/editor/state";

/**
 * A picture's crop as geometry: the change a new crop makes to its element (the
 * visible part stays where it was), and the frame the canvas's crop handles move,
 * in the element box's own unturned, unflipped millimetres. Pure.
 */

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const FULL_CROP: Crop = { x: 0, y: 0, width: 1, height: 1 };
/** The visible part never gets thinner than this fraction of the picture. */
export const MIN_CROP = 0.02;

const fraction = (value: number) => Math.round(value * 10_000) / 10_000;
const mm = (value: number) => Math.round(value * 1000) / 1000;

function isFull(crop: Crop): boolean {
  return crop.x <= 1e-4 && crop.y <= 1e-4 && crop.width >= 1 - 1e-4 && crop.height >= 1 - 1e-4;
}

/**
 * Crops the picture and keeps what stays visible exactly where it was: the box
 * shrinks or grows with the crop, at the picture's present scale, and moves
 * (along its own turned axes, and mirrored when flipped) so the remaining part
 * does not jump. A full crop is stored as no crop at all.
 */
export function cropPatch(element: ImageElement, next: Crop): ElementPatch {
  const before = element.crop ?? FULL_CROP;
  const pictureWidth = element.width / before.width;
  const pictureHeight = element.height / before.height;
  // Where the box's top-left corner lands, in the box's own unturned frame.
  const dx = element.flipX ? pictureWidth * (before.x + before.width - (next.x + next.width)) : pictureWidth * (next.x - before.x);
  const dy = element.flipY ? pictureHeight * (before.y + before.height - (next.y + next.height)) : pictureHeight * (next.y - before.y);
  const turn = (element.rotation * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return {
    crop: isFull(next) ? undefined : next,
    x: mm(element.x + dx * cos - dy * sin),
    y: mm(element.y + dx * sin + dy * cos),
    width: mm(pictureWidth * next.width),
    height: mm(pictureHeight * next.height),
  };
}

export type CropEdge = "left" | "right" | "top" | "bottom";

/** The whole picture and the part kept, in the box's unflipped frame (the box is 0..width, 0..height before a change). */
export interface CropFrame {
  picture: { x: number; y: number; width: number; height: number };
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function frameOf(element: ImageElement): CropFrame {
  const crop = element.crop ?? FULL_CROP;
  const width = element.width / crop.width;
  const height = element.height / crop.height;
  return { picture: { x: -crop.x * width, y: -crop.y * height, width, height }, left: 0, top: 0, right: element.width, bottom: element.height };
}

/** One edge moved by `delta` mm, kept within the picture and at least MIN_CROP of it from the opposite edge. */
export function moveEdge(frame: CropFrame, edge: CropEdge, delta: number): CropFrame {
  const { picture } = frame;
  const minWidth = MIN_CROP * picture.width;
  const minHeight = MIN_CROP * picture.height;
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  switch (edge) {
    case "left":
      return { ...frame, left: clamp(frame.left + delta, picture.x, frame.right - minWidth) };
    case "right":
      return { ...frame, right: clamp(frame.right + delta, frame.left + minWidth, picture.x + picture.width) };
    case "top":
      return { ...frame, top: clamp(frame.top + delta, picture.y, frame.bottom - minHeight) };
    case "bottom":
      return { ...frame, bottom: clamp(frame.bottom + delta, frame.top + minHeight, picture.y + picture.height) };
  }
}

/** The crop a frame keeps, as fractions of the picture. */
export function cropFromFrame(frame: CropFrame): Crop {
  const { picture } = frame;
  const x = fraction(Math.max(0, (frame.left - picture.x) / picture.width));
  const y = fraction(Math.max(0, (frame.top - picture.y) / picture.height));
  return {
    x,
    y,
    width: fraction(Math.min(1 - x, (frame.right - frame.left) / picture.width)),
    height: fraction(Math.min(1 - y, (frame.bottom - frame.top) / picture.height)),
  };
}
