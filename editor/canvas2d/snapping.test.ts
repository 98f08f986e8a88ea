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

  it("finds the same snap among a busy side's 1,500 lines as a look at every line would", () => {
    let seed = 23;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
    const round = (mm: number) => Math.round(mm * 10) / 10;
    const others = Array.from({ length: 500 }, () => ({
      x: round(random() * 190),
      y: round(random() * 90),
      width: round(1 + random() * 20),
      height: round(1 + random() * 20),
    }));
    const busy = snapTargets(side, 3, others);
    /** The slow, plain answer: every line against every target, the nearest within the threshold. */
    const plain = (start: number, size: number, lines: readonly number[], threshold: number) => {
      const deltas = [start, start + size / 2, start + size]
        .flatMap((edge) => lines.map((line) => line - edge))
        .filter((delta) => Math.abs(delta) <= threshold);
      return deltas.length === 0 ? 0 : Math.min(...deltas.map(Math.abs));
    };
    let snapped = 0;
    for (let i = 0; i < 400; i += 1) {
      const box = { x: random() * 200 - 10, y: random() * 100 - 10, width: 1 + random() * 30, height: 1 + random() * 30 };
      const threshold = 0.2 + random() * 2;
      const result = snap(box, busy, threshold);
      expect(Math.abs(result.dx)).toBeCloseTo(plain(box.x, box.width, busy.x, threshold), 9);
      expect(Math.abs(result.dy)).toBeCloseTo(plain(box.y, box.height, busy.y, threshold), 9);
      // Each guide is a target that one of the snapped box's lines sits on, listed once, in order.
      const moved = { x: box.x + result.dx, y: box.y + result.dy };
      for (const guide of result.guides) {
        const [start, size, lines] = guide.axis === "x" ? [moved.x, box.width, busy.x] : [moved.y, box.height, busy.y];
        expect(lines).toContain(guide.at);
        expect(Math.min(...[start, start + size / 2, start + size].map((edge) => Math.abs(edge - guide.at)))).toBeLessThan(1e-6);
      }
      for (const axis of ["x", "y"] as const) {
        const ats = result.guides.filter((guide) => guide.axis === axis).map((guide) => guide.at);
        expect(ats).toEqual([...new Set(ats)].sort((a, b) => a - b));
      }
      if (result.guides.length > 0) snapped += 1;
    }
    // Most boxes on so busy a side find something to snap to: the comparison is not of empty answers.
    expect(snapped).toBeGreaterThan(200);
  });
});
