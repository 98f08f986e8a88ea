import { pinchZoom, toWorld, zoomOf, type Point, type Viewport } from "./viewport";

/**
 * Two fingers on the canvas, as pure math: spreading them zooms, moving them
 * together pans, both at once do both. The world point that was under the
 * fingers' midpoint when the second finger landed stays under their midpoint,
 * so the artwork follows the hand the way maps and photo apps do on a phone.
 */

export type FingerPair = readonly [Point, Point];

export function midpoint([a, b]: FingerPair): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export function spread([a, b]: FingerPair): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Where a two-finger gesture has taken the view that `start` was when it began. Zoom stays within its limits (relative to `fit`). */
export function twoFingerView(start: Viewport, fit: Viewport, from: FingerPair, to: FingerPair): Viewport {
  const zoom = pinchZoom(zoomOf(start, fit), spread(from), spread(to));
  const scale = fit.scale * zoom;
  const held = toWorld(start, midpoint(from));
  const centre = midpoint(to);
  return { scale, x: centre.x - held.x * scale, y: centre.y - held.y * scale };
}

/** A touch point relative to the stage's top-left corner. */
export function stagePoint(touch: { clientX: number; clientY: number }, box: { left: number; top: number }): Point {
  return { x: touch.clientX - box.left, y: touch.clientY - box.top };
}
