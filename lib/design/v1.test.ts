import { describe, expect, it } from "vitest";
import { DesignDocumentError, convertFromV1, parseDesignDocument, serializeDesign, type DesignIssue } from "./index";
import { sideFromPolishName } from "./v1";

/** A design as the old editor saved it: Polish side names, pixels at 72 dpi, CSS colours. */
const legacy = () => ({
  version: 1,
  boxModel: "mailer-box",
  dimensions: "200x150x70",
  objects: [
    { side: "przód", kind: "rect", left: 0, top: 0, w: 720, h: 72, angle: 0, fill: "#FC0" },
    { side: "przód", kind: "img", left: 36, top: 144, w: 288, h: 144, angle: 370, src: "upload-42" },
    {
      side: "przód",
      kind: "txt",
      left: 72,
      top: 360,
      w: 360,
      h: 36,
      angle: -90,
      content: "Zażółć gęślą jaźń",
      font: "'Playfair Display', serif",
      size: 36,
      fill: "rgb(12, 34, 56)",
    },
    { side: "góra", kind: "circle", left: 100, top: 100, w: 50, h: 25, fill: "transparent", opacity: 0.5 },
    { side: "Tył", kind: "txt", left: 0, top: 0, w: 100, h: 20, content: "Thanks!", font: "Comic Sans MS" },
    { side: "przód", kind: "txt", left: 10, top: 10, w: 10, h: 10, content: "on top" },
    { side: "spod", kind: "rect", left: -10, top: -10, w: 10, h: 10 },
  ],
  backgrounds: { przód: "#fff", Góra: "rgb(0,0,0)", lewo: null, prawo: "transparent" },
});

function issuesOf(input: unknown): DesignIssue[] {
  try {
    convertFromV1(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DesignDocumentError);
    return (error as DesignDocumentError).issues;
  }
  throw new Error("expected the legacy design to be refused");
}

