import { describe, expect, it } from "vitest";
import { imageElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import { corners, elementBounds, keepUsableBox, patchFromNode, unionBounds } from "./element-geometry";

describe("element geometry", () => {
  it("turns the box clockwise about its top-left corner", () => {
    const turned = corners({ x: 10, y: 20, width: 30, height: 10, rotation: 90 });
    const rounded = turned.map((p) => ({ x: Math.round(p.x * 1e9) / 1e9, y: Math.round(p.y * 1e9) / 1e9 }));
    expect(rounded).toEqual([
      { x: 10, y: 20 },
      { x: 10, y: 50 },
      { x: 0, y: 50 },
      { x: 0, y: 20 },
    ]);
  });

  it("bounds a turned box upright", () => {
    expect(elementBounds({ x: 5, y: 5, width: 20, height: 10, rotation: 0 })).toEqual({ x: 5, y: 5, width: 20, height: 10 });
    const b = elementBounds({ x: 0, y: 0, width: 10, height: 10, rotation: 45 });
    expect(b.x).toBeCloseTo(-Math.SQRT2 * 5, 9);
    expect(b.width).toBeCloseTo(Math.SQRT2 * 10, 9);
    expect(
      unionBounds([
        { x: 0, y: 0, width: 1, height: 1 },
        { x: 5, y: -2, width: 1, height: 1 },
      ]),
    ).toEqual({ x: 0, y: -2, width: 6, height: 3 });
  });

  it("bakes a transform's scale into the size and keeps only what changed", () => {
    const rect = shapeElement({ x: 10, y: 20, width: 30, height: 40, rotation: 0 });
    expect(patchFromNode(rect, { x: 10, y: 20, rotation: 0, scaleX: 1, scaleY: 1 })).toEqual({});
    expect(patchFromNode(rect, { x: 12.5, y: 20, rotation: 270, scaleX: 2, scaleY: 0.5 })).toEqual({ x: 12.5, width: 60, height: 20, rotation: -90 });
    expect(patchFromNode(rect, { x: 10.0000001, y: 20, rotation: 0, scaleX: 1.0000001, scaleY: 1 })).toEqual({});
  });

  it("grows a text's font with an even scale but rewraps it on a stretch", () => {
    const text = textElement({ width: 100, height: 20, fontSize: 8 });
    expect(patchFromNode(text, { x: text.x, y: text.y, rotation: 0, scaleX: 1.5, scaleY: 1.5 })).toEqual({ width: 150, height: 30, fontSize: 12 });
    expect(patchFromNode(text, { x: text.x, y: text.y, rotation: 0, scaleX: 1.5, scaleY: 1 })).toEqual({ width: 150 });
    expect(patchFromNode(imageElement(), { x: 0, y: 0, rotation: 0, scaleX: 2, scaleY: 2 })).toEqual({ width: 100, height: 100 });
  });

  it("refuses a box that collapsed or flipped", () => {
    const before = { width: 10, height: 10 };
    expect(keepUsableBox(before, { width: 0.5, height: 10 }, 1)).toBe(before);
    expect(keepUsableBox(before, { width: -4, height: 10 }, 1)).toBe(before);
    const after = { width: 12, height: 3 };
    expect(keepUsableBox(before, after, 1)).toBe(after);
  });
});
