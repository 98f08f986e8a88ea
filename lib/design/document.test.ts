import { describe, expect, it } from "vitest";
import {
  DEFAULT_FONT_ID,
  DEFAULT_PALETTE,
  DESIGN_VERSION,
  DesignDocumentError,
  FONTS,
  HEX_COLOR,
  emptyDesign,
  imageFileIds,
  nearestWeight,
  normalizeColor,
  parseDesignDocument,
  serializeDesign,
  type DesignDocument,
} from "./index";
import { designWith, imageElement, randomDesign, shapeElement, textElement } from "./sample-designs";

/** The same document with every object's keys inserted in reverse order. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversedKeys(item)]),
    ) as T;
  }
  return value;
}

describe("emptyDesign", () => {
  it("gives a valid current-version document with every side blank", () => {
    const doc = emptyDesign("product-box", { length: 120, width: 80, height: 40 });
    expect(doc).toEqual({
      version: DESIGN_VERSION,
      model: "product-box",
      inside: { length: 120, width: 80, height: 40 },
      sides: Object.fromEntries(["front", "top", "back", "left", "right", "bottom"].map((side) => [side, { background: null, elements: [] }])),
    });
    expect(parseDesignDocument(doc)).toEqual(doc);
  });

  it("refuses impossible dimensions and unknown models", () => {
    expect(() => emptyDesign("mailer-box", { length: 0, width: 10, height: 10 })).toThrow(DesignDocumentError);
    expect(() => emptyDesign("mailer-box", { length: 10, width: 10, height: Number.NaN })).toThrow(DesignDocumentError);
    expect(() => emptyDesign("no-such-box" as "mailer-box", { length: 10, width: 10, height: 10 })).toThrow(DesignDocumentError);
  });
});

describe("serializeDesign and parseDesignDocument", () => {
  it("round-trip generated documents exactly, as text and as parsed JSON", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const doc = randomDesign(seed);
      const text = serializeDesign(doc);
      expect(parseDesignDocument(text), `seed ${seed}`).toEqual(doc);
      expect(parseDesignDocument(JSON.parse(text)), `seed ${seed}`).toEqual(doc);
      expect(serializeDesign(parseDesignDocument(text)), `seed ${seed}`).toBe(text);
    }
  }, 30_000);

  it("gives the same text for the same document, whatever order its keys were built in", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const doc = randomDesign(seed);
      expect(serializeDesign(reversedKeys(doc))).toBe(serializeDesign(doc));
      expect(serializeDesign(structuredClone(doc))).toBe(serializeDesign(doc));
    }
  });

  it("writes sorted keys without whitespace and leaves out absent optional fields", () => {
    const text = serializeDesign(designWith({ front: { background: null, elements: [shapeElement({ name: undefined })] } }));
    expect(text.startsWith('{"inside":{"height":70,"length":200,"width":150},"model":"mailer-box","sides":{"front":')).toBe(true);
    expect(text).not.toContain("name");
    expect(text).not.toMatch(/\s/);
  });

  it("refuses to write an invalid document", () => {
    const doc = designWith({ front: { background: "nope", elements: [] } });
    expect(() => serializeDesign(doc)).toThrow(DesignDocumentError);
  });

  it("refuses input that is not a design of a known version", () => {
    const pathOf = (input: unknown) => {
      try {
        parseDesignDocument(input);
        return "accepted";
      } catch (error) {
        return (error as DesignDocumentError).issues[0]?.path;
      }
    };
    expect(pathOf(null)).toBe("");
    expect(pathOf([])).toBe("");
    expect(pathOf("{not json")).toBe("");
    expect(pathOf({ ...emptyDesign("mailer-box", { length: 1, width: 1, height: 1 }), version: 3 })).toBe("version");
    expect(pathOf({ sides: {} })).toBe("version");
  });
});

describe("imageFileIds", () => {
  it("lists each referenced upload once, in side order then z-order", () => {
    const doc: DesignDocument = designWith({
      back: { background: null, elements: [imageElement({ id: "b1", fileId: "file-c" }), imageElement({ id: "b2", fileId: "file-a" })] },
      front: { background: null, elements: [textElement(), imageElement({ id: "f1", fileId: "file-a" }), imageElement({ id: "f2", fileId: "file-b" })] },
      top: { background: null, elements: [shapeElement()] },
    });
    expect(imageFileIds(doc)).toEqual(["file-a", "file-b", "file-c"]);
    expect(imageFileIds(designWith({}))).toEqual([]);
  });
});

describe("palette, fonts and colours", () => {
  it("offers 14 distinct default colours with uids 1 to 14", () => {
    expect(DEFAULT_PALETTE.map((entry) => entry.uid)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(DEFAULT_PALETTE.every((entry) => HEX_COLOR.test(entry.color))).toBe(true);
    expect(new Set(DEFAULT_PALETTE.map((entry) => entry.color)).size).toBe(14);
    expect(DEFAULT_PALETTE.map((entry) => entry.color)).toEqual(expect.arrayContaining(["#ffffff", "#000000"]));
    expect(Object.isFrozen(DEFAULT_PALETTE)).toBe(true);
  });

  it("bundles a handful of fonts, each with the regular weight", () => {
    expect(FONTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(FONTS.map((font) => font.id)).size).toBe(FONTS.length);
    expect(FONTS.every((font) => font.weights.includes(400))).toBe(true);
    expect(FONTS.map((font) => font.id)).toContain(DEFAULT_FONT_ID);
  });

  it("picks the nearest weight a font has", () => {
    expect(nearestWeight("caveat", 500)).toBe(400);
    expect(nearestWeight("caveat", 600)).toBe(700);
    expect(nearestWeight("oswald", 200)).toBe(300);
    expect(nearestWeight("inter", 500)).toBe(500);
  });

  it("normalizes the colour spellings shoppers and old designs use", () => {
    expect(normalizeColor("#FFF")).toBe("#ffffff");
    expect(normalizeColor("#a1B2c3")).toBe("#a1b2c3");
    expect(normalizeColor("a1b2c3")).toBe("#a1b2c3");
    expect(normalizeColor(" rgb(255, 0, 16) ")).toBe("#ff0010");
    expect(normalizeColor("rgba(1,2,3,1)")).toBe("#010203");
    expect(normalizeColor("White")).toBe("#ffffff");
    expect(normalizeColor("rgba(1,2,3,0.5)")).toBeUndefined();
    expect(normalizeColor("rgb(256,0,0)")).toBeUndefined();
    expect(normalizeColor("#abcd")).toBeUndefined();
    expect(normalizeColor("chartreuse")).toBeUndefined();
  });
});
