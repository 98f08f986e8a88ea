import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { resolveSku } from "./editor-products";

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
