import { signedArea } from "./geometry";
import { transformPoint, transformVector, type Vec3 } from "./matrix";
import { BOX_MODELS, type BoxModel, type Point } from "./types";

/**
 * Geometry the tests check nets with, written independently of the builders:
 * convexity, the area two convex polygons share (Sutherland-Hodgman clipping),
 * and small vector helpers for the folded box.
 */

export function isConvex(polygon: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const c = polygon[(i + 2) % polygon.length]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** The area two convex polygons have in common (0 when they only share edges or corners). */
export function overlapArea(subject: readonly Point[], clip: readonly Point[]): number {
  const orientation = Math.sign(signedArea(clip));
  let output = [...subject];
  for (let i = 0; i < clip.length && output.length > 0; i++) {
    const a = clip[i]!;
    const b = clip[(i + 1) % clip.length]!;
    // Which side of the clip edge is inside depends on the clip polygon's winding.
    const inside = (p: Point) => orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) >= 0;
    const crossing = (p: Point, q: Point): Point => {
      const d1 = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
      const d2 = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x);
      const t = d1 / (d1 - d2);
      return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
    };
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j]!;
      const q = input[(j + 1) % input.length]!;
      if (inside(q)) {
        if (!inside(p)) output.push(crossing(p, q));
        output.push(q);
      } else if (inside(p)) output.push(crossing(p, q));
    }
  }
  return output.length < 3 ? 0 : Math.abs(signedArea(output));
}

export function at(m: number[], p: Point): Vec3 {
  return transformPoint(m, [p.x, p.y, 0]);
}

export function direction(m: number[], v: Vec3): Vec3 {
  return transformVector(m, v);
}

export function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

export function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

export function unit(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** Models that do not fold (a pattern sheet or roll, a can): the box tests that fold and close a net skip them. */
export const NOT_FOLDED = ["pattern-sheet", "pattern-tape", "paper-can"] as const satisfies readonly BoxModel[];
export type FoldedModel = Exclude<BoxModel, (typeof NOT_FOLDED)[number]>;
export const FOLDED_MODELS = BOX_MODELS.filter((model): model is FoldedModel => !(NOT_FOLDED as readonly BoxModel[]).includes(model));
