import { describe, expect, it } from "vitest";
import { A4_MM, fitsInside, REFERENCE_OBJECTS, scaleDrawing, whatFits } from "./size-guide";

describe("whatFits", () => {
  it("says A4 documents fit a 300 × 220 × 100 mm mailer but a shoe box does not", () => {
    const fits = whatFits({ lengthMm: 300, widthMm: 220, heightMm: 100 });
    expect(fits).toContain("a4Documents");
    expect(fits).toContain("tshirt");
    expect(fits).toContain("mug");
    expect(fits).not.toContain("shoeBox");
  });

  it("finds a shoe box room in a 400 × 300 × 150 mm box", () => {
    expect(whatFits({ lengthMm: 400, widthMm: 300, heightMm: 150 })).toContain("shoeBox");
  });

  it("leaves A4 out of the smallest mailer: 297 mm does not go into 150 mm", () => {
    const fits = whatFits({ lengthMm: 150, widthMm: 100, heightMm: 50 });
    expect(fits).not.toContain("a4Documents");
    expect(fits).toContain("cards");
    expect(fits).toContain("smartphone");
  });

  it("turns an object to fit: a mug lying in a box lower than the mug stands", () => {
    expect(fitsInside({ lengthMm: 130, widthMm: 110, heightMm: 90 }, { lengthMm: 120, widthMm: 85, heightMm: 100 })).toBe(true);
  });

  it("says nothing fits a box smaller than every object", () => {
    expect(whatFits({ lengthMm: 60, widthMm: 60, heightMm: 60 })).toEqual([]);
  });

  it("lists the bulkiest object first", () => {
    const fits = whatFits({ lengthMm: 2000, widthMm: 2000, heightMm: 2000 });
    expect(fits).toEqual(REFERENCE_OBJECTS.map((object) => object.id));
  });
});

describe("scaleDrawing", () => {
  it("draws the box's front, the A4 sheet and the ruler to one scale, in millimetres", () => {
    const drawing = scaleDrawing({ lengthMm: 300, widthMm: 220, heightMm: 100 }, "mm");
    expect(drawing.box.width).toBe(300);
    expect(drawing.box.height).toBe(100);
    expect(drawing.sheet.width).toBe(A4_MM.width);
    expect(drawing.sheet.height).toBe(A4_MM.height);
    expect(drawing.ruler.width).toBe(100);
    expect(drawing.ruler.label).toBe("10 cm");
    expect(drawing.ruler.marks).toHaveLength(11);
  });

  it("stands every shape on one ground line, side by side without overlapping", () => {
    const drawing = scaleDrawing({ lengthMm: 350, widthMm: 250, heightMm: 400 }, "mm");
    const ground = (shape: { y: number; height: number }) => shape.y + shape.height;
    expect(ground(drawing.box)).toBe(ground(drawing.sheet));
    expect(ground(drawing.ruler)).toBe(ground(drawing.sheet));
    expect(drawing.sheet.x).toBeGreaterThan(drawing.box.x + drawing.box.width);
    expect(drawing.ruler.x).toBeGreaterThan(drawing.sheet.x + drawing.sheet.width);
    expect(drawing.width).toBeGreaterThan(drawing.ruler.x + drawing.ruler.width);
    expect(drawing.box.y).toBeGreaterThanOrEqual(0);
  });

  it("measures the ruler in inches in the us: four inches marked every half inch", () => {
    const drawing = scaleDrawing({ lengthMm: 300, widthMm: 220, heightMm: 100 }, "in");
    expect(drawing.ruler.width).toBeCloseTo(101.6);
    expect(drawing.ruler.label).toBe("4 in");
    expect(drawing.ruler.marks).toHaveLength(9);
    expect(drawing.ruler.marks[2]).toBeCloseTo(25.4);
    // The box itself stays in millimetres: the drawing is to scale whatever the unit of the marks.
    expect(drawing.box.width).toBe(300);
  });

  it("follows a size of the shopper's own", () => {
    const drawing = scaleDrawing({ lengthMm: 273, widthMm: 190, heightMm: 85 }, "mm");
    expect(drawing.box.width / drawing.sheet.width).toBeCloseTo(273 / 210);
  });
});
