import { describe, expect, it } from "vitest";
import en from "@/messages/en-US.json";
import { productNamesOf, skuParts } from "./sku";

describe("skuParts", () => {
  it("reads the product type and the inside size of a box's sku", () => {
    expect(skuParts("mailer-box-full-color-200x150x70")).toEqual({ slug: "mailer-box-full-color", size: { lengthMm: 200, widthMm: 150, heightMm: 70 } });
  });

  it("takes the longest product type a sku begins with, since some types begin with another's name", () => {
    expect(skuParts("mailer-box-eco-white-250x180x60").slug).toBe("mailer-box-eco-white");
    expect(skuParts("mailer-box-eco-250x180x60").slug).toBe("mailer-box-eco");
    expect(skuParts("product-box-two-pieces-150x100x50").slug).toBe("product-box-two-pieces");
  });

  it("reads flat sizes, and knows nothing of skus from outside the catalogue", () => {
    expect(skuParts("poly-mailer-250x350").size).toEqual({ lengthMm: 250, widthMm: 350, heightMm: 0 });
    expect(skuParts("mailer-box-full-color-custom")).toEqual({ slug: "mailer-box-full-color", size: null });
    expect(skuParts("gift-wrap-200x150x70")).toEqual({ slug: null, size: null });
  });
});

describe("productNamesOf", () => {
  it("keeps only the names of the catalogue's products", () => {
    const names = productNamesOf(en.Products);
    expect(names["mailer-box-eco-white"]).toBe(en.Products["mailer-box-eco-white"].name);
    expect(Object.values(names).every((name) => typeof name === "string")).toBe(true);
    expect(JSON.stringify(names)).not.toContain(en.Products["mailer-box-eco-white"].description);
  });
});
