import { describe, expect, it } from "vitest";
import { shapeElement } from "@/lib/design/sample-designs";
import { bandRect, idsInBand } from "./selection-band";

describe("selection band", () => {
  const elements = [
    shapeElement({ id: "a", x: 10, y: 10, width: 10, height: 10 }),
    shapeElement({ id: "b", x: 40, y: 10, width: 10, height: 10 }),
    // 20 x 4 turned 90° about (80, 10): it spans x 76..80.
    shapeElement({ id: "turned", x: 80, y: 10, width: 20, height: 4, rotation: 90 }),
  ];

  it("is the rectangle between the two corners, dragged either way", () => {
    expect(bandRect({ x: 30, y: 40 }, { x: 10, y: 5 })).toEqual({ x: 10, y: 5, width: 20, height: 35 });
  });

  it("takes every element it touches, bottom first", () => {
    expect(idsInBand(elements, bandRect({ x: 0, y: 0 }, { x: 45, y: 12 }))).toEqual(["a", "b"]);
    expect(idsInBand(elements, bandRect({ x: 21, y: 0 }, { x: 39, y: 30 }))).toEqual([]);
  });

  it("measures a turned element by where it is drawn", () => {
    expect(idsInBand(elements, bandRect({ x: 75, y: 0 }, { x: 77, y: 30 }))).toEqual(["turned"]);
    expect(idsInBand(elements, bandRect({ x: 85, y: 0 }, { x: 99, y: 30 }))).toEqual([]);
  });
});
