import { describe, expect, it } from "vitest";
import { designDocumentSchema, parseDesignDocument, serializeDesign } from "@/lib/design";
import { buildNet, printableSides } from "@/lib/dielines";
import { TEMPLATE_IDS, isTemplateId, templateDesign, templateSku } from "./templates";

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
      const size = /(\d+)x(\d+)x(\d+)$/.exec(sku);
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
});
