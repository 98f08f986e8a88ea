import { describe, expect, it } from "vitest";
import {
  FIT_MARGIN_PX,
  STAGE_SIZE,
  ZOOM_MAX,
  ZOOM_MIN,
  clampZoom,
  fitMargin,
  fitViewport,
  pinchZoom,
  stepZoom,
  toScreen,
  toWorld,
  wheelZoom,
  zoomAround,
  zoomOf,
} from "./viewport";

describe("viewport transforms", () => {
  it("round-trips world mm and screen px at any zoom and offset", () => {
    const views = [
      { scale: 1, x: 0, y: 0 },
      { scale: 2.37, x: -120.5, y: 44 },
      { scale: 0.31, x: 390, y: 300 },
    ];
    for (const view of views) {
      for (const point of [
        { x: 0, y: 0 },
        { x: 123.4, y: -56.7 },
        { x: 1e4, y: 3 },
      ]) {
        const back = toWorld(view, toScreen(view, point));
        expect(back.x).toBeCloseTo(point.x, 9);
        expect(back.y).toBeCloseTo(point.y, 9);
      }
    }
    expect(toScreen({ scale: 2, x: 10, y: 20 }, { x: 5, y: 5 })).toEqual({ x: 20, y: 30 });
  });

  it("fits a wide side to the stage width and centres it", () => {
    const view = fitViewport({ x: 0, y: 0, width: 400, height: 100 }, STAGE_SIZE, 20);
    expect(view.scale).toBeCloseTo((780 - 40) / 400, 9);
    expect(toScreen(view, { x: 0, y: 0 }).x).toBeCloseTo(20, 9);
    expect(toScreen(view, { x: 400, y: 0 }).x).toBeCloseTo(760, 9);
    const middle = toScreen(view, { x: 200, y: 50 });
    expect(middle.x).toBeCloseTo(390, 9);
    expect(middle.y).toBeCloseTo(300, 9);
  });

  it("fits a tall side to the stage height, bounds off the origin included", () => {
    const view = fitViewport({ x: -3, y: -3, width: 106, height: 306 }, STAGE_SIZE, 32);
    expect(view.scale).toBeCloseTo((600 - 64) / 306, 9);
    expect(toScreen(view, { x: -3, y: -3 }).y).toBeCloseTo(32, 9);
    expect(toScreen(view, { x: 103, y: 303 }).y).toBeCloseTo(568, 9);
    expect(toScreen(view, { x: 50, y: 150 }).x).toBeCloseTo(390, 9);
  });

  it("clamps zoom to 25%..800% of the fitted view", () => {
    expect(clampZoom(0.01)).toBe(ZOOM_MIN);
    expect(clampZoom(100)).toBe(ZOOM_MAX);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(ZOOM_MIN).toBe(0.25);
    expect(ZOOM_MAX).toBe(8);
    const fit = { scale: 2, x: 10, y: 10 };
    expect(zoomOf(zoomAround(fit, fit, 50, { x: 0, y: 0 }), fit)).toBe(ZOOM_MAX);
    expect(zoomOf(zoomAround(fit, fit, 0.001, { x: 0, y: 0 }), fit)).toBe(ZOOM_MIN);
  });

  it("keeps the world point under the pointer fixed while zooming", () => {
    const fit = { scale: 1.7, x: 40, y: 25 };
    let view = fit;
    const pointer = { x: 611, y: 142 };
    const before = toWorld(view, pointer);
    for (const zoom of [1.25, 3, 7.9, 0.5, 0.25]) {
      view = zoomAround(view, fit, zoom, pointer);
      expect(zoomOf(view, fit)).toBeCloseTo(zoom, 9);
      const after = toWorld(view, pointer);
      expect(after.x).toBeCloseTo(before.x, 9);
      expect(after.y).toBeCloseTo(before.y, 9);
    }
  });

  it("steps zoom by 25% and lands on 100% when crossing it", () => {
    expect(stepZoom(1, 1)).toBeCloseTo(1.25, 9);
    expect(stepZoom(1, -1)).toBeCloseTo(0.8, 9);
    expect(stepZoom(0.9, 1)).toBe(1);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(ZOOM_MAX, 1)).toBe(ZOOM_MAX);
    expect(stepZoom(ZOOM_MIN, -1)).toBe(ZOOM_MIN);
  });

  it("zooms out on a wheel notch down and in on a pinch (negative delta), clamped", () => {
    expect(wheelZoom(1, 100)).toBeCloseTo(0.8, 9);
    expect(wheelZoom(1, -100)).toBeCloseTo(1.25, 9);
    expect(wheelZoom(1, -3)).toBeGreaterThan(1);
    expect(wheelZoom(1, -3)).toBeLessThan(1.05);
    expect(wheelZoom(1, 3, 1)).toBeLessThan(1);
    expect(wheelZoom(ZOOM_MAX, -1000)).toBe(ZOOM_MAX);
  });

  it("zooms a pinch by how far the fingers spread, clamped", () => {
    expect(pinchZoom(1, 100, 150)).toBeCloseTo(1.5, 9);
    expect(pinchZoom(2, 100, 50)).toBeCloseTo(1, 9);
    expect(pinchZoom(1, 100, 10_000)).toBe(ZOOM_MAX);
    expect(pinchZoom(1.5, 0, 10)).toBe(1.5);
  });
});

describe("fitting on a phone", () => {
  // The walkthrough at 390 x 844: a 150 x 50 mm front panel (3 mm bleed around it) was drawn about 270 px wide.
  it("draws a 150 mm panel across nearly the whole width of a 390 px stage", () => {
    const stage = { width: 390, height: 390 };
    const panel = { x: -3, y: -3, width: 156, height: 56 };
    const view = fitViewport(panel, stage, fitMargin(stage));
    expect(150 * view.scale).toBeGreaterThanOrEqual(340);
    expect(156 * view.scale).toBeLessThanOrEqual(390);
  });

  it("keeps the desktop's margin on the spec's stage", () => {
    expect(fitMargin(STAGE_SIZE)).toBe(FIT_MARGIN_PX);
    expect(fitMargin({ width: 390, height: 390 })).toBeLessThan(FIT_MARGIN_PX);
  });
});
