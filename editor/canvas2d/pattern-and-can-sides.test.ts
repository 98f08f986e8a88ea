import { describe, expect, it } from "vitest";
import { buildNet } from "@/lib/dielines";
import { sideGeometry } from "./side-geometry";

/** The 2D side view draws a pattern's tile and a can's wrap and round lid as it draws a box's sides. */
describe("the sides of a pattern and of a paper can in 2D", () => {
  it("shows a tissue paper tile upright, bled and with a safe zone, at its own size", () => {
    const tile = sideGeometry(buildNet("pattern-sheet", { length: 500, width: 700, height: 0 }), "front")!;
    expect(tile.bounds).toEqual({ x: 0, y: 0, width: 125, height: 125 });
    expect(tile.bleedBounds).toEqual({ x: -3, y: -3, width: 131, height: 131 });
    expect(sideGeometry(buildNet("pattern-sheet", { length: 500, width: 700, height: 0 }), "top")).toBeNull();
  });

  it("shows the can's lid as a circle of its diameter, clipped round with its bleed", () => {
    const net = buildNet("paper-can", { length: 73, width: 73, height: 100 });
    const lid = sideGeometry(net, "top")!;
    expect(lid.bounds.width).toBeCloseTo(73, 9);
    expect(lid.bounds.x).toBeCloseTo(0, 9);
    expect(lid.bleedBounds.width).toBeGreaterThan(73 + 6 - 0.01);
    expect(lid.bleedBounds.width).toBeLessThan(73 + 6 + 0.01);
    expect(lid.safeOutline.length).toBe(lid.outline.length);
    const wrap = sideGeometry(net, "front")!;
    expect(wrap.bounds.width).toBeCloseTo(Math.PI * 73, 6);
    expect(wrap.bounds.height).toBe(100);
  });
});
