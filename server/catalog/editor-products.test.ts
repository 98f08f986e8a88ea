import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { resolveSku } from "./editor-products";
import { productsInRegion } from "./service";
import { PRODUCTS } from "./products";
import { skuOf } from "./variants";

const name = (slug: string) => `name of ${slug}`;

describe("the editor routes' products", () => {
  it("opens a printed box with its size, print qualities and board", () => {
    expect(resolveSku(REGIONS.eu, "mailer-box-full-color-200x150x70", name)).toEqual({
      kind: "designable",
      model: "mailer-box",
      facts: {
        sku: "mailer-box-full-color-200x150x70",
        slug: "mailer-box-full-color",
        name: "name of mailer-box-full-color",
        sizeCode: "200x150x70",
        inside: { length: 200, width: 150, height: 70 },
        printQualities: ["standard", "hd-plus", "hd-plus-glossy"],
        material: "cardboard-white-one-side",
        printModes: ["print-color-budget", "print-color-hd"],
      },
    });
    expect(resolveSku(REGIONS.pl, "product-box-two-pieces-150x150x60", name)).toMatchObject({ kind: "designable", model: "product-box-two-pieces" });
  });

  it("has nothing to design for plain boxes, and no editor yet for products without a box model", () => {
    expect(resolveSku(REGIONS.eu, "mailer-box-plain-200x150x70", name)).toEqual({
      kind: "designless",
      name: "name of mailer-box-plain",
      slug: "mailer-box-plain",
    });
  });

  it("has nothing to design for pre-printed boxes and tape (no design work needed) or sample packs", () => {
    for (const sku of ["pre-printed-mailer-box-eco-200x150x70", "pre-printed-mailer-box-full-color-200x150x70", "pre-printed-kraft-tape-50000x50"])
      expect(resolveSku(REGIONS.eu, sku, name), sku).toMatchObject({ kind: "designless" });
    expect(resolveSku(REGIONS.eu, "sample-packs-300x220x100", name)).toMatchObject({ kind: "designless", slug: "sample-packs" });
  });

  it("opens a paper bag with its gussets as a bag, and a poly mailer as a flat mailer without height", () => {
    expect(resolveSku(REGIONS.eu, "paper-bag-240x110x310", name)).toMatchObject({
      kind: "designable",
      model: "paper-bag",
      facts: { slug: "paper-bag", inside: { length: 240, width: 110, height: 310 } },
    });
    expect(resolveSku(REGIONS.eu, "bio-poly-mailer-350x450", name)).toMatchObject({
      kind: "designable",
      model: "poly-mailer",
      facts: { inside: { length: 350, width: 450, height: 0 } },
    });
  });

  // Issue 23: every flat and bag-like product answered "not available in the editor yet", for every size.
  it("opens every size of every flat and bag-like product the storefronts sell in the editor", () => {
    const expected: Record<string, string> = {
      "paper-bag": "paper-bag",
      "tote-bag": "tote-bag",
      "doypack-bag": "doypack-bag",
      "poly-mailer": "poly-mailer",
      "bio-poly-mailer": "poly-mailer",
      "recycled-poly-mailer": "poly-mailer",
      "paper-mailer": "paper-mailer",
      "rigid-envelope": "rigid-envelope",
      "square-label": "square-label",
      "printed-card": "printed-card",
    };
    let opened = 0;
    for (const region of Object.values(REGIONS)) {
      for (const product of productsInRegion(region).filter((candidate) => candidate.slug in expected)) {
        for (const size of product.sizes) {
          const sku = `${product.slug}-${size.code}`;
          expect(resolveSku(region, sku, name), `${region.id} ${sku}`).toMatchObject({ kind: "designable", model: expected[product.slug] });
          opened += 1;
        }
      }
    }
    expect(opened).toBeGreaterThan(100);
  });

  it("opens tissue paper, packing paper and printed tape as a repeating pattern, and the paper can as a cylinder", () => {
    expect(resolveSku(REGIONS.eu, "tissue-paper-500x700", name)).toMatchObject({
      kind: "designable",
      model: "pattern-sheet",
      facts: { slug: "tissue-paper", sizeCode: "500x700", inside: { length: 500, width: 700, height: 0 } },
    });
    expect(resolveSku(REGIONS.eu, "packing-paper-800x1200", name)).toMatchObject({ kind: "designable", model: "pattern-sheet" });
    expect(resolveSku(REGIONS.eu, "packing-tape-66000x48", name)).toMatchObject({
      kind: "designable",
      model: "pattern-tape",
      facts: { inside: { length: 66000, width: 48, height: 0 } },
    });
    expect(resolveSku(REGIONS.eu, "kraft-tape-50000x50", name)).toMatchObject({ kind: "designable", model: "pattern-tape" });
    expect(resolveSku(REGIONS.eu, "paper-can-83x83x150", name)).toMatchObject({
      kind: "designable",
      model: "paper-can",
      facts: { inside: { length: 83, width: 83, height: 150 }, printQualities: ["standard", "hd-plus", "hd-plus-glossy"] },
    });
  });

  it("leaves the pre-printed kraft tape, whose pattern is chosen and not designed, out of the editor", () => {
    expect(resolveSku(REGIONS.eu, "pre-printed-kraft-tape-50000x50", name)).not.toMatchObject({ kind: "designable" });
  });

  // Boxes whose catalogue entry has no box sku model (the API's sku_model stays null): each is made as its own net.
  const BOXES_BY_SLUG = {
    "rigid-box": "rigid-box",
    "rigid-box-two-pieces": "rigid-box-two-pieces",
    "magnetic-box": "magnetic-box",
    "rigid-drawer-box": "rigid-drawer-box",
    "cake-box": "cake-box",
    "carrier-box": "carrier-box",
    "special-box": "special-box",
  } as const;

  it.each(Object.entries(BOXES_BY_SLUG))("opens every size of the %s in the editor as a %s", (slug, model) => {
    const product = PRODUCTS.find((candidate) => candidate.slug === slug)!;
    expect(product.skuModel).toBeNull();
    const sold = Object.values(REGIONS).filter((region) => !region.designlessProductIds.includes(slug));
    expect(sold.length).toBeGreaterThan(0);
    for (const region of sold) {
      for (const size of product.sizes) {
        const sku = skuOf(product, size);
        const answer = resolveSku(region, sku, name);
        if (answer === undefined) continue; // not sold in this storefront
        expect(answer, `${region.id} ${sku}`).toMatchObject({
          kind: "designable",
          model,
          facts: { sku, slug, inside: { length: size.lengthMm, width: size.widthMm, height: size.heightMm } },
        });
      }
    }
    expect(sold.some((region) => product.sizes.some((size) => resolveSku(region, skuOf(product, size), name) !== undefined))).toBe(true);
  });

  it("knows no sku the storefront does not sell", () => {
    expect(resolveSku(REGIONS.eu, "no-such-box-1x1x1", name)).toBeUndefined();
  });
});

describe("the editor routes' custom sizes", () => {
  it("open a printed box in the size its sku names, within the product's limits", () => {
    expect(resolveSku(REGIONS.us, "mailer-box-full-color-270x190x80", name)).toMatchObject({
      kind: "designable",
      model: "mailer-box",
      facts: { sku: "mailer-box-full-color-270x190x80", sizeCode: "270x190x80", inside: { length: 270, width: 190, height: 80 } },
    });
  });

  it("know no size the box cannot be made in", () => {
    expect(resolveSku(REGIONS.eu, "mailer-box-full-color-150x100x140", name)).toBeUndefined();
    expect(resolveSku(REGIONS.eu, "mailer-box-full-color-5000x190x80", name)).toBeUndefined();
  });
});
