import { describe, expect, it } from "vitest";
import { SNAP_THRESHOLD_MM, snap, snapTargets, snapThreshold } from "./snapping";

const side = { width: 200, height: 100 };
const targets = snapTargets(side, 3, [{ x: 120, y: 60, width: 30, height: 20 }]);

describe("snapping", () => {
  it("pulls a box's left edge onto the side's edge within the threshold", () => {
    const result = snap({ x: 1.5, y: 40, width: 20, height: 10 }, targets, 2);
    expect(result.dx).toBeCloseTo(-1.5, 9);
    expect(result.guides).toContainEqual({ axis: "x", at: 0 });
  });

  it("leaves a box alone just outside the threshold", () => {
    const result = snap({ x: 5.2, y: 30.5, width: 20, height: 10 }, targets, 2);
    expect(result).toEqual({ dx: 0, dy: 0, guides: [] });
  });

  it("snaps a box's centre onto the side's centre lines on both axes", () => {
    const result = snap({ x: 89, y: 44.5, width: 20, height: 10 }, targets, 2);
    expect(result.dx).toBeCloseTo(1, 9);
    expect(result.dy).toBeCloseTo(0.5, 9);
    expect(result.guides).toEqual([
      { axis: "x", at: 100 },
      { axis: "y", at: 50 },
    ]);
  });

  it("snaps to the safe zone inside the panel edge", () => {
    const result = snap({ x: 176, y: 70, width: 20, height: 10 }, targets, 2);
    expect(result.dx).toBeCloseTo(1, 9); // right edge 196 -> 197 (200 - 3)
    expect(result.guides).toContainEqual({ axis: "x", at: 197 });
  });

  it("snaps to another element's edges and centre", () => {
    const toRight = snap({ x: 151.2, y: 10, width: 10, height: 10 }, targets, 2);
    expect(toRight.dx).toBeCloseTo(-1.2, 9); // left edge onto the other's right edge (150)
    expect(toRight.guides).toContainEqual({ axis: "x", at: 150 });
    const middles = snap({ x: 10, y: 64.2, width: 10, height: 10 }, targets, 2);
    expect(middles.dy).toBeCloseTo(0.8, 9); // middle 69.2 -> the other's middle 70
    expect(middles.guides).toContainEqual({ axis: "y", at: 70 });
  });

  it("prefers the nearest target when several are within reach", () => {
    const result = snap({ x: 118.5, y: 10, width: 10, height: 10 }, { x: [120, 118], y: [] }, 2);
    expect(result.dx).toBeCloseTo(-0.5, 9);
  });

  it("keeps 2 mm as the most and ~6 screen px at high zoom", () => {
    expect(snapThreshold(1)).toBe(SNAP_THRESHOLD_MM);
    expect(snapThreshold(3)).toBe(SNAP_THRESHOLD_MM);
    expect(snapThreshold(12)).toBeCloseTo(0.5, 9);
  });
});
