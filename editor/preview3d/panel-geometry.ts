import { BufferAttribute, BufferGeometry, ShapeUtils, Vector2 } from "three";
import { netToSide, type Panel, type Point, type SideFrame } from "@/lib/dielines";

/**
 * A panel as a slab of board: the outside face on the net's plane (z = 0, facing -z, the
 * printed side), the inside face `thickness` above it (facing +z, towards the inside of
 * the box, where panels fold to) and a rim along every edge, a hole's edges too (a
 * carrier's hand-hold, from lib/dielines' panelHoles).
 */

/** Material slots of a panel mesh, in the order of its geometry groups. */
export const OUTSIDE = 0;
export const INSIDE = 1;
export const RIM = 2;

export interface GeometryGroup {
  start: number;
  count: number;
  materialIndex: number;
}

export interface PanelGeometryData {
  /** xyz per vertex, in the panel's flat net coordinates (mm). */
  positions: Float32Array;
  normals: Float32Array;
  /** Texture coordinates of the side's artwork (three's convention: v = 1 at the artwork's top). */
  uvs: Float32Array;
  indices: Uint32Array;
  /** Index ranges for the outside, inside and rim materials. */
  groups: [outside: GeometryGroup, inside: GeometryGroup, rim: GeometryGroup];
}

type Vec3 = [number, number, number];

/**
 * Where a flat net point falls on its side's artwork, as texture coordinates. The artwork
 * is the side drawn upright in its frame (u right, v down from the top-left), so its top
 * edge is v = 1 for a texture that three flips on upload.
 */
export function artworkUv(frame: SideFrame, point: Point): [u: number, v: number] {
  const onSide = netToSide(frame, point);
  return [onSide.x / frame.width, 1 - onSide.y / frame.height];
}

/** The panel's outline without a repeated closing point or zero-length edges. */
function outline(polygon: readonly Point[]): Point[] {
  const points: Point[] = [];
  for (const p of polygon) {
    const last = points[points.length - 1];
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) > 1e-9) points.push(p);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && Math.hypot(first.x - last.x, first.y - last.y) <= 1e-9) points.pop();
  return points;
}

/** Shoelace area in net coordinates; its sign says which way the outline runs. */
function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Builds the slab of one panel, less its holes. Throws when the outline has no area. */
export function panelGeometryData(
  panel: Pick<Panel, "id" | "polygon" | "frame">,
  thickness: number,
  holes: readonly (readonly Point[])[] = [],
): PanelGeometryData {
  const contour = outline(panel.polygon);
  const cutOut = holes.map(outline).filter((hole) => hole.length >= 3 && Math.abs(signedArea(hole)) > 1e-9);
  // The outline's points, then each hole's, as triangulateShape numbers them.
  const points = [...contour, ...cutOut.flat()];
  const area = signedArea(contour);
  if (contour.length < 3 || Math.abs(area) < 1e-9) throw new RangeError(`Panel ${panel.id} has no area`);
  if (!(thickness >= 0) || !Number.isFinite(thickness)) throw new RangeError(`Board thickness must be a finite number >= 0, got ${thickness}`);

  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];

  const vertex = (p: Point, z: number, normal: Vec3, uv: [number, number]) => {
    positions.push(p.x, p.y, z);
    normals.push(...normal);
    uvs.push(...uv);
    return positions.length / 3 - 1;
  };
  const position = (i: number): Vec3 => [positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!];
  // Winds each triangle counter-clockwise as seen from the side its normal points to,
  // which is the side three draws (front faces), whatever way the outline runs.
  const triangle = (a: number, b: number, c: number, normal: Vec3) => {
    const [pa, pb, pc] = [position(a), position(b), position(c)];
    const e1 = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
    const e2 = [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]];
    const facing =
      normal[0] * (e1[1]! * e2[2]! - e1[2]! * e2[1]!) + normal[1] * (e1[2]! * e2[0]! - e1[0]! * e2[2]!) + normal[2] * (e1[0]! * e2[1]! - e1[1]! * e2[0]!);
    indices.push(...(facing >= 0 ? [a, b, c] : [a, c, b]));
  };

  const triangles = ShapeUtils.triangulateShape(
    contour.map((p) => new Vector2(p.x, p.y)),
    cutOut.map((hole) => hole.map((p) => new Vector2(p.x, p.y))),
  );
  const uvOf = points.map((p) => artworkUv(panel.frame, p));

  const face = (z: number, normal: Vec3) => {
    const start = indices.length;
    const base = points.map((p, i) => vertex(p, z, normal, uvOf[i]!));
    for (const [a, b, c] of triangles) triangle(base[a!]!, base[b!]!, base[c!]!, normal);
    return start;
  };
  const outsideStart = face(0, [0, 0, -1]);
  const insideStart = face(thickness, [0, 0, 1]);

  const rimStart = indices.length;
  if (thickness > 0) {
    // Each rim faces away from the board, in its plane: out of the outline, into a hole; which hand
    // that is depends on the way each ring runs.
    const rings = [{ ring: contour, outward: area > 0 ? -1 : 1 }, ...cutOut.map((hole) => ({ ring: hole, outward: signedArea(hole) > 0 ? 1 : -1 }))];
    for (const { ring, outward } of rings) rim(ring, outward);
  }

  function rim(ring: readonly Point[], outward: number) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      const normal: Vec3 = [(outward * (a.y - b.y)) / length, (outward * (b.x - a.x)) / length, 0];
      // The rim shows bare board: its texture coordinates are never read.
      const [a0, b0, b1, a1] = [
        vertex(a, 0, normal, [0, 0]),
        vertex(b, 0, normal, [0, 0]),
        vertex(b, thickness, normal, [0, 0]),
        vertex(a, thickness, normal, [0, 0]),
      ];
      triangle(a0, b0, b1, normal);
      triangle(a0, b1, a1, normal);
    }
  }

  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
    groups: [
      { start: outsideStart, count: insideStart - outsideStart, materialIndex: OUTSIDE },
      { start: insideStart, count: rimStart - insideStart, materialIndex: INSIDE },
      { start: rimStart, count: indices.length - rimStart, materialIndex: RIM },
    ],
  };
}

/** The slab as a three.js geometry with one group per material slot. */
export function panelGeometry(panel: Pick<Panel, "id" | "polygon" | "frame">, thickness: number, holes: readonly (readonly Point[])[] = []): BufferGeometry {
  const data = panelGeometryData(panel, thickness, holes);
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(data.positions, 3));
  geometry.setAttribute("normal", new BufferAttribute(data.normals, 3));
  geometry.setAttribute("uv", new BufferAttribute(data.uvs, 2));
  geometry.setIndex(new BufferAttribute(data.indices, 1));
  for (const group of data.groups) geometry.addGroup(group.start, group.count, group.materialIndex);
  geometry.computeBoundingSphere();
  return geometry;
}