describe("convertFromV1", () => {
  const doc = convertFromV1(legacy());

  it("keeps the model and reads the inside dimensions in millimetres", () => {
    expect(doc.version).toBe(2);
    expect(doc.model).toBe("mailer-box");
    expect(doc.inside).toEqual({ length: 200, width: 150, height: 70 });
  });

  it("places objects on the sides their Polish names mean, in their saved order (first at the bottom)", () => {
    expect(doc.sides.front!.elements.map((element) => element.id)).toEqual(["v1-0", "v1-1", "v1-2", "v1-5"]);
    expect(doc.sides.top!.elements.map((element) => element.id)).toEqual(["v1-3"]);
    expect(doc.sides.back!.elements.map((element) => element.id)).toEqual(["v1-4"]);
    expect(doc.sides.bottom!.elements.map((element) => element.id)).toEqual(["v1-6"]);
    expect(doc.sides.left).toEqual({ background: null, elements: [] });
    expect(doc.sides.right).toEqual({ background: null, elements: [] });
  });

  it("converts pixels at 72 dpi to millimetres", () => {
    // 720 px is 10 inches, 72 px one inch.
    expect(doc.sides.front!.elements[0]).toMatchObject({ x: 0, y: 0, width: 254, height: 25.4 });
    expect(doc.sides.front!.elements[1]).toMatchObject({ x: 12.7, y: 50.8, width: 101.6, height: 50.8 });
    expect(doc.sides.top!.elements[0]).toMatchObject({ x: 35.278, y: 35.278, width: 17.639, height: 8.819 });
    expect(doc.sides.bottom!.elements[0]).toMatchObject({ x: -3.528, y: -3.528 });
  });

  it("maps each kind of object to its element", () => {
    expect(doc.sides.front!.elements[0]).toEqual({
      id: "v1-0",
      type: "shape",
      shape: "rect",
      x: 0,
      y: 0,
      width: 254,
      height: 25.4,
      rotation: 0,
      opacity: 1,
      fill: "#ffcc00",
      stroke: null,
      strokeWidth: 0,
    });
    expect(doc.sides.front!.elements[1]).toMatchObject({ type: "image", fileId: "upload-42", rotation: 10 });
    expect(doc.sides.front!.elements[2]).toMatchObject({
      type: "text",
      text: "Zażółć gęślą jaźń",
      fontId: "playfair-display",
      fontSize: 12.7,
      fontWeight: 400,
      italic: false,
      color: "#0c2238",
      align: "left",
      rotation: -90,
    });
    expect(doc.sides.top!.elements[0]).toMatchObject({ type: "shape", shape: "ellipse", fill: null, opacity: 0.5 });
  });

  it("sends fonts the shop does not bundle to the default font, and fills unset text black", () => {
    expect(doc.sides.back!.elements[0]).toMatchObject({ fontId: "inter", color: "#000000", fontSize: 8.467 });
    expect(doc.sides.bottom!.elements[0]).toMatchObject({ fill: "#000000" });
  });

  it("normalizes side backgrounds", () => {
    expect(doc.sides.front!.background).toBe("#ffffff");
    expect(doc.sides.top!.background).toBe("#000000");
    expect(doc.sides.left!.background).toBeNull();
    expect(doc.sides.right!.background).toBeNull();
  });

  it("gives a current document that round-trips, and reads the same through parseDesignDocument", () => {
    expect(parseDesignDocument(legacy())).toEqual(doc);
    expect(parseDesignDocument(JSON.stringify(legacy()))).toEqual(doc);
    expect(parseDesignDocument(serializeDesign(doc))).toEqual(doc);
  });

  it("reads side names with or without Polish letters, in any case", () => {
    expect(["przód", "PRZOD", "góra", "gora", "tył", "TYŁ", "tyl", "lewo", "prawo", "spód", "spod", "przo\u0301d"].map(sideFromPolishName)).toEqual([
      "front",
      "front",
      "top",
      "top",
      "back",
      "back",
      "back",
      "left",
      "right",
      "bottom",
      "bottom",
      "front",
    ]);
    expect(sideFromPolishName("front")).toBeUndefined();
  });

  it("reads the SKU models old designs stored, and dimensions with spaces or ×", () => {
    const converted = convertFromV1({ ...legacy(), boxModel: "shipping-box-plain", dimensions: "300 × 200.5 x 100" });
    expect(converted.model).toBe("shipping-box");
    expect(converted.inside).toEqual({ length: 300, width: 200.5, height: 100 });
    expect(convertFromV1({ ...legacy(), boxModel: "mailer-box-white-ink" }).model).toBe("mailer-box");
  });

  it("refuses what it cannot convert, pointing at the legacy input", () => {
    const withObject = (object: Record<string, unknown>) => ({ ...legacy(), objects: [object] });
    const base = { side: "przód", left: 0, top: 0, w: 10, h: 10 };
    expect(issuesOf({ ...legacy(), boxModel: "no-such-box" })).toEqual([{ path: "boxModel", message: expect.any(String) }]);
    expect(issuesOf({ ...legacy(), dimensions: "20x15" })[0]?.path).toBe("dimensions");
    expect(issuesOf({ ...legacy(), dimensions: "0x15x10" })[0]?.path).toBe("dimensions");
    expect(issuesOf(withObject({ ...base, kind: "rect", side: "środek" }))[0]?.path).toBe("objects.0.side");
    expect(issuesOf(withObject({ ...base, kind: "triangle" }))[0]?.path).toBe("objects.0.kind");
    expect(issuesOf(withObject({ ...base, kind: "rect", fill: "hsl(0, 100%, 50%)" }))[0]?.path).toBe("objects.0.fill");
    expect(issuesOf(withObject({ ...base, kind: "txt", content: "a", fill: "transparent" }))[0]?.path).toBe("objects.0.fill");
    expect(issuesOf(withObject({ ...base, kind: "rect", w: 0 }))[0]?.path).toBe("objects.0.w");
    expect(issuesOf(withObject({ ...base, kind: "rect", left: 20_000 }))[0]?.path).toBe("objects.0.left");
    expect(issuesOf(withObject({ ...base, kind: "img", src: "../../etc/passwd" }))[0]?.path).toBe("objects.0.src");
    expect(issuesOf(withObject({ ...base, kind: "img" }))[0]?.path).toBe("objects.0.src");
    expect(issuesOf(withObject({ ...base, kind: "rect", scaleX: 2 }))[0]?.path).toBe("objects.0");
    expect(issuesOf(withObject({ ...base, kind: "rect", left: Number.NaN }))[0]?.path).toBe("objects.0.left");
    expect(issuesOf(withObject({ ...base, kind: "txt", content: "x".repeat(2001) }))[0]?.path).toBe("objects.0.content");
    expect(issuesOf({ ...legacy(), backgrounds: { środek: "#fff" } })[0]?.path).toBe("backgrounds.środek");
    expect(issuesOf({ ...legacy(), backgrounds: { przód: "#fff", przod: "#000" } })[0]?.path).toBe("backgrounds.przod");
    expect(issuesOf({ ...legacy(), backgrounds: { tył: "rgb(300,0,0)" } })[0]?.path).toBe("backgrounds.tył");
    expect(
      issuesOf({ version: 1 })
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(["boxModel", "dimensions", "objects"]);
  });

  it("refuses a side with more objects than the current limit", () => {
    const objects = Array.from({ length: 1001 }, (_, i) => ({ side: "lewo", kind: "rect", left: i, top: 0, w: 1, h: 1 }));
    expect(issuesOf({ ...legacy(), objects })).toEqual([{ path: "objects", message: expect.stringContaining("left") }]);
  });
});
