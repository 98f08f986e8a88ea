import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { countColours } from "./colours";
import { detectKind } from "./detect";
import { jpegSize, pngSize } from "./headers";
import { COLOUR_COUNT_CAP } from "./rules";
import { pagePdf, pngClaiming, POSTSCRIPT_AI, solidJpeg, solidPng, svg, zipWithText } from "./test-files";

const text = (value: string) => new TextEncoder().encode(value);

describe("detectKind", () => {
  it("recognises each accepted type by its first bytes", async () => {
    expect(detectKind(await solidPng(2, 2))).toBe("png");
    expect(detectKind(await solidJpeg(2, 2))).toBe("jpeg");
    expect(detectKind(await pagePdf(10, 10))).toBe("pdf");
    expect(detectKind(POSTSCRIPT_AI)).toBe("postscript");
    expect(detectKind(new Uint8Array([0xc5, 0xd0, 0xd3, 0xc6, 0, 0]))).toBe("postscript");
    expect(detectKind(zipWithText("a.txt", "a"))).toBe("zip");
    expect(detectKind(svg('width="1" height="1"'))).toBe("svg");
  });

  it("finds an SVG behind a byte order mark, comments and a doctype, with or without a prefix", () => {
    expect(detectKind(text('\ufeff  <!-- made by hand --><!DOCTYPE svg [ <!ENTITY a "b"> ]>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(detectKind(text('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"></svg:svg>'))).toBe("svg");
  });

  it("recognises nothing else, whatever it looks like", () => {
    expect(detectKind(text("just words"))).toBeNull();
    expect(detectKind(text("<html><body><svg></svg></body></html>"))).toBeNull();
    expect(detectKind(text("<svgfoo/>"))).toBeNull();
    expect(detectKind(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x00, 0x3e]))).toBeNull();
    expect(detectKind(text("GIF89a"))).toBeNull();
    expect(detectKind(new Uint8Array())).toBeNull();
  });
});

describe("header sizes", () => {
  it("reads a PNG's IHDR, including one that lies", async () => {
    expect(pngSize(await solidPng(123, 45))).toEqual({ width: 123, height: 45 });
    expect(pngSize(await pngClaiming(20_000, 30_000))).toEqual({ width: 20_000, height: 30_000 });
    expect(pngSize((await solidPng(5, 5)).subarray(0, 20))).toBeNull();
  });

  it("reads a JPEG's frame header behind other segments, baseline or progressive", async () => {
    const base = sharp({ create: { width: 321, height: 123, channels: 3, background: "#888" } });
    const baseline = await base.clone().jpeg().toBuffer();
    const progressive = await base.clone().jpeg({ progressive: true }).toBuffer();
    const withExif = await base
      .clone()
      .withExif({ IFD0: { Copyright: "Boxwright" } })
      .jpeg()
      .toBuffer();
    expect(jpegSize(baseline)).toEqual({ width: 321, height: 123 });
    expect(jpegSize(progressive)).toEqual({ width: 321, height: 123 });
    expect(jpegSize(withExif)).toEqual({ width: 321, height: 123 });
    expect(jpegSize(baseline.subarray(0, 8))).toBeNull();
  });
});

describe("countColours", () => {
  const rgba = (...pixels: number[][]) => new Uint8Array(pixels.flat());

  it("counts distinct colours, ignoring fully transparent pixels and alpha", () => {
    expect(countColours(rgba([255, 0, 0, 255], [255, 0, 0, 128], [0, 0, 255, 255], [9, 9, 9, 0]))).toBe(2);
    expect(countColours(rgba([0, 0, 0, 0]))).toBe(0);
  });

  it("stops past the cap", () => {
    const pixels = new Uint8Array((COLOUR_COUNT_CAP + 50) * 4);
    for (let i = 0; i < COLOUR_COUNT_CAP + 50; i += 1) pixels.set([i & 0xff, (i >> 8) & 0xff, 0, 255], i * 4);
    expect(countColours(pixels)).toBe(COLOUR_COUNT_CAP + 1);
    expect(countColours(pixels, 20)).toBe(21);
  });
});
