import { BufferAttribute, BufferGeometry } from "three";
import type { FlatSize } from "@/lib/dielines";

/**
 * A strip of paper or tape in 3D: a path in the scene's x-y plane (y up, mm),
 * drawn out across z over the strip's width. The printed side is on the left of
 * the path's direction (up, where the path runs along +x on the ground); texture
 * coordinates count tiles, so a texture set to repeat shows the pattern as it is
 * printed: u along the path from its start, v across from the far edge (z = -width/2),
 * the tile's top.
 */

export type PathPoint = [x: number, y: number];

export interface StripGeometryData {
  positions: Float32Array;
  normals: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
}

/** Lengths along a path from its start. */
export function arcLengths(path: readonly PathPoint[]): number[] {
  const out = [0];
  for (let i = 1; i < path.length; i++) out.push(out[i - 1]! + Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]));
  return out;
}

/** The strip's vertices: two per path point (far edge, near edge), faces wound to face the printed side. */
export function stripGeometryData(path: readonly PathPoint[], width: number, tile: FlatSize): StripGeometryData {
  if (path.length < 2) throw new RangeError("a strip needs a path of two points at least");
  const lengths = arcLengths(path);
  const n = path.length;
  const positions = new Float32Array(n * 2 * 3);
  const normals = new Float32Array(n * 2 * 3);
  const uvs = new Float32Array(n * 2 * 2);
  for (let i = 0; i < n; i++) {
    const [x, y] = path[i]!;
    const before = path[Math.max(0, i - 1)]!;
    const after = path[Math.min(n - 1, i + 1)]!;
    const dx = after[0] - before[0];
    const dy = after[1] - before[1];
    const length = Math.hypot(dx, dy) || 1;
    // Left of the direction of travel: the printed side.
    const normal = [-dy / length, dx / length, 0];
    const u = lengths[i]! / tile.width;
    for (const [edge, z] of [
      [0, -width / 2],
      [1, width / 2],
    ] as const) {
      const k = i * 2 + edge;
      positions.set([x, y, z], k * 3);
      normals.set(normal, k * 3);
      uvs.set([u, 1 - (z + width / 2) / tile.height], k * 2);
    }
  }
  const indices = new Uint32Array((n - 1) * 6);
  for (let i = 0; i < n - 1; i++) {
    const far = i * 2;
    const near = far + 1;
    const nextFar = far + 2;
    const nextNear = far + 3;
    // Counter-clockwise seen from the printed side: (far, near, next far), (next far, near, next near).
    indices.set([far, near, nextFar, nextFar, near, nextNear], i * 6);
  }
  return { positions, normals, uvs, indices };
}

export function stripGeometry(path: readonly PathPoint[], width: number, tile: FlatSize): BufferGeometry {
  const data = stripGeometryData(path, width, tile);
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(data.positions, 3));
  geometry.setAttribute("normal", new BufferAttribute(data.normals, 3));
  geometry.setAttribute("uv", new BufferAttribute(data.uvs, 2));
  geometry.setIndex(new BufferAttribute(data.indices, 1));
  return geometry;
}

/** Path points per full turn of a roll: smooth at any zoom the preview allows. */
const STEPS_PER_TURN = 96;

/**
 * A tape roll standing on the ground (its axis along z) with a length pulled off
 * the top and laid on the ground in front of it: one turn of the roll (printed side
 * out), an S-bend down to the ground, then `tail` mm flat along +x.
 */
export function tapePath({ radius, tail, layer }: { radius: number; tail: number; layer: number }): PathPoint[] {
  const points: PathPoint[] = [];
  const centre: PathPoint = [0, radius];
  // Clockwise (seen from +z) from a turn before the top to the top: the left side is outward.
  for (let step = 0; step <= STEPS_PER_TURN; step++) {
    const angle = -2 * Math.PI + (2 * Math.PI * step) / STEPS_PER_TURN;
    // One layer smaller a turn in, so the turn passes under its own end.
    const r = radius + (layer * angle) / (2 * Math.PI);
    points.push([centre[0] + r * Math.sin(angle), centre[1] + r * Math.cos(angle)]);
  }
  // An S-bend from the top of the roll (heading +x) to the ground (heading +x again).
  const reach = 3 * radius;
  const top = 2 * radius;
  const bend = 48;
  for (let step = 1; step <= bend; step++) {
    const t = step / bend;
    // A cubic Bezier from (0, top) to (reach, 0), both ends level: controls at (reach / 2, top) and (reach / 2, 0).
    const x = 3 * (1 - t) ** 2 * t * (reach / 2) + 3 * (1 - t) * t * t * (reach / 2) + t ** 3 * reach;
    const y = top * ((1 - t) ** 3 + 3 * (1 - t) ** 2 * t);
    points.push([x, y]);
  }
  points.push([reach + tail, 0]);
  return points;
}

/**
 * A sheet laid flat along +x from x = 0 whose far end curls up and back over
 * itself (printed side inside the curl, its back outside), `length` mm in all.
 */
export function sheetPath({ length, curlRadius }: { length: number; curlRadius: number }): PathPoint[] {
  const turns = 1.25;
  const curlLength = 2 * Math.PI * curlRadius * turns * 0.9;
  const flat = Math.max(0, length - curlLength);
  const points: PathPoint[] = [
    [0, 0],
    [flat, 0],
  ];
  const steps = Math.ceil(STEPS_PER_TURN * turns);
  let travelled = flat;
  let previous: PathPoint = [flat, 0];
  for (let step = 1; step <= steps && travelled < length; step++) {
    const angle = (2 * Math.PI * turns * step) / steps;
    // Tighter as it curls in, so the inner turn clears the outer.
    const r = curlRadius * (1 - (0.2 * angle) / (2 * Math.PI * turns));
    const point: PathPoint = [flat + r * Math.sin(angle), curlRadius - r * Math.cos(angle)];
    travelled += Math.hypot(point[0] - previous[0], point[1] - previous[1]);
    points.push(point);
    previous = point;
  }
  return points;
}
