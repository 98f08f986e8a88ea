import { describe, expect, it } from "vitest";
import { buildNet, panelHoles, type Point, type SideFrame, sideToNet } from "@/lib/dielines";
import { artworkUv, INSIDE, OUTSIDE, panelGeometry, panelGeometryData, RIM } from "./panel-geometry";

type Vec3 = [number, number, number];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

const WIDTH = 120;
const HEIGHT = 80;
const ROTATIONS = [0, 90, 180, 270] as const;

// Where the artwork's right (u) and down (v) directions run in the net, for a frame
// turned clockwise as the net is drawn (y down): worked out here, not read from the module.
const AXES: Record<(typeof ROTATIONS)[number], { u: Point; v: Point }> = {
  0: { u: { x: 1, y: 0 }, v: { x: 0, y: 1 } },
  90: { u: { x: 0, y: 1 }, v: { x: -1, y: 0 } },
  180: { u: { x: -1, y: 0 }, v: { x: 0, y: -1 } },
  270: { u: { x: 0, y: -1 }, v: { x: 1, y: 0 } },
};

function frameOf(rotation: (typeof ROTATIONS)[number]): SideFrame {
  return { origin: { x: 200, y: 150 }, rotation, width: WIDTH, height: HEIGHT };
}

/** The net point of an artwork point, by the axes above. */
function onNet(frame: SideFrame, u: number, v: number): Point {
  const { u: du, v: dv } = AXES[frame.rotation];
  return { x: frame.origin.x + u * du.x + v * dv.x, y: frame.origin.y + u * du.y + v * dv.y };
}

function sidePanel(frame: SideFrame, clockwise = true) {
  const corners = [onNet(frame, 0, 0), onNet(frame, WIDTH, 0), onNet(frame, WIDTH, HEIGHT), onNet(frame, 0, HEIGHT)];
  return { id: "front", frame, polygon: clockwise ? corners : [...corners].reverse() };
}

function vertex(data: ReturnType<typeof panelGeometryData>, i: number) {
  return {
    position: [data.positions[i * 3]!, data.positions[i * 3 + 1]!, data.positions[i * 3 + 2]!] as Vec3,
    normal: [data.normals[i * 3]!, data.normals[i * 3 + 1]!, data.normals[i * 3 + 2]!] as Vec3,
    uv: [data.uvs[i * 2]!, data.uvs[i * 2 + 1]!] as [number, number],
  };
}

function trianglesOf(data: ReturnType<typeof panelGeometryData>, slot: number) {
  const group = data.groups[slot]!;
  const triangles: [number, number, number][] = [];
  for (let i = group.start; i < group.start + group.count; i += 3) triangles.push([data.indices[i]!, data.indices[i + 1]!, data.indices[i + 2]!]);
  return triangles;
}

/** The way the artwork's right (u) and top (texture v) run across a triangle. */
function uvGradient(data: ReturnType<typeof panelGeometryData>, [a, b, c]: [number, number, number]) {
  const [p0, p1, p2] = [vertex(data, a), vertex(data, b), vertex(data, c)];
  const e1 = sub(p1.position, p0.position);
  const e2 = sub(p2.position, p0.position);
  const [du1, dv1] = [p1.uv[0] - p0.uv[0], p1.uv[1] - p0.uv[1]];
  const [du2, dv2] = [p2.uv[0] - p0.uv[0], p2.uv[1] - p0.uv[1]];
  const det = du1 * dv2 - du2 * dv1;
  const alongU = [0, 1, 2].map((k) => (e1[k]! * dv2 - e2[k]! * dv1) / det) as Vec3;
  const alongV = [0, 1, 2].map((k) => (e2[k]! * du1 - e1[k]! * du2) / det) as Vec3;
  return { alongU, alongV };
}

