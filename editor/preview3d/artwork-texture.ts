import { CanvasTexture, SRGBColorSpace } from "three";
import type { SideId } from "@/lib/dielines";

/**
 * A side's artwork drawn flat and upright in its side frame (the whole frame, top-left at
 * the frame's origin): a canvas, a decoded bitmap, or a data URL of an image.
 */
export type ArtworkSource = HTMLCanvasElement | ImageBitmap | string;
export type SideTextures = Partial<Record<SideId, ArtworkSource>>;

type Drawable = HTMLCanvasElement | ImageBitmap | HTMLImageElement;

function sizeOf(image: Drawable): { width: number; height: number } {
  return image instanceof HTMLImageElement ? { width: image.naturalWidth, height: image.naturalHeight } : { width: image.width, height: image.height };
}

/**
 * Paints the artwork over the bare board colour. Where a side has no background, the
 * board shows through, as it does on a printed box; this also gives every source the
 * same upload path (a canvas, flipped by WebGL), which bitmaps would not have.
 */
function paintOnBoard(canvas: HTMLCanvasElement, image: Drawable | null, boardColour: string): void {
  const { width, height } = image ? sizeOf(image) : { width: 1, height: 1 };
  canvas.width = Math.max(1, width);
  canvas.height = Math.max(1, height);
  const context = canvas.getContext("2d");
  if (!context) return;
  context.fillStyle = boardColour;
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (image && width > 0 && height > 0) context.drawImage(image, 0, 0);
}

/**
 * A texture of a side's artwork on board. Data URLs decode in the background: the
 * texture shows bare board until then and `onUpdate` asks for a new frame when the
 * artwork arrives. Dispose the texture when done; the source stays the caller's.
 */
export function artworkTexture(source: ArtworkSource, boardColour: string, onUpdate: () => void): CanvasTexture {
  const canvas = document.createElement("canvas");
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;

  if (typeof source !== "string") {
    paintOnBoard(canvas, source, boardColour);
    return texture;
  }

  paintOnBoard(canvas, null, boardColour);
  const image = new Image();
  image.decoding = "async";
  image.onload = () => {
    paintOnBoard(canvas, image, boardColour);
    // The GPU copy has the placeholder's size and cannot grow: drop it so the next
    // frame uploads the artwork afresh. (A texture disposed by its owner meanwhile is
    // simply never drawn again.)
    texture.dispose();
    texture.needsUpdate = true;
    onUpdate();
  };
  image.src = source;
  return texture;
}
