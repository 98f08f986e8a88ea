import { normalizeRotation, type DesignElement } from "@/lib/design";
import { boundsOf } from "@/lib/dielines/geometry";
import type { Point, Rect } from "./viewport";

/**
 * Element boxes in the side frame (mm) and the changes a finished gesture
 * makes to them. The box turns about its top-left corner (x, y), clockwise.
 */

type Box = Pick<DesignElement, "x" | "y" | "width" | "height" | "rotation">;

/** The four corners of the turned box, clockwise from its top-left. */
export function corners(box: Box): Point[] {
  const radians = (box.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const local: Point[] = [
    { x: 0, y: 0 },
    { x: box.width, y: 0 },
    { x: box.width, y: box.height },
    { x: 0, y: box.height },
  ];
  return local.map((p) => ({ x: box.x + p.x * cos - p.y * sin, y: box.y + p.x * sin + p.y * cos }));
}

/** The upright rectangle around the turned box: what snapping lines up. */
export function elementBounds(box: Box): Rect {
  return box.rotation === 0 ? { x: box.x, y: box.y, width: box.width, height: box.height } : boundsOf(corners(box));
}

export function unionBounds(rects: readonly Rect[]): Rect {
  return boundsOf(
    rects.flatMap((r) => [
      { x: r.x, y: r.y },
      { x: r.x + r.width, y: r.y + r.height },
    ]),
  );
}

/** What a Konva node reports at the end of a move or a transform. */
export interface NodeState {
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  /** The node's own size, where the gesture changed it instead of the scale (a text rewrapped by a side handle). */
  width?: number;
  height?: number;
}

export type GeometryPatch = Partial<Pick<DesignElement, "x" | "y" | "width" | "height" | "rotation">> & { fontSize?: number };

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The Transformer scales nodes; the document stores sizes. The scale is baked
 * into width and height (and into the font size when text was scaled evenly
 * from a corner, so it grows instead of rewrapping). Values are rounded to a
 * micrometre so that float noise does not show up as changes.
 */
export function patchFromNode(element: DesignElement, node: NodeState): GeometryPatch {
  const scaleX = Math.abs(node.scaleX);
  const scaleY = Math.abs(node.scaleY);
  const patch: GeometryPatch = {
    x: round(node.x),
    y: round(node.y),
    width: round(Math.max((node.width ?? element.width) * scaleX, 0.1)),
    height: round(Math.max((node.height ?? element.height) * scaleY, 0.1)),
    rotation: round(normalizeRotation(node.rotation)),
  };
  if (element.type === "text" && Math.abs(scaleX - scaleY) < 1e-3 && Math.abs(scaleY - 1) > 1e-6) {
    patch.fontSize = round(Math.max(element.fontSize * scaleY, 0.1));
  }
  const changed = Object.entries(patch).filter(([key, value]) => (element as Record<string, unknown>)[key] !== value);
  return Object.fromEntries(changed) as GeometryPatch;
}

/** Keeps a transformed box from collapsing or flipping: below 1 mm the Transformer keeps the previous box. */
export function keepUsableBox<T extends { width: number; height: number }>(previous: T, next: T, minimumPx: number): T {
  return Math.abs(next.width) < minimumPx || Math.abs(next.height) < minimumPx || next.width < 0 || next.height < 0 ? previous : next;
}
