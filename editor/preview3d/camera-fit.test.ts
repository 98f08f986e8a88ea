import { describe, expect, it } from "vitest";
import { clipPlanes, FIT_MARGIN, fitDistance, startingViewDirection, ZOOM_LIMITS } from "./camera-fit";
import { FIELD_OF_VIEW } from "./constants";

const degrees = (radians: number) => (radians * 180) / Math.PI;

describe("camera fit", () => {
  it("uses the spec's field of view of 45 degrees", () => {
    expect(FIELD_OF_VIEW).toBe(45);
  });

  it("puts a sphere exactly inside the 45 degree view, with the margin", () => {
    const radius = 150;
    const distance = fitDistance(radius, 1.5, 45, 1);
    // The sphere's silhouette fills the vertical field of view.
    expect(degrees(2 * Math.asin(radius / distance))).toBeCloseTo(45, 10);
    expect(fitDistance(radius, 1.5)).toBeCloseTo(distance * FIT_MARGIN, 10);
    expect(distance).toBeCloseTo(radius / Math.sin(Math.PI / 8), 10);
  });

  it("scales with the sphere", () => {
    expect(fitDistance(300, 1)).toBeCloseTo(2 * fitDistance(150, 1), 10);
  });

  it("steps back for a view narrower than it is tall", () => {
    const radius = 100;
    const tall = fitDistance(radius, 0.5, 45, 1);
    expect(tall).toBeGreaterThan(fitDistance(radius, 1, 45, 1));
    const horizontalFov = 2 * Math.atan(Math.tan(Math.PI / 8) * 0.5);
    expect(2 * Math.asin(radius / tall)).toBeCloseTo(horizontalFov, 10);
    // A wide view is limited by its height.
    expect(fitDistance(radius, 3, 45, 1)).toBeCloseTo(fitDistance(radius, 1, 45, 1), 10);
  });

  it("refuses spheres and views that cannot be framed", () => {
    expect(() => fitDistance(0, 1)).toThrow(RangeError);
    expect(() => fitDistance(Number.NaN, 1)).toThrow(RangeError);
    expect(() => fitDistance(10, 0)).toThrow(RangeError);
  });

  it("starts from the front, a little right and above, at unit length", () => {
    const [x, y, z] = startingViewDirection();
    expect(Math.hypot(x, y, z)).toBeCloseTo(1, 12);
    expect(z).toBeGreaterThan(x);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);
  });

  it("keeps the whole sphere between the clip planes at every allowed zoom", () => {
    const radius = 200;
    const fit = fitDistance(radius, 1.3);
    const { near, far } = clipPlanes(fit, radius);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(fit * ZOOM_LIMITS.min - radius);
    expect(far).toBeGreaterThan(fit * ZOOM_LIMITS.max + radius);
  });
});
