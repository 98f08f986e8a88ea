import { describe, expect, it } from "vitest";
import { BOX_MODELS, designDocumentSchema, emptyDesign } from "@/lib/design";
import { buildNet, printableSides } from "@/lib/dielines";
import cs from "@/messages/cs-CZ.json";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import es from "@/messages/es-ES.json";
import fr from "@/messages/fr-FR.json";
import it_ from "@/messages/it-IT.json";
import nl from "@/messages/nl-NL.json";
import pl from "@/messages/pl-PL.json";
import pt from "@/messages/pt-PT.json";
import ro from "@/messages/ro-RO.json";
import sv from "@/messages/sv-SE.json";
import { sideSize } from "./elements";
import { productFamily } from "./families";
import { SHAPE_GROUPS, SHAPE_LIBRARY, newLibraryShape, shapeGroupsFor } from "./shape-library";

const CATALOGUES = { cs, de, en, es, fr, it: it_, nl, pl, pt, ro, sv };

describe("the shapes library for each product", () => {
  it("knows the family of every model, and offers every group for each: the fitting ones first", () => {
    for (const model of BOX_MODELS) {
      expect(productFamily(model), model).toBeTruthy();
      const { fitting, more } = shapeGroupsFor(model);
      expect(fitting.length, model).toBeGreaterThan(0);
      expect([...fitting, ...more].sort()).toEqual([...SHAPE_GROUPS].sort());
    }
    expect(shapeGroupsFor("product-box").fitting[0]).toBe("badges");
    expect(shapeGroupsFor("shipping-box").fitting[0]).toBe("marks");
    expect(shapeGroupsFor("poly-mailer").fitting[0]).toBe("marks");
    expect(shapeGroupsFor("pattern-sheet").fitting[0]).toBe("decorative");
  });

  it("names every shape and group in every catalogue", () => {
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      const words = messages.Editor.shapes as { group: Record<string, string>; item: Record<string, string> };
      for (const group of SHAPE_GROUPS) expect(words.group[group], `${language} ${group}`).toMatch(/\S/);
      for (const item of SHAPE_LIBRARY) expect(words.item[item.id], `${language} ${item.id}`).toMatch(/\S/);
    }
  });

  it("adds each shape centred on any printable side, at its own proportions, named, and valid", () => {
    const products = [
      ["mailer-box", { length: 200, width: 150, height: 70 }],
      ["pattern-tape", { length: 66000, width: 48, height: 0 }],
      ["square-label", { length: 50, width: 50, height: 0 }],
      ["paper-bag", { length: 240, width: 110, height: 310 }],
    ] as const;
    for (const [model, inside] of products) {
      const net = buildNet(model, inside);
      for (const side of printableSides(net)) {
        const size = sideSize(net, side);
        const elements = SHAPE_LIBRARY.map((item, index) => newLibraryShape(size, item, `Name ${index}`, `s-${index}`));
        elements.forEach((element, index) => {
          const item = SHAPE_LIBRARY[index]!;
          expect(element.x + element.width / 2).toBeCloseTo(size.width / 2, 0);
          expect(element.y + element.height / 2).toBeCloseTo(size.height / 2, 0);
          expect(element.width).toBeLessThanOrEqual(size.width);
          expect(element.height).toBeLessThanOrEqual(size.height);
          if ("path" in item) {
            expect(element).toMatchObject({ shape: "path", path: item.path, name: `Name ${index}` });
            expect(element.width / element.height).toBeCloseTo(item.aspect, 0);
          } else expect(element.shape).toBe(item.basic);
        });
        const doc = emptyDesign(model, inside);
        expect(designDocumentSchema.safeParse({ ...doc, sides: { ...doc.sides, [side]: { background: null, elements } } }).success).toBe(true);
      }
    }
  });
});
