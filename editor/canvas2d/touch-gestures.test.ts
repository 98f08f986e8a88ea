import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { midpoint, spread, stagePoint, twoFingerView } from "./touch-gestures";
import { ZOOM_MAX, ZOOM_MIN, fitViewport, stageSizeOf, STAGE_SIZE, toScreen, toWorld, zoomOf } from "./viewport";

const fit = fitViewport({ x: 0, y: 0, width: 250, height: 180 }, { width: 358, height: 358 });

describe("two fingers on the canvas", () => {
  it("zoom in by how far the fingers spread, around the point between them", () => {
    const from = [
      { x: 150, y: 180 },
      { x: 210, y: 180 },
    ] as const;
    const to = [
      { x: 120, y: 180 },
      { x: 240, y: 180 },
    ] as const;
    const view = twoFingerView(fit, fit, from, to);
    expect(zoomOf(view, fit)).toBeCloseTo(2, 9);
    // The artwork under the fingers stays under them.
    const under = toWorld(fit, midpoint(from));
    const now = toScreen(view, under);
    expect(now.x).toBeCloseTo(180, 9);
    expect(now.y).toBeCloseTo(180, 9);
  });

  it("pan when both fingers move the same way without spreading", () => {
    const from = [
      { x: 100, y: 100 },
      { x: 200, y: 140 },
    ] as const;
    const to = [
      { x: 130, y: 60 },
      { x: 230, y: 100 },
    ] as const;
    const view = twoFingerView(fit, fit, from, to);
    expect(view.scale).toBeCloseTo(fit.scale, 9);
    expect(view.x).toBeCloseTo(fit.x + 30, 9);
    expect(view.y).toBeCloseTo(fit.y - 40, 9);
  });

  it("keep the zoom within its limits and the held point under the fingers, whatever the hand does", () => {
    const point = fc.record({ x: fc.double({ min: -500, max: 900, noNaN: true }), y: fc.double({ min: -500, max: 900, noNaN: true }) });
    fc.assert(
      fc.property(point, point, point, point, fc.double({ min: 0.5, max: 4, noNaN: true }), (a, b, c, d, startZoom) => {
        fc.pre(spread([a, b]) > 1 && spread([c, d]) > 1);
        const start = { ...fit, scale: fit.scale * startZoom };
        const view = twoFingerView(start, fit, [a, b], [c, d]);
        const zoom = zoomOf(view, fit);
        expect(zoom).toBeGreaterThanOrEqual(ZOOM_MIN - 1e-9);
        expect(zoom).toBeLessThanOrEqual(ZOOM_MAX + 1e-9);
        const held = toScreen(view, toWorld(start, midpoint([a, b])));
        const centre = midpoint([c, d]);
        expect(held.x).toBeCloseTo(centre.x, 6);
        expect(held.y).toBeCloseTo(centre.y, 6);
      }),
    );
  });

  it("do nothing odd when the fingers land on one spot", () => {
    const same = [
      { x: 50, y: 50 },
      { x: 50, y: 50 },
    ] as const;
    const view = twoFingerView(fit, fit, same, same);
    expect(view).toEqual({ scale: fit.scale, x: fit.x, y: fit.y });
  });

  it("measure touches from the stage's corner", () => {
    expect(stagePoint({ clientX: 120, clientY: 300 }, { left: 16, top: 200 })).toEqual({ x: 104, y: 100 });
  });
});

describe("the stage's size", () => {
  it("follows the box it is laid out in, in whole pixels, and is the spec's 780 x 600 until measured", () => {
    expect(stageSizeOf({ width: 358.6, height: 358.2 })).toEqual({ width: 358, height: 358 });
    expect(stageSizeOf(null)).toEqual(STAGE_SIZE);
    expect(stageSizeOf({ width: 0, height: 0 })).toEqual(STAGE_SIZE);
  });

  it("fits a side to a phone's width: the whole side shows inside a 390 px screen", () => {
    const stage = stageSizeOf({ width: 358, height: 358 });
    const side = { x: -3, y: -3, width: 256, height: 66 };
    const view = fitViewport(side, stage);
    const left = toScreen(view, { x: side.x, y: side.y });
    const right = toScreen(view, { x: side.x + side.width, y: side.y + side.height });
    expect(left.x).toBeGreaterThanOrEqual(0);
    expect(right.x).toBeLessThanOrEqual(358);
    expect(right.y).toBeLessThanOrEqual(358);
    // It uses the room it has: the side spans the stage's width less the margins.
    expect(right.x - left.x).toBeCloseTo(358 - 2 * 32, 6);
  });
});
