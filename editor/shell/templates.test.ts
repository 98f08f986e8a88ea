import { describe, expect, it } from "vitest";
import { designDocumentSchema, parseDesignDocument, serializeDesign } from "@/lib/design";
import { buildNet, printableSides, type BoxModel } from "@/lib/dielines";
import { sideSize } from "./elements";
import { TEMPLATE_IDS, isTemplateId, templateDesign, templateFamily, templateSku, templatesFor } from "./templates";

const texts = { headline: "Frisch gebacken", tagline: "Jeden Morgen von Hand gemacht", mark: "Bäckerei" };

describe("example designs", () => {
  it.each(TEMPLATE_IDS)("%s is a valid design for every printable side of its box, in the words given", (id) => {
    const doc = templateDesign(id, "mailer-box", { length: 250, width: 180, height: 60 }, texts);
    expect(designDocumentSchema.parse(doc)).toEqual(doc);
    expect(parseDesignDocument(serializeDesign(doc))).toEqual(doc);
    const sides = printableSides(buildNet("mailer-box", { length: 250, width: 180, height: 60 }));
    for (const side of sides) expect(doc.sides[side]?.background).toMatch(/^#[0-9a-f]{6}$/);
    const words = Object.values(doc.sides).flatMap((side) => side?.elements.flatMap((element) => (element.type === "text" ? [element.text] : [])) ?? []);
    expect(words).toContain("Frisch gebacken");
    expect(words).toContain("Bäckerei");
  });

  it("draws each example for the product and size its sku names", () => {
    for (const id of TEMPLATE_IDS) {
      const sku = templateSku(id);
      // Boxes and bags have three dimensions; flat products (mailers, paper, tape, labels, cards) two.
      const size = /-(\d+)x(\d+)(?:x(\d+))?$/.exec(sku);
      expect(size, sku).not.toBeNull();
    }
    const doc = templateDesign("garden", "product-box", { length: 100, width: 70, height: 150 }, texts);
    expect(designDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it("is the same document every time, so a reload shows the same example", () => {
    const inside = { length: 200, width: 150, height: 70 };
    expect(serializeDesign(templateDesign("studio", "mailer-box", inside, texts))).toBe(serializeDesign(templateDesign("studio", "mailer-box", inside, texts)));
  });

  it("knows only its own ids", () => {
    expect(isTemplateId("bakery")).toBe(true);
    expect(isTemplateId("constructor")).toBe(false);
  });

  // ADR 0047: each family has at least three templates of its own, each drawn validly for every product of it.
  it.each<[string, BoxModel, { length: number; width: number; height: number }]>([
    ["box", "product-box", { length: 100, width: 70, height: 150 }],
    ["box", "paper-can", { length: 73, width: 73, height: 100 }],
    ["flat", "paper-bag", { length: 240, width: 110, height: 310 }],
    ["flat", "poly-mailer", { length: 250, width: 350, height: 0 }],
    ["flat", "rigid-envelope", { length: 250, width: 350, height: 0 }],
    ["pattern", "pattern-sheet", { length: 500, width: 700, height: 0 }],
    ["pattern", "pattern-tape", { length: 66000, width: 48, height: 0 }],
    ["label", "square-label", { length: 50, width: 50, height: 0 }],
    ["label", "printed-card", { length: 85, width: 55, height: 0 }],
  ])("offers %s templates first for %s, each a valid design of it", (family, model, inside) => {
    const { fitting, more } = templatesFor(model);
    expect(fitting.length).toBeGreaterThanOrEqual(3);
    expect(fitting.every((id) => templateFamily(id) === family)).toBe(true);
    // A tape offers its own templates only; every other product all of them, its own first.
    expect([...fitting, ...more].sort()).toEqual(model === "pattern-tape" ? [...fitting].sort() : [...TEMPLATE_IDS].sort());
    for (const id of fitting) {
      const doc = templateDesign(id, model, inside, texts);
      expect(designDocumentSchema.parse(doc)).toEqual(doc);
      expect(parseDesignDocument(serializeDesign(doc))).toEqual(doc);
      const words = Object.values(doc.sides).flatMap((side) => side?.elements.flatMap((element) => (element.type === "text" ? [element.text] : [])) ?? []);
      expect(words.length, id).toBeGreaterThan(0);
    }
  });

  it("offers a tape no box, bag or label template under its own, none of which would fit a 48 mm strip", () => {
    const { fitting, more } = templatesFor("pattern-tape");
    expect(more).toEqual([]);
    expect(fitting.every((id) => templateFamily(id) === "pattern")).toBe(true);
    expect(templatesFor("pattern-sheet").more.length).toBeGreaterThan(0);
  });

  it("repeats a pattern template's motif over the tile, inside it", () => {
    const inside = { length: 66000, width: 48, height: 0 };
    const doc = templateDesign("handle", "pattern-tape", inside, texts);
    const tile = sideSize(buildNet("pattern-tape", inside), "front");
    const elements = doc.sides.front!.elements;
    expect(elements.filter((element) => element.type === "shape" && element.shape === "path")).toHaveLength(2);
    for (const element of elements) {
      expect(element.x).toBeGreaterThanOrEqual(0);
      expect(element.y).toBeGreaterThanOrEqual(0);
      expect(element.x + element.width).toBeLessThanOrEqual(tile.width);
      expect(element.y + element.height).toBeLessThanOrEqual(tile.height);
    }
  });
});
