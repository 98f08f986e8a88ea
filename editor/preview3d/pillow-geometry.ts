import { BufferAttribute, BufferGeometry } from "three";
import { sideToNet, type Panel, type Point } from "@/lib/dielines";
import { artworkUv, INSIDE, OUTSIDE, RIM, type PanelGeometryData } from "./panel-geometry";

/**
 * A panel that bulges as a filled mailer's face does (lib/dielines Surface.pillow):
 * a grid over the panel's artwork frame whose outside face stands `depth` mm out of
 * the net's plane at its middle (towards -z, the printed side, away from the inside
 * the panels fold to) and not at all along its edges, so it still meets its hinges;
 * the inside face follows it `thickness` above. A film or paper is too thin for a
 * rim to show, so it has none. The panel is the rectangle its frame covers (a
 * mailer's front), which is how every pillow panel is drawn.
 */

/** Grid cells along each edge: smooth enough for a light's sheen to run across the bulge. */
export const PILLOW_CELLS = 24;

/** The bulge's share of its depth at a point of the frame (0..1 across, 0..1 down): 1 at the middle, 0 on every edge. */
export function pillowShare(u: number, v: number): number {
  return Math.sin(Math.PI * u) * Math.sin(Math.PI * v);
}

type Vec3 = [number, number, number];

const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Vec3): Vec3 => {
  const length = Math.hypot(...a) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

export function pillowGeometryData(
  panel: Pick<Panel, "id" | "frame">,
  thickness: number,
  depth: number,
  insideUv: ((point: Point) => [number, number]) | null = null,
): PanelGeometryData {
  const frame = panel.frame;
  if (!frame) throw new RangeError(`Panel ${panel.id} has no frame to bulge over`);
  if (!(depth >= 0) || !Number.isFinite(depth)) throw new RangeError(`Pillow depth must be a finite number >= 0, got ${depth}`);
  const n = PILLOW_CELLS;
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];

  // The grid's points in net coordinates, with the outside face's height there (negative: out of the printed side).
  const grid: { point: Point; z: number }[] = [];
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) {
      const u = i / n;
      const v = j / n;
      grid.push({ point: sideToNet(frame, { x: u * frame.width, y: v * frame.height }), z: -depth * pillowShare(u, v) });
    }
  }
  const at = (i: number, j: number) => grid[Math.min(n, Math.max(0, j)) * (n + 1) + Math.min(n, Math.max(0, i))]!;
  const vector = (a: { point: Point; z: number }, b: { point: Point; z: number }): Vec3 => [b.point.x - a.point.x, b.point.y - a.point.y, b.z - a.z];
  // The outside face's normal at each grid point, from its neighbours, turned to face out of the printed side (-z).
  const outsideNormal = (i: number, j: number): Vec3 => {
    const normal = unit(cross(vector(at(i - 1, j), at(i + 1, j)), vector(at(i, j - 1), at(i, j + 1))));
    return normal[2] > 0 ? [-normal[0], -normal[1], -normal[2]] : normal;
  };

  const face = (offset: number, outward: 1 | -1, uvOf: (point: Point) => [number, number]) => {
    const start = indices.length;
    const base = positions.length / 3;
    for (let j = 0; j <= n; j++) {
      for (let i = 0; i <= n; i++) {
        const { point, z } = at(i, j);
        const normal = outsideNormal(i, j);
        positions.push(point.x, point.y, z + offset);
        normals.push(normal[0] * outward, normal[1] * outward, normal[2] * outward);
        uvs.push(...uvOf(point));
      }
    }
    const index = (i: number, j: number) => base + j * (n + 1) + i;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        for (const [a, b, c] of [
          [index(i, j), index(i + 1, j), index(i + 1, j + 1)],
          [index(i, j), index(i + 1, j + 1), index(i, j + 1)],
        ] as const) {
          // Wound counter-clockwise as seen from the side its normal points to, which three draws.
          const p = (k: number): Vec3 => [positions[k * 3]!, positions[k * 3 + 1]!, positions[k * 3 + 2]!];
          const [pa, pb, pc] = [p(a), p(b), p(c)];
          const facing = cross([pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]], [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]]);
          const normal = [normals[a * 3]!, normals[a * 3 + 1]!, normals[a * 3 + 2]!];
          const same = facing[0] * normal[0]! + facing[1] * normal[1]! + facing[2] * normal[2]! >= 0;
          indices.push(...(same ? [a, b, c] : [a, c, b]));
        }
      }
    }
    return start;
  };
  const outsideUv = (point: Point) => artworkUv(frame, point);
  const outsideStart = face(0, 1, outsideUv);
  const insideStart = face(thickness, -1, insideUv ?? outsideUv);
  const rimStart = indices.length;
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
    groups: [
      { start: outsideStart, count: insideStart - outsideStart, materialIndex: OUTSIDE },
      { start: insideStart, count: rimStart - insideStart, materialIndex: INSIDE },
      { start: rimStart, count: 0, materialIndex: RIM },
    ],
  };
}

/** The bulging panel as a three.js geometry, with the flat slab's material slots. */
export function pillowGeometry(
  panel: Pick<Panel, "id" | "frame">,
  thickness: number,
  depth: number,
  insideUv: ((point: Point) => [number, number]) | null = null,
): BufferGeometry {
  const data = pillowGeometryData(panel, thickness, depth, insideUv);
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(data.positions, 3));
  geometry.setAttribute("normal", new BufferAttribute(data.normals, 3));
  geometry.setAttribute("uv", new BufferAttribute(data.uvs, 2));
  geometry.setIndex(new BufferAttribute(data.indices, 1));
  for (const group of data.groups) geometry.addGroup(group.start, group.count, group.materialIndex);
  geometry.computeBoundingSphere();
  return geometry;
}
