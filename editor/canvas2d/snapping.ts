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

/**
 * Each target list sorted once, on the first snap that uses it: a drag snaps on every
 * move against the same lists (five lines per axis and three per other element, so
 * 1,500 on a side of 500), and a binary search then finds the nearest in a few steps
 * without a new array per move. Keyed on the list itself, which SnapTargets keeps readonly.
 */
const sortedLists = new WeakMap<readonly number[], Float64Array>();

function sortedOf(list: readonly number[]): Float64Array {
  let sorted = sortedLists.get(list);
  if (!sorted) {
    sorted = Float64Array.from(list).sort();
    sortedLists.set(list, sorted);
  }
  return sorted;
}

/** The index of the first value at or above `at` (the length when there is none). */
function firstFrom(sorted: Float64Array, at: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The move that puts `line` on its nearest target within the threshold and nearer than `best`, else `best`. */
function nearer(sorted: Float64Array, line: number, threshold: number, best: number | null): number | null {
  const above = firstFrom(sorted, line);
  // The nearest target is the last one below the line or the first at or above it; the one below wins a tie.
  for (let index = Math.max(above - 1, 0); index <= above && index < sorted.length; index += 1) {
    const delta = sorted[index]! - line;
    if (Math.abs(delta) <= threshold && (best === null || Math.abs(delta) < Math.abs(best))) best = delta;
  }
  return best;
}

/** How far to move a box's start, centre or end (start + size / 2, start + size) onto the nearest target, or null. */
function nearest(start: number, size: number, targets: readonly number[], threshold: number): number | null {
  const sorted = sortedOf(targets);
  let best = nearer(sorted, start, threshold, null);
  best = nearer(sorted, start + size / 2, threshold, best);
  return nearer(sorted, start + size, threshold, best);
}

/** The targets a box's start, centre or end sits on, each once, in order. */
function matched(start: number, size: number, targets: readonly number[]): number[] {
  const sorted = sortedOf(targets);
  const found: number[] = [];
  for (const line of edges(start, size)) {
    for (let index = firstFrom(sorted, line - EPSILON); index < sorted.length && sorted[index]! <= line + EPSILON; index += 1) {
      if (!found.includes(sorted[index]!)) found.push(sorted[index]!);
    }
  }
  return found.sort((a, b) => a - b);
}

/** How far to move `box` so one of its lines sits on a target, per axis independently, and the guides to draw. */
export function snap(box: Rect, targets: SnapTargets, threshold: number): SnapResult {
  const dx = nearest(box.x, box.width, targets.x, threshold) ?? 0;
  const dy = nearest(box.y, box.height, targets.y, threshold) ?? 0;
  const guides: Guide[] = [
    ...matched(box.x + dx, box.width, targets.x).map((at) => ({ axis: "x" as const, at })),
    ...matched(box.y + dy, box.height, targets.y).map((at) => ({ axis: "y" as const, at })),
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
