import { describe, expect, it } from "vitest";
import { printsInside } from "@/lib/catalog/print-inside";
import { buildNet, INSIDE_SIDE_IDS, modelForSkuModel, OUTSIDE_SIDE_IDS, printableSides } from "@/lib/dielines";
import { PRODUCTS } from "@/server/catalog/products";

/**
 * Issue 23: the double-sided mailer and the "with print inside" modes were sold
 * with nothing to print inside. Every product the catalogue sells with a print
 * mode that prints inside is a box whose net has the inside sides, at every size.
 */
describe("products sold with inside print", () => {
  const insideSold = PRODUCTS.filter((product) => product.printModes.some((mode) => printsInside(mode)));

  it("include the double-sided full-colour mailer and the mailers with print inside", () => {
    expect(insideSold.map((product) => product.slug)).toContain("mailer-box-full-color-double-sided");
    expect(insideSold.length).toBeGreaterThanOrEqual(4);
  });

  it.each(insideSold.map((product) => [product.slug, product] as const))("%s has every inside side to design, at every size", (_slug, product) => {
    const model = product.skuModel ? modelForSkuModel(product.skuModel) : null;
    expect(model).not.toBeNull();
    for (const size of product.sizes) {
      const net = buildNet(model!, { length: size.lengthMm, width: size.widthMm, height: size.heightMm });
      expect(printableSides(net, { inside: true }), size.code).toEqual([...OUTSIDE_SIDE_IDS, ...INSIDE_SIDE_IDS]);
    }
  });
});
