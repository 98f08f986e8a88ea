import { describe, expect, it } from "vitest";
import { arcLengths, sheetPath, stripGeometryData, tapePath, type PathPoint } from "./strip-geometry";

const tile = { width: 300, height: 48 };

/** The face normal of each triangle, from its winding (three's front face is counter-clockwise). */
function faceNormals(data: ReturnType<typeof stripGeometryData>) {
  const p = (i: number) => [data.positions[i * 3]!, data.positions[i * 3 + 1]!, data.positions[i * 3 + 2]!];
  const out: { normal: number[]; vertexNormal: number[] }[] = [];
  for (let f = 0; f < data.indices.length; f += 3) {
    const [a, b, c] = [p(data.indices[f]!), p(data.indices[f + 1]!), p(data.indices[f + 2]!)];
    const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
    const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
    const normal = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const i = data.indices[f]!;
    out.push({ normal, vertexNormal: [data.normals[i * 3]!, data.normals[i * 3 + 1]!, data.normals[i * 3 + 2]!] });
  }
  return out;
}

describe("a strip of tape or paper", () => {
  it("counts tiles along the path and across its width, the tile's top at the far edge", () => {
    const path: PathPoint[] = [
      [0, 0],
      [150, 0],
      [600, 0],
    ];
    const data = stripGeometryData(path, 48, tile);
    // Vertex pairs: far edge (z = -24), near edge (z = 24).
    expect([...data.uvs]).toEqual([0, 1, 0, 0, 0.5, 1, 0.5, 0, 2, 1, 2, 0]);
    expect(data.positions[2]).toBe(-24);
    expect(data.positions[5]).toBe(24);
  });

  it("faces its printed side up where it lies on the ground, its triangles wound that way", () => {
    const data = stripGeometryData(
      [
        [0, 0],
        [100, 0],
      ],
      48,
      tile,
    );
    for (const { normal, vertexNormal } of faceNormals(data)) {
      expect(normal[1]).toBeGreaterThan(0);
      expect(vertexNormal).toEqual([-0, 1, 0]);
    }
  });

  it("winds every triangle of a rolled tape to face the same way as its normals", () => {
    const data = stripGeometryData(tapePath({ radius: 55, tail: 360, layer: 0.5 }), 48, tile);
    for (const { normal, vertexNormal } of faceNormals(data)) {
      const dot = normal[0]! * vertexNormal[0]! + normal[1]! * vertexNormal[1]! + normal[2]! * vertexNormal[2]!;
      expect(dot).toBeGreaterThan(0);
    }
  });
});

describe("the tape's path", () => {
  const radius = 55;
  const path = tapePath({ radius, tail: 360, layer: 0.5 });

  it("goes once round the roll, printed side out, then lies flat on the ground for the tail", () => {
    const top = path.findIndex(([x, y]) => Math.abs(x) < 1e-9 && Math.abs(y - 2 * radius) < 1e-9);
    expect(top).toBeGreaterThan(0);
    // Round the roll: every point about the radius from its centre.
    for (const [x, y] of path.slice(0, top + 1)) expect(Math.abs(Math.hypot(x, y - radius) - radius)).toBeLessThanOrEqual(0.5 + 1e-9);
    expect(path.at(-1)).toEqual([3 * radius + 360, 0]);
    expect(path.at(-2)![1]).toBeCloseTo(0, 9);
  });

  it("never cuts into the roll on its way down", () => {
    const top = path.findIndex(([x, y]) => Math.abs(x) < 1e-9 && Math.abs(y - 2 * radius) < 1e-9);
    for (const [x, y] of path.slice(top + 1)) expect(Math.hypot(x, y - radius)).toBeGreaterThanOrEqual(radius - 1e-6);
  });
});

describe("the sheet's path", () => {
  it("is as long as the sheet, flat first, then curled up off the ground", () => {
    const path = sheetPath({ length: 500, curlRadius: 25 });
    const lengths = arcLengths(path);
    expect(lengths.at(-1)!).toBeGreaterThan(495);
    expect(lengths.at(-1)!).toBeLessThan(505);
    expect(path[0]).toEqual([0, 0]);
    expect(Math.max(...path.map(([, y]) => y))).toBeGreaterThan(40);
    for (const [, y] of path) expect(y).toBeGreaterThanOrEqual(-1e-9);
  });
});
