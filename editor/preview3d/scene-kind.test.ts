import { describe, expect, it } from "vitest";
import { buildNet } from "@/lib/dielines";
import { folds, sceneKind } from "./scene-kind";

describe("the scene a model is drawn in", () => {
  it("folds boxes, lays patterns on their sheet or roll, and stands the paper can up", () => {
    expect(sceneKind(buildNet("mailer-box", { length: 200, width: 150, height: 70 }))).toBe("box");
    expect(sceneKind(buildNet("pattern-sheet", { length: 500, width: 700, height: 0 }))).toBe("pattern");
    expect(sceneKind(buildNet("pattern-tape", { length: 66000, width: 48, height: 0 }))).toBe("pattern");
    expect(sceneKind(buildNet("paper-can", { length: 73, width: 73, height: 100 }))).toBe("can");
  });

  it("offers the fold only for boxes", () => {
    expect(folds(buildNet("product-box", { length: 120, width: 60, height: 180 }))).toBe(true);
    expect(folds(buildNet("pattern-tape", { length: 66000, width: 48, height: 0 }))).toBe(false);
    expect(folds(buildNet("paper-can", { length: 73, width: 73, height: 100 }))).toBe(false);
  });
});
