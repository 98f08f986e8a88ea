import { PerspectiveCamera, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { buildNet, type BoxModel, type Dimensions } from "@/lib/dielines";
import { FIT_MARGIN, frameView, startingViewDirection, type Vec3 } from "./camera-fit";
import { FIELD_OF_VIEW } from "./constants";
import { viewPoints } from "./view-points";

/**
 * Every product fills its 3D view (and so its PNG mockup) alike: the camera is
 * framed on what is shown, so its picture is centred and reaches the margin on
 * its narrower axis, be it a long tape on the ground, a tall bag, a can or a box.
 */

/** Where the points land on the screen (-1..1 each way) from the framed camera. */
function onScreen(points: Vec3[], aspect: number) {
  const { target, distance } = frameView(points, aspect);
  const camera = new PerspectiveCamera(FIELD_OF_VIEW, aspect, 1, 100_000);
  const [dx, dy, dz] = startingViewDirection();
  camera.position.set(target[0] + dx * distance, target[1] + dy * distance, target[2] + dz * distance);
  camera.lookAt(new Vector3(...target));
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  const projected = points.map((point) => new Vector3(...point).project(camera));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
}

const PRODUCTS: [string, BoxModel, Dimensions][] = [
  ["printed tape", "pattern-tape", { length: 66_000, width: 48, height: 0 }],
  ["tissue paper", "pattern-sheet", { length: 500, width: 700, height: 0 }],
  ["paper can", "paper-can", { length: 80, width: 80, height: 150 }],
  ["paper bag (with its handles)", "paper-bag", { length: 240, width: 110, height: 310 }],
  ["tote bag", "tote-bag", { length: 380, width: 100, height: 420 }],
  ["poly mailer", "poly-mailer", { length: 250, width: 350, height: 0 }],
  ["mailer box", "mailer-box", { length: 200, width: 150, height: 70 }],
  ["shipping box", "shipping-box", { length: 400, width: 300, height: 300 }],
];

describe("framing the 3D view on the product", () => {
  it.each(PRODUCTS)("centres the %s and fills the view to its margin", (_name, model, inside) => {
    const points = viewPoints(buildNet(model, inside));
    for (const aspect of [1440 / 900, 390 / 844, 1]) {
      const { left, right, bottom, top } = onScreen(points, aspect);
      // Inside the view, with room to spare.
      expect(left).toBeGreaterThan(-1);
      expect(right).toBeLessThan(1);
      expect(bottom).toBeGreaterThan(-1);
      expect(top).toBeLessThan(1);
      // In the middle: the space left on either side is the same, to a few per cent of the view.
      expect(Math.abs(left + right) / 2).toBeLessThan(0.04);
      expect(Math.abs(bottom + top) / 2).toBeLessThan(0.04);
      // Filling it: on the narrower axis the picture reaches the margin.
      const fill = Math.max((right - left) / 2, (top - bottom) / 2);
      expect(fill).toBeGreaterThan(0.95 / FIT_MARGIN);
    }
  });

  it.each(PRODUCTS.filter(([, model]) => !model.startsWith("pattern") && model !== "paper-can"))(
    "frames the %s laid out flat alike",
    (_name, model, inside) => {
      const { left, right, bottom, top } = onScreen(viewPoints(buildNet(model, inside), 0), 1440 / 900);
      expect(Math.max(Math.abs(left + right), Math.abs(bottom + top)) / 2).toBeLessThan(0.04);
      expect(Math.min(left, bottom)).toBeGreaterThan(-1);
      expect(Math.max(right, top)).toBeLessThan(1);
    },
  );

  it("frames the tape on the roll and the length pulled off it, not on a sphere round them (which drew it small)", () => {
    const points = viewPoints(buildNet("pattern-tape", { length: 66_000, width: 48, height: 0 }));
    const { left, right } = onScreen(points, 1440 / 900);
    expect(right - left).toBeGreaterThan(1.6);
  });

  it("refuses nothing to frame", () => {
    expect(() => frameView([], 1)).toThrow(RangeError);
    expect(() => frameView([[0, 0, 0]], 0)).toThrow(RangeError);
  });
});
