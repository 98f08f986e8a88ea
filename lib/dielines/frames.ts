import { boundsOf, clean } from "./geometry";
import type { Point, SideFrame } from "./types";

/**
 * Where the artwork's own axes point on the net for each rotation (clockwise as
 * the net is drawn, y down): u is the artwork's right, v its down.
 */
const AXES: Record<SideFrame["rotation"], { u: Point; v: Point }> = {
  0: { u: { x: 1, y: 0 }, v: { x: 0, y: 1 } },
  90: { u: { x: 0, y: 1 }, v: { x: -1, y: 0 } },
  180: { u: { x: -1, y: 0 }, v: { x: 0, y: -1 } },
  270: { u: { x: 0, y: -1 }, v: { x: 1, y: 0 } },
};

/** Artwork coordinates on a side (u right, v down, mm from its top-left corner) to net coordinates. */
export function sideToNet(frame: SideFrame, p: Point): Point {
  const { u, v } = AXES[frame.rotation];
  return { x: frame.origin.x + p.x * u.x + p.y * v.x, y: frame.origin.y + p.x * u.y + p.y * v.y };
}

/** Net coordinates to the side's artwork coordinates; the inverse of sideToNet. */
export function netToSide(frame: SideFrame, p: Point): Point {
  const { u, v } = AXES[frame.rotation];
  const dx = p.x - frame.origin.x;
  const dy = p.y - frame.origin.y;
  return { x: dx * u.x + dy * u.y, y: dx * v.x + dy * v.y };
}

/**
 * The frame that lays upright artwork over a panel's bounding box turned by
 * `rotation`: the artwork's top-left corner goes to the box corner the turned
 * artwork starts from, and its size is the box's, swapped for quarter turns.
 */
export function frameOver(polygon: readonly Point[], rotation: SideFrame["rotation"]): SideFrame {
  const box = boundsOf(polygon);
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const origin =
    rotation === 0 ? { x: box.x, y: box.y } : rotation === 90 ? { x: right, y: box.y } : rotation === 180 ? { x: right, y: bottom } : { x: box.x, y: bottom };
  const quarter = rotation === 90 || rotation === 270;
  return {
    origin: { x: clean(origin.x), y: clean(origin.y) },
    rotation,
    width: clean(quarter ? box.height : box.width),
    height: clean(quarter ? box.width : box.height),
  };
}
