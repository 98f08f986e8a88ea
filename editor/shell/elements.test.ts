import { describe, expect, it } from "vitest";
import { elementSchema, SHAPES } from "@/lib/design";
import { buildNet } from "@/lib/dielines";
import { newImage, newShape, newText, sideSize } from "./elements";

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
const front = sideSize(net, "front");

function centre(element: { x: number; y: number; width: number; height: number }) {
  return { x: element.x + element.width / 2, y: element.y + element.height / 2 };
}

describe("new elements", () => {
  it("puts new text in the middle of the side, in the default font and black", () => {
    const text = newText(front, "Your text here", "t1");
    expect(elementSchema.parse(text)).toEqual(text);
    expect(text).toMatchObject({ fontId: "inter", fontWeight: 400, color: "#000000", text: "Your text here" });
    expect(centre(text).x).toBeCloseTo(front.width / 2, 0);
    expect(centre(text).y).toBeCloseTo(front.height / 2, 0);
  });

  it.each(SHAPES)("makes a valid %s inside the side", (shape) => {
    const element = newShape(front, shape, "s1");
    expect(elementSchema.parse(element)).toEqual(element);
    expect(element.x).toBeGreaterThanOrEqual(0);
    expect(element.x + element.width).toBeLessThanOrEqual(front.width);
  });

  it("keeps an image's proportions and fits it in the side", () => {
    const wide = newImage(front, "file-1", { width: 4000, height: 1000 }, "i1");
    expect(wide.width / wide.height).toBeCloseTo(4);
    expect(wide.width).toBeLessThanOrEqual(front.width);
    const tall = newImage(front, "file-2", { width: 500, height: 2000 }, "i2");
    expect(tall.height).toBeLessThanOrEqual(front.height);
    expect(elementSchema.parse(tall)).toEqual(tall);
  });
});
