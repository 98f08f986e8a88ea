import { describe, expect, it } from "vitest";
import { buildNet, printableSides, type BoxModel, type Dimensions } from "@/lib/dielines";
import { LOCALES } from "@/lib/i18n/locales";
import { sideSize } from "./elements";
import { productFamily } from "./families";
import { TEMPLATE_IDS, templateDesign, templatesFor, type TemplateTexts } from "./templates";

/**
 * Finding B5 of the second walk: the packing tape's templates printed their words 2.4 mm high, a hairline on
 * a 48 mm tape. Every template, put on any product (the panel offers the others' templates too), in every
 * language, prints words a shopper can read on that product, inside the side or tile they are on.
 */

/** Each product model at its smallest size in the catalogue, where words are smallest. */
const SMALLEST: Record<BoxModel, Dimensions> = {
  "mailer-box": { length: 150, width: 100, height: 50 },
  "sleeved-mailer-box": { length: 150, width: 100, height: 50 },
  "shipping-box": { length: 200, width: 150, height: 100 },
  "delivery-mailer-box": { length: 150, width: 100, height: 50 },
  "product-box": { length: 60, width: 60, height: 120 },
  "product-box-two-pieces": { length: 100, width: 100, height: 50 },
  "product-box-wine-box": { length: 90, width: 90, height: 340 },
  "rigid-box": { length: 150, width: 150, height: 60 },
  "rigid-box-two-pieces": { length: 150, width: 150, height: 60 },
  "magnetic-box": { length: 200, width: 150, height: 50 },
  "rigid-drawer-box": { length: 100, width: 70, height: 30 },
  "cake-box": { length: 200, width: 200, height: 100 },
  "carrier-box": { length: 250, width: 150, height: 200 },
  "special-box": { length: 200, width: 200, height: 100 },
  "paper-bag": { length: 180, width: 80, height: 220 },
  "tote-bag": { length: 380, width: 100, height: 420 },
  "doypack-bag": { length: 120, width: 35, height: 200 },
  "poly-mailer": { length: 250, width: 350, height: 0 },
  "paper-mailer": { length: 240, width: 340, height: 0 },
  "rigid-envelope": { length: 250, width: 175, height: 0 },
  "square-label": { length: 50, width: 50, height: 0 },
  "printed-card": { length: 85, width: 55, height: 0 },
  "pattern-sheet": { length: 500, width: 700, height: 0 },
  "pattern-tape": { length: 66000, width: 48, height: 0 },
  "paper-can": { length: 73, width: 73, height: 100 },
};

/** The smallest words that read on the product: 4 mm (about 11 pt), and on a tape a sixth of its width. */
const readable = (model: BoxModel, inside: Dimensions) => (productFamily(model) === "tape" ? Math.max(4, inside.width / 6) : 4);

type Catalogue = { Editor: { templates: Record<string, TemplateTexts> } };
const catalogues = await Promise.all(
  LOCALES.map(async (locale) => [locale, ((await import(`@/messages/${locale}.json`)) as { default: Catalogue }).default] as const),
);

describe("the templates' words", () => {
  it.each(Object.entries(SMALLEST) as [BoxModel, Dimensions][])(
    "read on %s, in every language, inside their side",
    (model, inside) => {
      const net = buildNet(model, inside);
      const least = readable(model, inside);
      for (const [locale, messages] of catalogues) {
        for (const id of TEMPLATE_IDS) {
          const design = templateDesign(id, model, inside, messages.Editor.templates[id]!);
          for (const side of printableSides(net)) {
            const size = sideSize(net, side);
            for (const element of design.sides[side]?.elements ?? []) {
              if (element.type !== "text") continue;
              const where = `${locale} ${id} ${side} "${element.text}"`;
              expect(element.fontSize, where).toBeGreaterThanOrEqual(least);
              expect(element.x, where).toBeGreaterThanOrEqual(0);
              expect(element.y, where).toBeGreaterThanOrEqual(0);
              expect(element.x + element.width, where).toBeLessThanOrEqual(size.width + 0.01);
              expect(element.y + element.height, where).toBeLessThanOrEqual(size.height + 0.01);
            }
          }
        }
      }
    },
    30_000,
  ); // Every template measured in 11 languages: seconds of work on a busy machine.

  it("on a 48 mm packing tape are 8 to 15 mm high in the tape's own templates, as tapes in shops print them", () => {
    const inside = SMALLEST["pattern-tape"];
    const { fitting } = templatesFor("pattern-tape");
    expect(fitting.length).toBeGreaterThan(0);
    for (const [locale, messages] of catalogues) {
      for (const id of fitting) {
        const words = (templateDesign(id, "pattern-tape", inside, messages.Editor.templates[id]!).sides.front?.elements ?? []).filter(
          (element) => element.type === "text",
        );
        expect(words.length, `${locale} ${id}`).toBeGreaterThan(0);
        for (const element of words) {
          expect(element.fontSize, `${locale} ${id}`).toBeGreaterThanOrEqual(8);
          expect(element.fontSize, `${locale} ${id}`).toBeLessThanOrEqual(15);
        }
      }
    }
  });
});
