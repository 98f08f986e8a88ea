import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customSizeLimits, fieldValueOf, limitInUnit, millimetresFrom, parseSizedSku, rangeProblem, sizedSku } from "./custom-size";

const MAILER_SIZES = [
  { lengthMm: 150, widthMm: 100, heightMm: 50 },
  { lengthMm: 400, widthMm: 300, heightMm: 150 },
];

describe("a custom size's sku", () => {
  it("names the product and the size in whole millimetres, as a catalogue sku does", () => {
    expect(parseSizedSku("mailer-box-full-color-270x190x80")).toEqual({ slug: "mailer-box-full-color", size: { length: 270, width: 190, height: 80 } });
    expect(sizedSku("mailer-box-full-color", { length: 270, width: 190, height: 80 })).toBe("mailer-box-full-color-270x190x80");
  });

  it("is written one way only: no leading zero, no sign, no fraction, three dimensions and a product", () => {
    for (const sku of [
      "mailer-box-0270x190x80",
      "mailer-box-270x190x80.5",
      "mailer-box-270x190",
      "mailer-box--270x190x80",
      "-270x190x80",
      "270x190x80",
      "box-270x190x0",
    ])
      expect(parseSizedSku(sku), sku).toBeNull();
  });

  it("reads back every size it writes", () => {
    const mm = fc.integer({ min: 1, max: 99_999 });
    fc.assert(
      fc.property(mm, mm, mm, (length, width, height) => {
        expect(parseSizedSku(sizedSku("product-box", { length, width, height }))).toEqual({ slug: "product-box", size: { length, width, height } });
      }),
    );
  });
});

describe("a custom size's limits", () => {
  it("run from half the smallest to one and a half times the largest catalogue size of each dimension", () => {
    expect(customSizeLimits(MAILER_SIZES)).toEqual({ length: { min: 75, max: 600 }, width: { min: 50, max: 450 }, height: { min: 25, max: 225 } });
  });

  it("never go under 10 mm or over 2000 mm, the sizes a net is made in", () => {
    const limits = customSizeLimits([{ lengthMm: 12, widthMm: 1800, heightMm: 1500 }]);
    expect(limits.length.min).toBe(10);
    expect(limits.width.max).toBe(2000);
  });

  it("name the first dimension outside them, and the limit it passed", () => {
    const limits = customSizeLimits(MAILER_SIZES);
    expect(rangeProblem(limits, { length: 270, width: 190, height: 80 })).toBeNull();
    expect(rangeProblem(limits, { length: 601, width: 190, height: 80 })).toEqual({ dimension: "length", kind: "above", limitMm: 600 });
    expect(rangeProblem(limits, { length: 270, width: 190, height: 24 })).toEqual({ dimension: "height", kind: "below", limitMm: 25 });
    expect(rangeProblem(limits, { length: 270, width: Number.NaN, height: 80 })).toMatchObject({ dimension: "width" });
    expect(rangeProblem(limits, { length: 270.5, width: 190, height: 80 })).toMatchObject({ dimension: "length" });
  });
});

describe("the shopper's units", () => {
  it("reads millimetres as typed and inches to the nearest millimetre, with a comma or a point", () => {
    expect(millimetresFrom("270", "mm")).toBe(270);
    expect(millimetresFrom("10.6", "in")).toBe(269);
    expect(millimetresFrom("10,6", "in")).toBe(269);
    expect(millimetresFrom(" 4 ", "in")).toBe(102);
    for (const text of ["", "abc", "-5", "1e3", "10.6.1"]) expect(millimetresFrom(text, "in"), text).toBeNaN();
  });

  it("shows millimetres in inches to one decimal", () => {
    expect(fieldValueOf(254, "in")).toBe(10);
    expect(fieldValueOf(270, "in")).toBe(10.6);
    expect(fieldValueOf(270, "mm")).toBe(270);
  });

  it("shows limits rounded inwards, so that typing the shown limit is always accepted", () => {
    expect(limitInUnit(25, "min", "in")).toBe(1);
    expect(limitInUnit(600, "max", "in")).toBe(23.6);
    expect(limitInUnit(254, "max", "in")).toBe(10);
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 2000 }), (mm) => {
        expect(millimetresFrom(String(limitInUnit(mm, "min", "in")), "in")).toBeGreaterThanOrEqual(mm);
        expect(millimetresFrom(String(limitInUnit(mm, "max", "in")), "in")).toBeLessThanOrEqual(mm);
      }),
    );
  });
});
