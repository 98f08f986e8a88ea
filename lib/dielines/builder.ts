import { frameOver } from "./frames";
import { centroid, clean, distance, EPSILON, signedArea } from "./geometry";
import type { InsideSideId, Panel, Part, Point, Segment, SideFrame, SideId } from "./types";

/**
 * A tiny drafting kit for nets: a root panel, and panels hung off a stretch of
 * their parent's edge, drawn in the hinge's own coordinates (u along the hinge
 * from its first end, v away from the parent). Model files describe a box as a
 * handful of these calls.
 */

/** A panel's outline in hinge coordinates, given the hinge's length. */
export type Shape = (length: number) => [number, number][];

/** A plain rectangle `depth` deep. */
export function rectangle(depth: number): Shape {
  return (length) => [
    [0, 0],
    [length, 0],
    [length, depth],
    [0, depth],
  ];
}

/** A flap whose far edge is pulled in by `start` at the hinge's first end and `end` at its other end (a trapezoid). */
export function taperedFlap(depth: number, start: number, end: number): Shape {
  return (length) => {
    const total = start + end;
    // Never let the tapers cross: a short flap gets proportionally smaller tapers.
    const scale = total > length * 0.9 ? (length * 0.9) / total : 1;
    return [
      [0, 0],
      [length, 0],
      [length - end * scale, depth],
      [start * scale, depth],
    ];
  };
}

/** A tuck flap: a rectangle with its two far corners cut off at 45 degrees (a die's rounded tuck, in straight lines). */
export function tuckFlap(depth: number, corner: number): Shape {
  return (length) => {
    const c = Math.min(corner, depth, length / 2 - EPSILON);
    return [
      [0, 0],
      [length, 0],
      [length, depth - c],
      [length - c, depth],
      [c, depth],
      [0, depth - c],
    ];
  };
}

/** The panel's outline with one winding (positive shoelace area in net coordinates) and no repeated corners. */
function tidy(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const q = { x: clean(p.x), y: clean(p.y) };
    const last = out[out.length - 1];
    if (!last || distance(last, q) > EPSILON) out.push(q);
  }
  while (out.length > 1 && distance(out[0]!, out[out.length - 1]!) <= EPSILON) out.pop();
  return signedArea(out) < 0 ? out.reverse() : out;
}

export function rectanglePoints(x: number, y: number, width: number, height: number): Point[] {
  return tidy([
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ]);
}

interface PanelSpec {
  id: string;
  side?: SideId | null;
  /** How the side's upright artwork lies on the net (see SideFrame); panels without a side keep 0. */
  rotation?: SideFrame["rotation"];
  /**
   * The inside side printed on the panel's back, and how its upright artwork turns
   * on the inside sheet (the net mirrored left to right); buildNet places its frame
   * once the whole net's bounds are known.
   */
  inside?: { side: InsideSideId; rotation: SideFrame["rotation"] };
  part?: Part;
}

/** The optional fields of a panel from its spec: the back face's side (placed later by buildNet) and the part. */
function extras(spec: PanelSpec, polygon: Point[]): Pick<Panel, "inside" | "part"> {
  const out: Pick<Panel, "inside" | "part"> = {};
  if (spec.inside) out.inside = { side: spec.inside.side, frame: frameOver(polygon, spec.inside.rotation) };
  if (spec.part) out.part = spec.part;
  return out;
}

export function rootPanel(spec: PanelSpec & { x: number; y: number; width: number; height: number }): Panel {
  const polygon = rectanglePoints(spec.x, spec.y, spec.width, spec.height);
  return {
    id: spec.id,
    side: spec.side ?? null,
    polygon,
    parent: null,
    hinge: null,
    foldAngle: 0,
    frame: frameOver(polygon, spec.rotation ?? 0),
    ...extras(spec, polygon),
  };
}

/**
 * A panel hanging from `parent` along `hinge` (which must lie on one of the
 * parent's edges), on the far side of that edge from the parent, folding by
 * `angle` degrees (90 unless given: a right angle towards the inside).
 */
export function hang(parent: Panel, hinge: Segment, spec: PanelSpec & { shape: Shape; angle?: number }): Panel {
  const length = distance(hinge.a, hinge.b);
  const u = { x: (hinge.b.x - hinge.a.x) / length, y: (hinge.b.y - hinge.a.y) / length };
  // v is u's perpendicular that points away from the parent.
  let v = { x: -u.y, y: u.x };
  const middle = centroid(parent.polygon);
  if ((middle.x - hinge.a.x) * v.x + (middle.y - hinge.a.y) * v.y > 0) v = { x: -v.x, y: -v.y };
  const polygon = tidy(spec.shape(length).map(([pu, pv]) => ({ x: hinge.a.x + pu * u.x + pv * v.x, y: hinge.a.y + pu * u.y + pv * v.y })));
  return {
    id: spec.id,
    side: spec.side ?? null,
    polygon,
    parent: parent.id,
    hinge: { a: { x: clean(hinge.a.x), y: clean(hinge.a.y) }, b: { x: clean(hinge.b.x), y: clean(hinge.b.y) } },
    foldAngle: spec.angle ?? 90,
    frame: frameOver(polygon, spec.rotation ?? 0),
    ...extras(spec, polygon),
  };
}

/** The straight stretch from (x1, y1) to (x2, y2). */
export function line(x1: number, y1: number, x2: number, y2: number): Segment {
  return { a: { x: x1, y: y1 }, b: { x: x2, y: y2 } };
}

/** The same panels moved by (dx, dy): a second part of a net laid beside the first. */
export function shifted(panels: readonly Panel[], dx: number, dy: number): Panel[] {
  const move = (p: Point): Point => ({ x: clean(p.x + dx), y: clean(p.y + dy) });
  return panels.map((panel) => ({
    ...panel,
    polygon: panel.polygon.map(move),
    hinge: panel.hinge ? { a: move(panel.hinge.a), b: move(panel.hinge.b) } : null,
    frame: { ...panel.frame, origin: move(panel.frame.origin) },
  }));
}

/** A rectangle `depth` deep that reaches `before` past the hinge's first end and `after` past its other end. */
export function rectangleBeyond(depth: number, before: number, after: number): Shape {
  return (length) => [
    [-before, 0],
    [length + after, 0],
    [length + after, depth],
    [-before, depth],
  ];
}
