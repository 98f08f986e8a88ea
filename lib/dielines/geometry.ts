import type { Point, Segment } from "./types";

/** Lengths closer than this (mm) are the same; far below any die's precision. */
export const EPSILON = 1e-6;

export function signedArea(polygon: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % polygon.length]!;
    sum += p.x * q.y - q.x * p.y;
  }
  return sum / 2;
}

export function centroid(polygon: readonly Point[]): Point {
  const area = signedArea(polygon);
  if (Math.abs(area) < EPSILON) {
    const n = polygon.length;
    return { x: polygon.reduce((s, p) => s + p.x, 0) / n, y: polygon.reduce((s, p) => s + p.y, 0) / n };
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % polygon.length]!;
    const cross = p.x * q.y - q.x * p.y;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  }
  return { x: cx / (6 * area), y: cy / (6 * area) };
}

/** The smallest upright rectangle holding the points; all zero for none. */
export function boundsOf(points: readonly Point[]): { x: number; y: number; width: number; height: number } {
  if (points.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

export function edgesOf(polygon: readonly Point[]): Segment[] {
  return polygon.map((a, i) => ({ a, b: polygon[(i + 1) % polygon.length]! }));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Distance from p to the segment. */
export function distanceToSegment(p: Point, s: Segment): number {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return distance(p, s.a);
  const t = Math.max(0, Math.min(1, ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / lengthSquared));
  return distance(p, { x: s.a.x + t * dx, y: s.a.y + t * dy });
}

/**
 * Where the stretches of `segments` lie along one line: the line's direction and
 * offset, and each segment as an interval of the position along it. Segments on
 * the same line get the same key.
 */
interface LineKey {
  key: string;
  origin: Point;
  direction: Point;
}

function lineOf(s: Segment): LineKey {
  let dx = s.b.x - s.a.x;
  let dy = s.b.y - s.a.y;
  const length = Math.hypot(dx, dy);
  dx /= length;
  dy /= length;
  // One direction per line, whichever way the segment was drawn.
  if (dx < -EPSILON || (Math.abs(dx) <= EPSILON && dy < 0)) {
    dx = -dx;
    dy = -dy;
  }
  // Distance of the line from the net's origin, along its normal.
  const offset = -dy * s.a.x + dx * s.a.y;
  const round = (v: number) => (Math.abs(v) < 5e-5 ? 0 : v).toFixed(4);
  return { key: `${round(dx)},${round(dy)},${round(offset)}`, origin: { x: -dy * offset, y: dx * offset }, direction: { x: dx, y: dy } };
}

function positionOn(line: LineKey, p: Point): number {
  return (p.x - line.origin.x) * line.direction.x + (p.y - line.origin.y) * line.direction.y;
}

function pointAt(line: LineKey, t: number): Point {
  return { x: clean(line.origin.x + line.direction.x * t), y: clean(line.origin.y + line.direction.y * t) };
}

/** Rounds away floating-point noise (1e-12 mm) so the same corner always prints the same number. */
export function clean(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

type Interval = [number, number];

function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((p, q) => p[0] - q[0]);
  const out: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1] + EPSILON) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

function subtractIntervals(from: Interval[], remove: Interval[]): Interval[] {
  let pieces = from;
  for (const [rs, re] of remove) {
    const next: Interval[] = [];
    for (const [s, e] of pieces) {
      if (re <= s + EPSILON || rs >= e - EPSILON) {
        next.push([s, e]);
        continue;
      }
      if (rs > s + EPSILON) next.push([s, rs]);
      if (re < e - EPSILON) next.push([re, e]);
    }
    pieces = next;
  }
  return pieces;
}

/**
 * The union of `segments` minus `remove`, as the fewest segments: collinear
 * pieces that touch or overlap become one, so a boundary two panels share is
 * cut once.
 */
export function unionOfSegments(segments: readonly Segment[], remove: readonly Segment[] = []): Segment[] {
  const lines = new Map<string, { line: LineKey; keep: Interval[]; remove: Interval[] }>();
  const add = (s: Segment, into: "keep" | "remove") => {
    if (distance(s.a, s.b) <= EPSILON) return;
    const line = lineOf(s);
    let entry = lines.get(line.key);
    if (!entry) {
      entry = { line, keep: [], remove: [] };
      lines.set(line.key, entry);
    }
    const p = positionOn(entry.line, s.a);
    const q = positionOn(entry.line, s.b);
    entry[into].push([Math.min(p, q), Math.max(p, q)]);
  };
  for (const s of segments) add(s, "keep");
  for (const s of remove) add(s, "remove");
  const out: Segment[] = [];
  for (const { line, keep, remove: removed } of lines.values()) {
    for (const [s, e] of subtractIntervals(mergeIntervals(keep), mergeIntervals(removed))) {
      if (e - s > EPSILON) out.push({ a: pointAt(line, s), b: pointAt(line, e) });
    }
  }
  return out;
}
