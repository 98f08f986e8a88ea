import { describe, expect, it } from "vitest";
import { imageElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import Konva from "konva";
import { elementShape, fontFamilyFor, fontStyleFor, shapeOutline } from "./element-shapes";
import { drawWithNapiCanvas } from "./test-canvas";

drawWithNapiCanvas();
import { boundsOf } from "@/lib/dielines/geometry";

const pairs = (flat: number[]) => flat.flatMap((v, i) => (i % 2 === 0 ? [{ x: v, y: flat[i + 1]! }] : []));

describe("element shapes", () => {
  it("draws a rect at the element's corner, turned and faded as stored", () => {
    const shape = elementShape(shapeElement({ x: 1, y: 2, width: 3, height: 4, rotation: 30, opacity: 0.5, fill: "#112233" }));
    expect(shape.kind).toBe("rect");
    expect(shape.config).toMatchObject({
      id: "shape-1",
      x: 1,
      y: 2,
      width: 3,
      height: 4,
      rotation: 30,
      opacity: 0.5,
      fill: "#112233",
      strokeEnabled: false,
      perfectDrawEnabled: false,
    });
  });

  it("keeps an ellipse inside its box and turning about the box's corner", () => {
    const shape = elementShape(shapeElement({ shape: "ellipse", width: 40, height: 20 }));
    expect(shape.kind).toBe("ellipse");
    expect(shape.config).toMatchObject({ radiusX: 20, radiusY: 10, offsetX: -20, offsetY: -10 });
  });

  it("stretches stars and triangles to fill the box, pointing up", () => {
    for (const kind of ["star", "triangle"] as const) {
      const points = shapeOutline(kind, 80, 50);
      const bounds = boundsOf(pairs(points));
      expect(bounds.x).toBeCloseTo(0, 9);
      expect(bounds.y).toBeCloseTo(0, 9);
      expect(bounds.width).toBeCloseTo(80, 9);
      expect(bounds.height).toBeCloseTo(50, 9);
      expect(points[0]).toBeCloseTo(40, 9); // the first point is the top one, centred
      expect(points[1]).toBeCloseTo(0, 9);
    }
    expect(shapeOutline("star", 10, 10)).toHaveLength(20);
    const star = elementShape(shapeElement({ shape: "star", fill: null, stroke: "#000000", strokeWidth: 1 }));
    expect(star.config).toMatchObject({ closed: true, stroke: "#000000", strokeWidth: 1, strokeEnabled: true, fill: "rgba(0,0,0,0)" });
  });

  it("runs a line through the middle of its box", () => {
    const line = elementShape(shapeElement({ shape: "line", width: 60, height: 2, stroke: "#ff0000", strokeWidth: 2 }));
    expect(line.kind).toBe("line");
    expect(line.config).toMatchObject({ points: [0, 1, 60, 1], stroke: "#ff0000", strokeWidth: 2 });
    expect(line.config.closed).toBeUndefined();
  });

  it("draws every line of a text whose stored box is too short (a design from before boxes fitted their lines, ADR 0049)", () => {
    // The walk's lid: "Thanks for your order!" in a box one line tall showed "Thanks for your", in 2D, 3D and the cart alike.
    const text = textElement({ text: "Thanks for your order! Zażółć gęślą jaźń. Größe & Grüße", width: 30, height: 9.6, fontSize: 8 });
    const config = elementShape(text).config as Konva.TextConfig;
    expect(config.height).toBeUndefined();
    const node = new Konva.Text(config);
    expect(node.textArr.length).toBeGreaterThan(2);
    expect(
      node.textArr
        .map((line) => line.text)
        .join("")
        .replace(/\s/g, ""),
    ).toBe(text.text.replace(/\s/g, ""));
    expect(node.height()).toBeGreaterThan(text.height);
  });

  it("sets text in its font with a generic fallback, weight and style", () => {
    const text = elementShape(textElement({ fontId: "playfair-display", fontWeight: 700, italic: true, fontSize: 6, align: "center", color: "#123456" }));
    expect(text.kind).toBe("text");
    expect(text.config).toMatchObject({
      fontFamily: "Playfair Display, serif",
      fontStyle: "italic 700",
      fontSize: 6,
      align: "center",
      fill: "#123456",
      wrap: "word",
    });
    expect(fontFamilyFor("inter")).toBe("Inter, sans-serif");
    expect(fontFamilyFor("unknown")).toBe("sans-serif");
    // Until its font file has settled, text shows in the generic family alone.
    expect(fontFamilyFor("caveat", false)).toBe("cursive");
    expect(elementShape(textElement({ fontId: "space-mono" }), undefined, false).config).toMatchObject({ fontFamily: "monospace" });
    expect(fontStyleFor({ italic: false, fontWeight: 400 })).toBe("400");
  });

  it("shows a placeholder until the picture loads, then the picture cropped", () => {
    const element = imageElement({ width: 20, height: 10, crop: { x: 0.5, y: 0, width: 0.5, height: 0.5 } });
    expect(elementShape(element).kind).toBe("placeholder");
    const picture = { source: {} as CanvasImageSource, width: 400, height: 200 };
    const shape = elementShape(element, picture);
    expect(shape.kind).toBe("image");
    expect(shape.config).toMatchObject({ width: 20, height: 10, crop: { x: 200, y: 0, width: 200, height: 100 } });
  });
});
