import { describe, expect, it } from "vitest";
import { DesignDocumentError, MAX_QR_DATA_BYTES, parseDesignDocument, serializeDesign, type DesignDocument } from "./index";
import { designWith, imageElement, qrElement, randomDesign, shapeElement, textElement } from "./sample-designs";

function pathsOf(input: unknown): string[] {
  try {
    parseDesignDocument(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DesignDocumentError);
    return (error as DesignDocumentError).issues.map((issue) => issue.path);
  }
  throw new Error("expected the document to be refused");
}

describe("letter spacing, image flips and the QR code element", () => {
  it("keeps documents without the new fields byte for byte as before", () => {
    // Written before these fields existed: the same text must come back, so stored designs do not change on save.
    const before =
      '{"inside":{"height":70,"length":200,"width":150},"model":"mailer-box","sides":{"front":{"background":null,"elements":[' +
      '{"align":"left","color":"#000000","fontId":"inter","fontSize":8,"fontWeight":400,"height":20,"id":"text-1","italic":false,"lineHeight":1.2,"opacity":1,"rotation":0,"text":"Hello box","type":"text","width":120,"x":15,"y":25},' +
      '{"fileId":"file-logo","height":50,"id":"image-1","opacity":1,"rotation":0,"type":"image","width":50,"x":0,"y":0}]}},"version":2}';
    expect(serializeDesign(parseDesignDocument(before))).toBe(before);
    for (const seed of [1, 2, 3, 4, 5]) {
      const doc = randomDesign(seed);
      expect(serializeDesign(parseDesignDocument(serializeDesign(doc)))).toBe(serializeDesign(doc));
    }
  });

  it("round-trips letter spacing, flips and QR codes", () => {
    const doc: DesignDocument = designWith({
      front: {
        background: null,
        elements: [
          textElement({ letterSpacing: 0.1 }),
          imageElement({ flipX: true, flipY: true, crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.5 } }),
          qrElement({ data: "https://boxwright.example/zażółć", background: null }),
          shapeElement(),
        ],
      },
    });
    expect(parseDesignDocument(serializeDesign(doc))).toEqual(doc);
  });

  it("refuses letter spacing out of bounds, a flip written as false and a QR code that cannot hold its data", () => {
    expect(pathsOf(designWith({ front: { background: null, elements: [textElement({ letterSpacing: 2 })] } }))).toEqual([
      "sides.front.elements.0.letterSpacing",
    ]);
    expect(pathsOf(designWith({ front: { background: null, elements: [textElement({ letterSpacing: -1 })] } }))).toEqual([
      "sides.front.elements.0.letterSpacing",
    ]);
    // Absent is the one spelling of "not flipped", so equal designs serialize equally.
    expect(pathsOf(designWith({ front: { background: null, elements: [{ ...imageElement(), flipX: false as unknown as true }] } }))).toEqual([
      "sides.front.elements.0.flipX",
    ]);
    expect(pathsOf(designWith({ front: { background: null, elements: [qrElement({ data: "" })] } }))).toEqual(["sides.front.elements.0.data"]);
    // Two bytes per letter: within the character limit, over the byte limit.
    expect(pathsOf(designWith({ front: { background: null, elements: [qrElement({ data: "ż".repeat(MAX_QR_DATA_BYTES / 2 + 1) })] } }))).toEqual([
      "sides.front.elements.0.data",
    ]);
    expect(pathsOf(designWith({ front: { background: null, elements: [qrElement({ color: "black" })] } }))).toEqual(["sides.front.elements.0.color"]);
  });
});
