import { describe, expect, it } from "vitest";
import { sizeKindOf, sizeKindOfShape } from "@/lib/catalog/sizes";
import { PRODUCTS } from "./products";

describe("how each product's size reads", () => {
  it("is the same whether a page knows the product's shape or only its slug", () => {
    const disagreeing = PRODUCTS.filter((product) => sizeKindOf(product.slug) !== sizeKindOfShape(product.shape)).map((product) => product.slug);
    expect(disagreeing).toEqual([]);
  });

  it("calls only boxes' sizes inside dimensions", () => {
    const boxes = PRODUCTS.filter((product) => sizeKindOfShape(product.shape) === "box").map((product) => product.shape);
    expect(boxes).not.toContain("tape");
    expect(boxes.every((shape) => shape.endsWith("-box") || shape === "sample-pack")).toBe(true);
  });
});
