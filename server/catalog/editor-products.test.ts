import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { resolveSku } from "./editor-products";
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
    expect(resolveSku(REGIONS.eu, "paper-bag-240x110x310", name)).toEqual({ kind: "notAvailable", name: "name of paper-bag", slug: "paper-bag" });
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
