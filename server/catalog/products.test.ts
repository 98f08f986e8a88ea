import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS, DESIGNLESS_PRODUCT_SLUGS, PRODUCT_TYPE_SLUGS, resolveProductSlug } from "@/lib/catalog/constants";
import { PRODUCTS } from "./products";

describe("catalogue", () => {
  it("has exactly one definition per product type of the spec", () => {
    expect(PRODUCTS.map((p) => p.slug).sort()).toEqual([...PRODUCT_TYPE_SLUGS].sort());
  });

  it("marks exactly mailer-box-plain and shipping-box-plain as designless", () => {
    expect(
      PRODUCTS.filter((p) => p.designless)
        .map((p) => p.slug)
        .sort(),
    ).toEqual([...DESIGNLESS_PRODUCT_SLUGS].sort());
  });

  it("fills every category", () => {
    for (const category of CATEGORY_SLUGS)
      expect(
        PRODUCTS.some((p) => p.categories.includes(category)),
        category,
      ).toBe(true);
  });

  it("gives every product sizes, print modes and unique size codes", () => {
    for (const product of PRODUCTS) {
      expect(product.sizes.length, product.slug).toBeGreaterThan(0);
      expect(product.printModes.length, product.slug).toBeGreaterThan(0);
      expect(new Set(product.sizes.map((s) => s.code)).size, product.slug).toBe(product.sizes.length);
      for (const size of product.sizes) expect(size.lengthMm * size.widthMm, `${product.slug} ${size.code}`).toBeGreaterThan(0);
    }
  });

  it("resolves the aliases labels and thank-you-card", () => {
    expect(resolveProductSlug("labels")).toBe("square-label");
    expect(resolveProductSlug("thank-you-card")).toBe("printed-card");
    expect(resolveProductSlug("mailer-box-eco")).toBe("mailer-box-eco");
    expect(resolveProductSlug("unknown")).toBeUndefined();
  });
});
