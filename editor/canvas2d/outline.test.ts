import { describe, expect, it } from "vitest";
import { boundsOf } from "@/lib/dielines/geometry";
import { flatPoints, offsetPolygon, signedArea2, simplify } from "./outline";

const square = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 50 },
  { x: 0, y: 50 },
];

describe("clip outline with bleed", () => {
  it("grows a rectangle by the bleed on every side, whichever way it winds", () => {
    for (const poly of [square, [...square].reverse()]) {
      const grown = offsetPolygon(poly, 3);
      expect(boundsOf(grown)).toEqual({ x: -3, y: -3, width: 106, height: 56 });
      expect(grown).toHaveLength(4);
    }
  });

  it("shrinks with a negative distance (the safe zone)", () => {
    expect(boundsOf(offsetPolygon(square, -3))).toEqual({ x: 3, y: 3, width: 94, height: 44 });
  });

  it("keeps a concave notch concave and moves its edges by the distance", () => {
    // A panel with a notch cut into its top edge between x 40 and 60, 10 deep.
    const notched = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 10 },
      { x: 60, y: 10 },
      { x: 60, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 50 },
      { x: 0, y: 50 },
    ];
    const grown = offsetPolygon(notched, 2);
    expect(grown).toContainEqual({ x: 42, y: 8 });
    expect(grown).toContainEqual({ x: 58, y: 8 });
    expect(grown).toContainEqual({ x: -2, y: -2 });
    expect(Math.abs(signedArea2(grown))).toBeGreaterThan(Math.abs(signedArea2(notched)));
  });

  it("bevels a very sharp corner instead of a long spike", () => {
    const sliver = [
      { x: 0, y: 0 },
      { x: 100, y: 5 },
      { x: 0, y: 10 },
    ];
    const grown = offsetPolygon(sliver, 3);
    expect(boundsOf(grown).x + boundsOf(grown).width).toBeLessThan(100 + 3 * 4 + 1e-9);
    expect(grown.length).toBe(4);
  });

  it("drops repeated and collinear points", () => {
    const messy = [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 50, y: 0 }, ...square.slice(1)];
    expect(simplify(messy)).toEqual(square);
    expect(flatPoints(square)).toEqual([0, 0, 100, 0, 100, 50, 0, 50]);
  });
});
