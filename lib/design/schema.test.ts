import { describe, expect, it } from "vitest";
import { DesignDocumentError, MAX_ELEMENTS_PER_SIDE, parseDesignDocument, type DesignDocument } from "./index";
import { designWith, imageElement, shapeElement, textElement } from "./sample-designs";

function issuesOf(input: unknown): { path: string; message: string }[] {
  try {
    parseDesignDocument(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DesignDocumentError);
    return (error as DesignDocumentError).issues;
  }
  throw new Error("expected the document to be refused");
}

const good = (): DesignDocument =>
  designWith({
    front: { background: "#ffffff", elements: [imageElement({ crop: { x: 0.1, y: 0, width: 0.9, height: 0.5 } }), textElement(), shapeElement()] },
    top: { background: null, elements: [shapeElement({ id: "line", shape: "line", fill: null, stroke: "#000000", strokeWidth: 0.5 })] },
  });

describe("the design document schema", () => {
  it("accepts a document with every kind of element", () => {
    const doc = good();
    expect(parseDesignDocument(doc)).toEqual(doc);
  });

  it("accepts a document whose sides are all missing (blank)", () => {
    expect(parseDesignDocument(designWith({})).sides).toEqual({});
  });

  it("refuses a bad colour, wherever it is", () => {
    const doc = good();
    doc.sides.front!.background = "white";
    expect(issuesOf(doc)).toEqual([{ path: "sides.front.background", message: expect.stringContaining("#rrggbb") }]);
    const shortHex = good();
    (shortHex.sides.front!.elements[2] as { fill: string }).fill = "#fff";
    expect(issuesOf(shortHex)[0]?.path).toBe("sides.front.elements.2.fill");
  });

  it("stores colours lower-case", () => {
    const doc = good();
    doc.sides.front!.background = "#AABBCC";
    expect(parseDesignDocument(doc).sides.front!.background).toBe("#aabbcc");
  });

  it("refuses NaN and infinite numbers", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const doc = good();
      doc.sides.front!.elements[1]!.x = bad;
      expect(issuesOf(doc).map((issue) => issue.path)).toEqual(["sides.front.elements.1.x"]);
    }
  });

  it("refuses unknown keys at every level", () => {
    expect(issuesOf({ ...good(), extra: 1 })[0]).toMatchObject({ path: "", message: expect.stringContaining("extra") });
    const sideKey = good();
    (sideKey.sides as Record<string, unknown>).inside = { background: null, elements: [] };
    expect(issuesOf(sideKey)[0]?.path).toBe("sides");
    const elementKey = good();
    (elementKey.sides.front!.elements[0] as Record<string, unknown>).scaleX = 2;
    expect(issuesOf(elementKey)[0]?.path).toBe("sides.front.elements.0");
    const textOnShape = good();
    (textOnShape.sides.front!.elements[2] as Record<string, unknown>).text = "no";
    expect(issuesOf(textOnShape)[0]?.path).toBe("sides.front.elements.2");
  });

  it("refuses more elements on a side than the limit", () => {
    const elements = Array.from({ length: MAX_ELEMENTS_PER_SIDE }, (_, i) => shapeElement({ id: `s${i}` }));
    expect(() => parseDesignDocument(designWith({ back: { background: null, elements } }))).not.toThrow();
    elements.push(shapeElement({ id: "one-too-many" }));
    expect(issuesOf(designWith({ back: { background: null, elements } }))[0]?.path).toBe("sides.back.elements");
  });

  it("refuses an unknown font and a weight the font does not have", () => {
    expect(issuesOf(designWith({ front: { background: null, elements: [{ ...textElement(), fontId: "comic-sans" as "inter" }] } }))[0]?.path).toBe(
      "sides.front.elements.0.fontId",
    );
    expect(issuesOf(designWith({ front: { background: null, elements: [textElement({ fontId: "caveat", fontWeight: 500 })] } }))[0]?.path).toBe(
      "sides.front.elements.0.fontWeight",
    );
  });

  it("keeps positions, sizes and text within their bounds", () => {
    const cases: [Partial<ReturnType<typeof textElement>>, string][] = [
      [{ x: 5000.5 }, "x"],
      [{ y: -5001 }, "y"],
      [{ width: 0 }, "width"],
      [{ height: 5001 }, "height"],
      [{ rotation: 361 }, "rotation"],
      [{ opacity: 1.1 }, "opacity"],
      [{ text: "x".repeat(2001) }, "text"],
      [{ id: "has space" }, "id"],
      [{ id: "x".repeat(41) }, "id"],
      [{ lineHeight: 0 }, "lineHeight"],
      [{ fontSize: 0 }, "fontSize"],
    ];
    for (const [patch, field] of cases) {
      expect(issuesOf(designWith({ front: { background: null, elements: [textElement(patch)] } }))[0]?.path).toBe(`sides.front.elements.0.${field}`);
    }
    expect(() =>
      parseDesignDocument(designWith({ front: { background: null, elements: [textElement({ x: -5000, y: 5000, width: 5000, text: "x".repeat(2000) })] } })),
    ).not.toThrow();
  });

  it("refuses a crop that reaches outside the image", () => {
    const doc = designWith({ front: { background: null, elements: [imageElement({ crop: { x: 0.5, y: 0, width: 0.6, height: 1 } })] } });
    expect(issuesOf(doc)[0]?.path).toBe("sides.front.elements.0.crop.width");
  });

  it("stores rotations in (-180, 180]", () => {
    const rotations = [
      [-360, 0],
      [-270, 90],
      [-180, 180],
      [270, -90],
      [360, 0],
      [180, 180],
      [45.5, 45.5],
    ];
    for (const [given, stored] of rotations) {
      const doc = parseDesignDocument(designWith({ front: { background: null, elements: [shapeElement({ rotation: given })] } }));
      expect(doc.sides.front!.elements[0]!.rotation).toBe(stored);
    }
  });

  it("refuses the same element id twice in one document, even on different sides", () => {
    const doc = designWith({
      front: { background: null, elements: [shapeElement({ id: "twin" })] },
      back: { background: null, elements: [shapeElement({ id: "twin" })] },
    });
    expect(issuesOf(doc)).toEqual([{ path: "sides.back.elements.0.id", message: expect.stringContaining("twin") }]);
  });

  it("refuses an unknown box model, bad dimensions and a repeated palette uid", () => {
    expect(issuesOf({ ...good(), model: "bag" })[0]?.path).toBe("model");
    expect(issuesOf({ ...good(), inside: { length: 200, width: -1, height: 70 } })[0]?.path).toBe("inside.width");
    expect(
      issuesOf({
        ...good(),
        palette: [
          { uid: 1, color: "#000000" },
          { uid: 1, color: "#ffffff" },
        ],
      })[0]?.path,
    ).toBe("palette.1.uid");
  });

  it("reports every issue with its path, and a message naming the first", () => {
    const doc = good();
    doc.sides.front!.background = "red";
    doc.sides.front!.elements[0]!.opacity = 2;
    let caught: unknown;
    try {
      parseDesignDocument(doc);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DesignDocumentError);
    const error = caught as DesignDocumentError;
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(["sides.front.background", "sides.front.elements.0.opacity"]);
    expect(error.message).toMatch(/^Invalid design document: sides\.front\.\S+: .+ \(and 1 more\)$/);
  });
});
