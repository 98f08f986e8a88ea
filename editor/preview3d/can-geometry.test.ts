import { describe, expect, it } from "vitest";
import { Vector3, type BufferGeometry } from "three";
import { buildNet } from "@/lib/dielines";
import { startingViewDirection } from "./camera-fit";
import { CAN_FACING_RADIANS, canGeometries, lidHeight } from "./can-geometry";

function vertices(geometry: BufferGeometry) {
  const position = geometry.getAttribute("position");
  const uv = geometry.getAttribute("uv");
  const normal = geometry.getAttribute("normal");
  return Array.from({ length: position.count }, (_, i) => ({
    x: position.getX(i),
    y: position.getY(i),
    z: position.getZ(i),
    u: uv.getX(i),
    v: uv.getY(i),
    ny: normal.getY(i),
  }));
}

const can = buildNet("paper-can", { length: 73, width: 73, height: 100 }).cylinder!;

describe("the paper can in 3D", () => {
  it("puts the wrap's middle at the front, its ends at the back seam, reading left to right", () => {
    const tube = vertices(canGeometries(can).tube);
    const at = (u: number) => tube.find((vertex) => Math.abs(vertex.u - u) < 1e-6 && vertex.v === 1)!;
    expect(at(0.5).z).toBeCloseTo(36.5, 6);
    expect(at(0).z).toBeCloseTo(-36.5, 6);
    expect(at(1).z).toBeCloseTo(-36.5, 6);
    // Seen from the front (+z), more of the wrap lies to the right (+x).
    expect(at(0.75).x).toBeCloseTo(36.5, 6);
    // v = 1 is the artwork's top.
    expect(Math.max(...tube.filter((vertex) => vertex.v === 1).map((vertex) => vertex.y))).toBeCloseTo(50, 6);
  });

  it("turns the wrap's middle to the camera's first view, so a centred logo is seen face on", () => {
    const middle = new Vector3(0, 0, 36.5).applyAxisAngle(new Vector3(0, 1, 0), CAN_FACING_RADIANS);
    const [x, , z] = startingViewDirection();
    const camera = new Vector3(x, 0, z).normalize();
    expect(middle.normalize().dot(camera)).toBeCloseTo(1, 6);
  });

  it("faces the lid's top up with the artwork's top towards the back", () => {
    const disc = vertices(canGeometries(can).disc);
    for (const vertex of disc) {
      expect(vertex.ny).toBeCloseTo(1, 6);
      expect(vertex.y).toBeCloseTo(0, 6);
    }
    const back = disc.reduce((best, vertex) => (vertex.z < best.z ? vertex : best));
    const right = disc.reduce((best, vertex) => (vertex.x > best.x ? vertex : best));
    expect(back.v).toBeCloseTo(1, 6);
    expect(right.u).toBeCloseTo(1, 6);
  });

  it("gives the lid a rim in proportion to the can, within reason", () => {
    expect(lidHeight(100)).toBe(15);
    expect(lidHeight(30)).toBe(8);
    expect(lidHeight(600)).toBe(25);
  });
});
