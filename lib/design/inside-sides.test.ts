import { describe, expect, it } from "vitest";
import { emptyDesign, hasInsideArtwork, INSIDE_SIDE_IDS, imageFileIds, parseDesignDocument, serializeDesign, SIDE_IDS } from "./index";
import { convertFromV1 } from "./v1";
import { designWith, imageElement, shapeElement } from "./sample-designs";

/**
 * Inside sides are optional keys of `sides` (ADR 0039): a design from before
 * they existed reads and writes exactly as it did, and one with inside artwork
 * keeps it through a save.
 */
describe("inside sides in the design document", () => {
  const inside = { length: 200, width: 150, height: 70 };

  it("leaves a design without inside sides as it was: the same text after a read and a write", () => {
    const stored =
      '{"inside":{"height":70,"length":200,"width":150},"model":"mailer-box","sides":{"back":{"background":null,"elements":[]},"bottom":{"background":null,"elements":[]},"front":{"background":"#ff0000","elements":[]},"left":{"background":null,"elements":[]},"right":{"background":null,"elements":[]},"top":{"background":null,"elements":[]}},"version":2}';
    expect(serializeDesign(parseDesignDocument(stored))).toBe(stored);
    // New and converted designs start with the outside only, as before.
    expect(Object.keys(emptyDesign("mailer-box", inside).sides)).toEqual(["front", "top", "back", "left", "right", "bottom"]);
    const converted = convertFromV1({ version: 1, boxModel: "mailer-box", dimensions: "200x150x70", objects: [] });
    expect(Object.keys(converted.sides).sort()).toEqual(["back", "bottom", "front", "left", "right", "top"]);
  });

  it("keeps inside artwork through a save, and names its pictures", () => {
    const doc = designWith({
      front: { background: null, elements: [shapeElement({ id: "outside-mark" })] },
      "inside-top": { background: "#00ff00", elements: [imageElement({ id: "thanks", fileId: "inside-file" })] },
      "inside-bottom": { background: null, elements: [] },
    });
    const text = serializeDesign(doc);
    expect(parseDesignDocument(text)).toEqual(doc);
    expect(text).toContain('"inside-top":{"background":"#00ff00"');
    expect(imageFileIds(doc)).toContain("inside-file");
    expect(SIDE_IDS).toEqual(expect.arrayContaining([...INSIDE_SIDE_IDS]));
  });

  it("refuses an unknown side and an element id used both outside and inside", () => {
    const blank = emptyDesign("mailer-box", inside);
    expect(() => parseDesignDocument({ ...blank, sides: { "inside-lid": { background: null, elements: [] } } })).toThrow(/inside-lid/);
    const twice = designWith({
      front: { background: null, elements: [shapeElement({ id: "same" })] },
      "inside-front": { background: null, elements: [shapeElement({ id: "same" })] },
    });
    expect(() => parseDesignDocument(twice)).toThrow(/used twice/);
  });

  it("tells whether a design has anything inside: a background or an element, not a blank inside side", () => {
    expect(hasInsideArtwork(emptyDesign("mailer-box", inside))).toBe(false);
    expect(hasInsideArtwork(designWith({ "inside-left": { background: null, elements: [] } }))).toBe(false);
    expect(hasInsideArtwork(designWith({ "inside-left": { background: "#123456", elements: [] } }))).toBe(true);
    expect(hasInsideArtwork(designWith({ "inside-top": { background: null, elements: [shapeElement({ id: "s" })] } }))).toBe(true);
  });
});
