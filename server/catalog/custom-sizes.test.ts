import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sizedSku } from "@/lib/catalog/custom-size";
import { buildNet } from "@/lib/dielines";
import { REGION_IDS } from "@/regions/schema";
import { customLimitsOf, customSizeModel, customSizeRefusal } from "./custom-sizes";
import { PRODUCTS } from "./products";
import { CUSTOM_SIZE_SLOT, findSku, findVariant, findVariantById, VARIANTS } from "./variants";

const customisable = PRODUCTS.filter((product) => customSizeModel(product));

describe("custom sizes", () => {
  it("are taken by the printed boxes with a fold model, and by no plain or flat product", () => {
    expect(customisable.map((product) => product.slug)).toEqual(expect.arrayContaining(["mailer-box-full-color", "shipping-box", "product-box"]));
    for (const product of customisable) {
      expect(product.custom && !product.designless).toBe(true);
      expect(product.sizes.every((size) => size.heightMm > 0)).toBe(true);
    }
    expect(customLimitsOf(PRODUCTS.find((product) => product.slug === "mailer-box-plain")!)).toBeNull();
    expect(customLimitsOf(PRODUCTS.find((product) => product.slug === "poly-mailer")!)).toBeNull();
  });

  it("accept every catalogue size that folds, so a custom size is never narrower than the catalogue", () => {
    for (const product of customisable)
      for (const size of product.sizes) {
        const inside = { length: size.lengthMm, width: size.widthMm, height: size.heightMm };
        let folds = true;
        try {
          buildNet(customSizeModel(product)!, inside);
        } catch {
          folds = false;
        }
        if (folds) expect(customSizeRefusal(product, inside), `${product.slug} ${size.code}`).toBeNull();
      }
  });

  it("accept a size only when its net folds, and resolve it to a variant of that size in every region the product is sold in", () => {
    const product = fc.constantFrom(...customisable);
    const mm = fc.integer({ min: 1, max: 2500 });
    fc.assert(
      fc.property(product, mm, mm, mm, (product, length, width, height) => {
        const size = { length, width, height };
        const sku = sizedSku(product.slug, size);
        const variant = findSku(sku);
        if (customSizeRefusal(product, size) !== null) {
          expect(variant).toBeUndefined();
          return;
        }
        expect(() => buildNet(customSizeModel(product)!, size)).not.toThrow();
        const catalogue = product.sizes.find((candidate) => candidate.code === `${length}x${width}x${height}`);
        expect(variant).toMatchObject({ sku, product: { slug: product.slug }, size: { lengthMm: length, widthMm: width, heightMm: height } });
        // A catalogue size keeps its own variant; any other is in the reserved slot and found again by id and sku.
        expect(variant!.id % 100 === CUSTOM_SIZE_SLOT).toBe(!catalogue);
        expect(findVariantById(variant!.id, sku)).toEqual(variant);
      }),
      { numRuns: 300 },
    );
  });

  it("are found by id only with their sku, of the same product and region", () => {
    const variant = findVariant("eu", "mailer-box-full-color-270x190x80")!;
    expect(variant.id % 100).toBe(CUSTOM_SIZE_SLOT);
    expect(findVariantById(variant.id)).toBeUndefined();
    expect(findVariantById(variant.id, "mailer-box-eco-270x190x80")).toBeUndefined();
    expect(findVariantById(findVariant("us", variant.sku)!.id, variant.sku)?.region).toBe("us");
    expect(findVariant("eu", "mailer-box-full-color-150x100x140")).toBeUndefined();
  });

  it("leave the catalogue's variant ids where they were and below the reserved slot", () => {
    expect(VARIANTS.every((variant) => variant.id % 100 < CUSTOM_SIZE_SLOT)).toBe(true);
    expect(findVariant("eu", "mailer-box-full-color-300x220x100")!.id).toBe(
      (REGION_IDS.indexOf("eu") + 1) * 100_000 + (findVariant("eu", "mailer-box-full-color-300x220x100")!.id % 100_000),
    );
  });
});
