import { describe, expect, it } from "vitest";
import { cartCatalogue, type CatalogueProduct } from "./catalogue";

const product = (slug: string, skuModel: string | null): CatalogueProduct => ({
  slug,
  skuModel,
  printQualities: ["standard"],
  shape: "box",
  designless: false,
});

describe("the cart's catalogue", () => {
  it("names the product editor for products designed there, so a line's design opens straight in it (ADR 0048)", () => {
    const catalogue = cartCatalogue(
      [product("mailer-box-full-color", "mailer-box"), product("paper-bag", null), product("kraft-tape", null), product("rigid-box", null)],
      (slug) => slug,
    );
    expect(catalogue["paper-bag"]!.editor).toBe("product");
    expect(catalogue["kraft-tape"]!.editor).toBe("product");
    // Boxes open in the box editor, the default.
    expect(catalogue["mailer-box-full-color"]!.editor).toBeUndefined();
    expect(catalogue["rigid-box"]!.editor).toBeUndefined();
  });
});
