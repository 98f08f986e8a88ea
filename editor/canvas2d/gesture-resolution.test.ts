import Konva from "konva";
import { describe, expect, it } from "vitest";
import { FINGER_DRAG_PIXEL_RATIO, isFingerEvent, lowerPixelRatio } from "./gesture-resolution";
import { drawWithNapiCanvas } from "./test-canvas";

drawWithNapiCanvas();

function layerAt(pixelRatio: number) {
  const layer = new Konva.Layer();
  layer.getCanvas().setPixelRatio(pixelRatio);
  layer.getCanvas().setSize(100, 80);
  return layer;
}

describe("a finger's drag drawn coarser", () => {
  it("counts touches and touch pointers as a finger, not a mouse or a pen", () => {
    expect(isFingerEvent({ type: "touchstart" } as Event)).toBe(true);
    expect(isFingerEvent({ type: "pointerdown", pointerType: "touch" } as unknown as Event)).toBe(true);
    expect(isFingerEvent({ type: "pointerdown", pointerType: "mouse" } as unknown as Event)).toBe(false);
    expect(isFingerEvent({ type: "pointerdown", pointerType: "pen" } as unknown as Event)).toBe(false);
    expect(isFingerEvent({ type: "mousedown" } as Event)).toBe(false);
    expect(isFingerEvent(undefined)).toBe(false);
  });

  it("lowers only the layers drawn finer, once each, and puts each back at its own ratio with its full bitmap", () => {
    const sharp = layerAt(2);
    const sharper = layerAt(3);
    const plain = layerAt(1);
    const sharpen = lowerPixelRatio([sharp, sharper, plain, sharp, null]);
    expect([sharp, sharper, plain].map((layer) => layer.getCanvas().getPixelRatio())).toEqual([1, 1, 1]);
    expect(sharp.getCanvas()._canvas.width).toBe(100 * FINGER_DRAG_PIXEL_RATIO);
    sharpen();
    expect([sharp, sharper, plain].map((layer) => layer.getCanvas().getPixelRatio())).toEqual([2, 3, 1]);
    expect(sharp.getCanvas()._canvas.width).toBe(200);
    expect(sharper.getCanvas()._canvas.height).toBe(240);
  });
});
