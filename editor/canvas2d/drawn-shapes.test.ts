import { beforeAll, describe, expect, it } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import { SHAPE_LIBRARY } from "@/lib/design/shape-library";
import { buildNet } from "@/lib/dielines";
import { elementShape } from "./element-shapes";
import { renderSideToCanvas } from "./export-side";
import { drawWithNapiCanvas, pixelAt } from "./test-canvas";

/** Drawn shapes (ADR 0047) on the canvas and in the flat render the 3D textures use: the outline stretched to the box, holes left open. */

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
const noImages = async () => null;
const pathOf = (id: string) => {
  const item = SHAPE_LIBRARY.find((each) => each.id === id)!;
  return "path" in item ? item.path : "";
};

beforeAll(() => drawWithNapiCanvas());

describe("drawn shapes", () => {
  it("is one Konva shape that fills even-odd, painted like the other shapes", () => {
    const shape = elementShape(shapeElement({ shape: "path", path: pathOf("heart"), x: 3, y: 4, width: 30, height: 20, fill: "#112233" }));
    expect(shape.kind).toBe("path");
    expect(shape.config).toMatchObject({ x: 3, y: 4, width: 30, height: 20, fill: "#112233", fillRule: "evenodd", strokeEnabled: false });
    expect(shape.config.sceneFunc).toBeTypeOf("function");
  });

  it("renders the outline stretched to its box, with a hole where the shape has one", async () => {
    const badge = shapeElement({ id: "badge", shape: "path", path: pathOf("circleBadge"), x: 10, y: 10, width: 40, height: 40, fill: "#ff0000" });
    const canvas = await renderSideToCanvas(designWith({ front: { background: "#ffffff", elements: [badge] } }), net, "front", 2, noImages);
    // 80 px across, centred at (60, 60): the disc (radius 28.8 px) and the ring (32.8 to 38.4 px) are drawn, the gap between is not.
    expect(pixelAt(canvas, 60, 60).hex).toBe("#ff0000");
    expect(pixelAt(canvas, 60 + 30, 60 + 7).hex).toBe("#ffffff");
    expect(pixelAt(canvas, 60 + 35, 60).hex).toBe("#ff0000");
    // Outside the box nothing is drawn.
    expect(pixelAt(canvas, 110, 60).hex).toBe("#ffffff");
  });

  it("renders every shape of the library without throwing", async () => {
    const elements = SHAPE_LIBRARY.flatMap((item, index) =>
      "path" in item
        ? [shapeElement({ id: `s${index}`, shape: "path", path: item.path, x: (index % 6) * 30, y: Math.floor(index / 6) * 15, width: 25, height: 12 })]
        : [],
    );
    const canvas = await renderSideToCanvas(designWith({ front: { background: "#ffffff", elements } }), net, "front", 1, noImages);
    expect(canvas.width).toBeGreaterThan(0);
  });
});
