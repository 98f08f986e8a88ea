import type { Point } from "./viewport";

/**
 * The outline artwork is clipped to: the panel's polygon grown outward by the
 * bleed, so what the editor shows is what the press prints (bleed included).
 */

/** Twice the signed area; positive when the points turn clockwise on a y-down screen. */
export function signedArea2(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/** Drops repeated points and points on a straight run, which would give zero-length edges. */
export function simplify(points: readonly Point[], epsilon = 1e-9): Point[] {
  const distinct = points.filter((p, i) => {
    const next = points[(i + 1) % points.length]!;
    return Math.hypot(p.x - next.x, p.y - next.y) > epsilon;
  });
  return distinct.filter((p, i) => {
    const prev = distinct[(i - 1 + distinct.length) % distinct.length]!;
    const next = distinct[(i + 1) % distinct.length]!;
    const cross = (p.x - prev.x) * (next.y - p.y) - (p.y - prev.y) * (next.x - p.x);
    return Math.abs(cross) > epsilon;
  });
}

/** Longest miter allowed at a sharp corner, in multiples of the distance, before it is cut off (beveled). */
const MITER_LIMIT = 4;

/**
 * Moves every edge of a simple polygon `distance` outward (inward when
 * negative) and joins neighbours at their intersection. Works for concave
 * outlines (flaps, tabs) as long as the distance is small against the edges,
 * which holds for a 3 mm bleed on box panels.
 */
export function offsetPolygon(points: readonly Point[], distance: number): Point[] {
  const poly = simplify(points);
  if (poly.length < 3 || distance === 0) return poly.map((p) => ({ ...p }));
  const outward = signedArea2(poly) > 0 ? 1 : -1;
  const normal = (a: Point, b: Point): Point => {
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    return { x: (outward * (b.y - a.y)) / length, y: (outward * -(b.x - a.x)) / length };
  };
  const result: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const prev = poly[(i - 1 + poly.length) % poly.length]!;
    const p = poly[i]!;
    const next = poly[(i + 1) % poly.length]!;
    const n1 = normal(prev, p);
    const n2 = normal(p, next);
    const cos = n1.x * n2.x + n1.y * n2.y;
    const miter = 1 / Math.sqrt(Math.max((1 + cos) / 2, 1e-12));
    if (miter > MITER_LIMIT) {
      result.push({ x: p.x + distance * n1.x, y: p.y + distance * n1.y });
      result.push({ x: p.x + distance * n2.x, y: p.y + distance * n2.y });
      continue;
    }
    const k = distance / (1 + cos);
    result.push({ x: p.x + k * (n1.x + n2.x), y: p.y + k * (n1.y + n2.y) });
  }
  return result;
}

/** Flattens points to Konva's [x0, y0, x1, y1, ...]. */
export function flatPoints(points: readonly Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

/** Traces a closed polygon on a 2D context (a canvas's or Konva's), for clipping or filling. */
export function tracePolygon(
  context: { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void; closePath(): void },
  points: readonly Point[],
): void {
  points.forEach((p, i) => (i === 0 ? context.moveTo(p.x, p.y) : context.lineTo(p.x, p.y)));
  context.closePath();
}
