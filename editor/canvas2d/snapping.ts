import type { Rect, Size } from "./viewport";

/**
 * Snapping while dragging: the dragged box's left/centre/right and
 * top/middle/bottom are pulled onto the nearest target line within the
 * threshold. All in world mm.
 */

/** Lines to snap to: vertical lines at `x`, horizontal lines at `y`. */
export interface SnapTargets {
  x: readonly number[];
  y: readonly number[];
}

/** A line drawn while snapped: `axis: "x"` is a vertical line at `at`. */
export interface Guide {
  axis: "x" | "y";
  at: number;
}

export interface SnapResult {
  dx: number;
  dy: number;
  guides: Guide[];
}

/** At most 2 mm, and never more than this many screen px, so zooming in does not make snapping sticky. */
export const SNAP_THRESHOLD_MM = 2;
export const SNAP_THRESHOLD_PX = 6;

export function snapThreshold(pxPerMm: number): number {
  return Math.min(SNAP_THRESHOLD_MM, SNAP_THRESHOLD_PX / pxPerMm);
}

const EPSILON = 1e-6;

function edges(start: number, size: number): number[] {
  return [start, start + size / 2, start + size];
}

function nearest(lines: readonly number[], targets: readonly number[], threshold: number): number | null {
  let best: number | null = null;
  for (const line of lines) {
    for (const target of targets) {
      const delta = target - line;
      if (Math.abs(delta) <= threshold && (best === null || Math.abs(delta) < Math.abs(best))) best = delta;
    }
  }
  return best;
}

function matched(lines: readonly number[], targets: readonly number[]): number[] {
  const found = targets.filter((target) => lines.some((line) => Math.abs(line - target) <= EPSILON));
  return [...new Set(found)].sort((a, b) => a - b);
}

/** How far to move `box` so one of its lines sits on a target, per axis independently, and the guides to draw. */
export function snap(box: Rect, targets: SnapTargets, threshold: number): SnapResult {
  const dx = nearest(edges(box.x, box.width), targets.x, threshold) ?? 0;
  const dy = nearest(edges(box.y, box.height), targets.y, threshold) ?? 0;
  const guides: Guide[] = [
    ...matched(edges(box.x + dx, box.width), targets.x).map((at) => ({ axis: "x" as const, at })),
    ...matched(edges(box.y + dy, box.height), targets.y).map((at) => ({ axis: "y" as const, at })),
  ];
  return { dx, dy, guides };
}

/**
 * The side's own lines (its edges, centre lines and safe zone) and the edges and
 * centres of the other elements on it.
 */
export function snapTargets(side: Size, safeZone: number, others: readonly Rect[]): SnapTargets {
  const x = [0, side.width / 2, side.width, safeZone, side.width - safeZone];
  const y = [0, side.height / 2, side.height, safeZone, side.height - safeZone];
  for (const other of others) {
    x.push(...edges(other.x, other.width));
    y.push(...edges(other.y, other.height));
  }
  return { x, y };
}
