import { describe, expect, it } from "vitest";
import { buildNet, sideToNet } from "@/lib/dielines";
import { frameTransform, sideGeometry } from "./side-geometry";

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });

describe("side geometry", () => {
  it("lays every printable side upright with its outline, bleed and safe zone", () => {
    for (const side of ["front", "top", "back", "left", "right", "bottom"] as const) {
      const geometry = sideGeometry(net, side);
      if (!geometry) continue;
      const { frame, bounds, bleedBounds } = geometry;
      expect(bounds.x).toBeCloseTo(0, 6);
      expect(bounds.y).toBeCloseTo(0, 6);
      expect(bounds.width).toBeCloseTo(frame.width, 6);
      expect(bounds.height).toBeCloseTo(frame.height, 6);
      expect(bleedBounds.x).toBeCloseTo(-net.bleed, 6);
      expect(bleedBounds.width).toBeCloseTo(frame.width + 2 * net.bleed, 6);
      expect(geometry.safeZone).toBe(3);
    }
    expect(sideGeometry(net, "front")).not.toBeNull();
  });

  it("places artwork on the net as the frame does, quarter turns included", () => {
    for (const panel of net.panels.filter((p) => p.side)) {
      const { x, y, rotation } = frameTransform(panel.frame);
      const radians = (rotation * Math.PI) / 180;
      const konva = (p: { x: number; y: number }) => ({
        x: x + p.x * Math.cos(radians) - p.y * Math.sin(radians),
        y: y + p.x * Math.sin(radians) + p.y * Math.cos(radians),
      });
      for (const p of [
        { x: 0, y: 0 },
        { x: 12, y: 0 },
        { x: 0, y: 7 },
        { x: 30, y: 20 },
      ]) {
        expect(konva(p).x).toBeCloseTo(sideToNet(panel.frame, p).x, 9);
        expect(konva(p).y).toBeCloseTo(sideToNet(panel.frame, p).y, 9);
      }
    }
  });
});