describe("artwork on a side panel", () => {
  it.each(ROTATIONS)("the module's frames turn the artwork %i degrees clockwise as the net is drawn", (rotation) => {
    const frame = frameOf(rotation);
    for (const [u, v] of [
      [0, 0],
      [WIDTH, 0],
      [WIDTH, HEIGHT],
      [0, HEIGHT],
      [30, 20],
    ] as const) {
      const expected = onNet(frame, u, v);
      const actual = sideToNet(frame, { x: u, y: v });
      expect(actual.x).toBeCloseTo(expected.x, 9);
      expect(actual.y).toBeCloseTo(expected.y, 9);
    }
  });

  it.each(ROTATIONS)("maps the panel's corners to the artwork's corners, upright, at rotation %i", (rotation) => {
    const frame = frameOf(rotation);
    // Texture coordinates: v = 1 is the artwork's top edge.
    expect(artworkUv(frame, onNet(frame, 0, 0))).toEqual([expect.closeTo(0, 9), expect.closeTo(1, 9)]);
    expect(artworkUv(frame, onNet(frame, WIDTH, 0))).toEqual([expect.closeTo(1, 9), expect.closeTo(1, 9)]);
    expect(artworkUv(frame, onNet(frame, WIDTH, HEIGHT))).toEqual([expect.closeTo(1, 9), expect.closeTo(0, 9)]);
    expect(artworkUv(frame, onNet(frame, 0, HEIGHT))).toEqual([expect.closeTo(0, 9), expect.closeTo(0, 9)]);
    expect(artworkUv(frame, onNet(frame, WIDTH / 2, HEIGHT / 4))).toEqual([expect.closeTo(0.5, 9), expect.closeTo(0.75, 9)]);

    const data = panelGeometryData(sidePanel(frame), 1.5);
    for (const [u, v] of [
      [0, 0],
      [WIDTH, 0],
      [WIDTH, HEIGHT],
      [0, HEIGHT],
    ] as const) {
      const corner = onNet(frame, u, v);
      for (let i = 0; i < 4; i++) {
        const { position, uv } = vertex(data, i);
        if (Math.hypot(position[0] - corner.x, position[1] - corner.y) > 1e-6) continue;
        expect(uv[0]).toBeCloseTo(u / WIDTH, 6);
        expect(uv[1]).toBeCloseTo(1 - v / HEIGHT, 6);
      }
    }
  });

  it.each(ROTATIONS)("shows the artwork unmirrored and facing out, at rotation %i, whichever way the outline runs", (rotation) => {
    for (const clockwise of [true, false]) {
      const frame = frameOf(rotation);
      const data = panelGeometryData(sidePanel(frame, clockwise), 1.5);
      const outside: Vec3 = [0, 0, -1];
      const { u: right, v: down } = AXES[rotation];
      for (const triangle of trianglesOf(data, OUTSIDE)) {
        const [a, b, c] = triangle.map((i) => vertex(data, i).position) as [Vec3, Vec3, Vec3];
        // Counter-clockwise seen from outside: three draws the face from there.
        expect(dot(cross(sub(b, a), sub(c, a)), outside)).toBeGreaterThan(0);
        const { alongU, alongV } = uvGradient(data, triangle);
        // One texture width is the artwork's width, along its right; one height runs up (against v).
        expect(alongU[0]).toBeCloseTo(right.x * WIDTH, 6);
        expect(alongU[1]).toBeCloseTo(right.y * WIDTH, 6);
        expect(alongV[0]).toBeCloseTo(-down.x * HEIGHT, 6);
        expect(alongV[1]).toBeCloseTo(-down.y * HEIGHT, 6);
        // Seen from outside, right then up turn counter-clockwise: not a mirror image.
        expect(dot(cross(alongU, alongV), outside)).toBeGreaterThan(0);
      }
    }
  });
});

describe("panel slab", () => {
  // A tuck flap with shoulders: concave, so a fan of triangles would spill outside it.
  const tuck = {
    id: "top-tuck",
    frame: { origin: { x: 0, y: 0 }, rotation: 0, width: 100, height: 30 } as SideFrame,
    polygon: [
      { x: 0, y: 30 },
      { x: 0, y: 10 },
      { x: 10, y: 10 },
      { x: 10, y: 0 },
      { x: 90, y: 0 },
      { x: 90, y: 10 },
      { x: 100, y: 10 },
      { x: 100, y: 30 },
      { x: 0, y: 30 },
    ],
  };
  const area = 100 * 30 - 2 * 10 * 10;
  const thickness = 3;
  const data = panelGeometryData(tuck, thickness);

  const areaOf = (slot: number) =>
    trianglesOf(data, slot).reduce((sum, triangle) => {
      const [a, b, c] = triangle.map((i) => vertex(data, i).position) as [Vec3, Vec3, Vec3];
      return sum + Math.hypot(...cross(sub(b, a), sub(c, a))) / 2;
    }, 0);

  it("covers exactly the outline on both faces, ignoring a repeated closing point", () => {
    expect(areaOf(OUTSIDE)).toBeCloseTo(area, 6);
    expect(areaOf(INSIDE)).toBeCloseTo(area, 6);
    expect(trianglesOf(data, OUTSIDE)).toHaveLength(8 - 2);
  });

  it("puts the printed face on the net's plane facing -z and the inside face a board's thickness towards +z", () => {
    for (const [slot, z, normal] of [
      [OUTSIDE, 0, [0, 0, -1]],
      [INSIDE, thickness, [0, 0, 1]],
    ] as const) {
      for (const triangle of trianglesOf(data, slot)) {
        const [a, b, c] = triangle.map((i) => vertex(data, i));
        for (const v of [a!, b!, c!]) {
          expect(v.position[2]).toBe(z);
          expect(v.normal).toEqual(normal);
        }
        expect(dot(cross(sub(b!.position, a!.position), sub(c!.position, a!.position)), [...normal])).toBeGreaterThan(0);
      }
    }
  });

  it("closes every edge with a rim facing away from the panel", () => {
    const rim = trianglesOf(data, RIM);
    expect(rim).toHaveLength(8 * 2);
    let rimArea = 0;
    for (const triangle of rim) {
      const [a, b, c] = triangle.map((i) => vertex(data, i));
      const facing = cross(sub(b!.position, a!.position), sub(c!.position, a!.position));
      rimArea += Math.hypot(...facing) / 2;
      expect(dot(facing, a!.normal)).toBeGreaterThan(0);
      // Just outside the rim, along its normal, is outside the tuck.
      const mid = [0, 1].map((k) => (a!.position[k]! + b!.position[k]! + c!.position[k]!) / 3);
      const probe = { x: mid[0]! + a!.normal[0] * 0.01, y: mid[1]! + a!.normal[1] * 0.01 };
      const inShoulder = (probe.y < 10 && (probe.x < 10 || probe.x > 90)) || probe.y < 0;
      const outside = probe.x < 0 || probe.x > 100 || probe.y > 30 || inShoulder;
      expect(outside).toBe(true);
    }
    const perimeter = 2 * (100 + 30);
    expect(rimArea).toBeCloseTo(perimeter * thickness, 6);
  });

  it("splits the index into the outside, inside and rim groups, in that order and with nothing left over", () => {
    const [outside, inside, rim] = data.groups;
    expect([outside.materialIndex, inside.materialIndex, rim.materialIndex]).toEqual([OUTSIDE, INSIDE, RIM]);
    expect(outside.start).toBe(0);
    expect(inside.start).toBe(outside.count);
    expect(rim.start).toBe(outside.count + inside.count);
    expect(rim.start + rim.count).toBe(data.indices.length);
  });

  it("makes a three.js geometry with those groups", () => {
    const geometry = panelGeometry(tuck, thickness);
    expect(geometry.groups.map((g) => g.materialIndex)).toEqual([OUTSIDE, INSIDE, RIM]);
    expect(geometry.getAttribute("position").count).toBe(data.positions.length / 3);
    expect(geometry.getAttribute("uv").itemSize).toBe(2);
    expect(geometry.index?.count).toBe(data.indices.length);
    expect(geometry.boundingSphere?.radius).toBeGreaterThan(50);
    geometry.dispose();
  });

  it("has no rim without thickness, and refuses outlines without area", () => {
    expect(panelGeometryData(tuck, 0).groups[RIM].count).toBe(0);
    const line = {
      ...tuck,
      polygon: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
      ],
    };
    expect(() => panelGeometryData(line, 1)).toThrow(RangeError);
    expect(() => panelGeometryData(tuck, -1)).toThrow(RangeError);
  });
});

describe("a panel with a hole (a carrier's hand-hold)", () => {
  const handle = {
    id: "handle-front",
    frame: { origin: { x: 0, y: 0 }, rotation: 0, width: 100, height: 40 } as SideFrame,
    polygon: [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 40 },
      { x: 0, y: 40 },
    ],
  };
  // Wound either way: the slab must come out the same.
  const hole = [
    { x: 30, y: 10 },
    { x: 70, y: 10 },
    { x: 70, y: 25 },
    { x: 30, y: 25 },
  ];
  const thickness = 2;

  it.each([
    ["one way", hole],
    ["the other way", [...hole].reverse()],
  ])("leaves the hole out of both faces and lines it with a rim facing into it (%s)", (_way, ring) => {
    const data = panelGeometryData(handle, thickness, [ring]);
    for (const slot of [OUTSIDE, INSIDE]) {
      const area = trianglesOf(data, slot).reduce((sum, triangle) => {
        const [a, b, c] = triangle.map((i) => vertex(data, i).position) as [Vec3, Vec3, Vec3];
        return sum + Math.hypot(...cross(sub(b, a), sub(c, a))) / 2;
      }, 0);
      expect(area).toBeCloseTo(100 * 40 - 40 * 15, 6);
      // No triangle covers the hole's middle.
      for (const triangle of trianglesOf(data, slot)) {
        const centre = triangle.map((i) => vertex(data, i).position).reduce((s, p) => [s[0] + p[0] / 3, s[1] + p[1] / 3, 0] as Vec3, [0, 0, 0] as Vec3);
        expect(centre[0] > 30 && centre[0] < 70 && centre[1] > 10 && centre[1] < 25).toBe(false);
      }
    }
    const rim = trianglesOf(data, RIM);
    expect(rim).toHaveLength((4 + 4) * 2);
    for (const triangle of rim) {
      const [a, b, c] = triangle.map((i) => vertex(data, i));
      const mid = [0, 1].map((k) => (a!.position[k]! + b!.position[k]! + c!.position[k]!) / 3);
      const probe = { x: mid[0]! + a!.normal[0] * 0.01, y: mid[1]! + a!.normal[1] * 0.01 };
      const inHole = probe.x > 30 && probe.x < 70 && probe.y > 10 && probe.y < 25;
      const outside = probe.x < 0 || probe.x > 100 || probe.y < 0 || probe.y > 40;
      expect(inHole || outside, "rim faces away from the board").toBe(true);
    }
  });

  it("takes the carrier's hand-holds from its net", () => {
    const net = buildNet("carrier-box", { length: 300, width: 200, height: 250 });
    for (const id of ["handle-front", "handle-back"]) {
      const panel = net.panels.find((candidate) => candidate.id === id)!;
      const holes = panelHoles(net, panel);
      expect(holes).toHaveLength(1);
      const data = panelGeometryData(panel, net.board, holes);
      expect(trianglesOf(data, RIM)).toHaveLength((4 + 8) * 2);
    }
    const front = net.panels.find((candidate) => candidate.id === "front")!;
    expect(panelHoles(net, front)).toEqual([]);
  });
});
