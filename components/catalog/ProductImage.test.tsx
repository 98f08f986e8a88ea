import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductImage } from "./ProductImage";

describe("a product picture", () => {
  it("offers the rendered photo as AVIF, then WebP, at several widths, with its width and height set so nothing moves", () => {
    const { container } = render(<ProductImage slug="shipping-box" material="cardboard-white-one-side" sizes="320px" alt="Shipping box" />);
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("sizes")])).toEqual([
      ["image/avif", "320px"],
      ["image/webp", "320px"],
    ]);
    expect(sources[1]!.getAttribute("srcset")).toBe(
      [320, 640, 800].map((width) => `/build/shared-images/products/shipping-box/cardboard-white-one-side-closed-${width}.webp ${width}w`).join(", "),
    );
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("alt", "Shipping box");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["800", "600"]);
    expect(image.getAttribute("src")).toBe("/build/shared-images/products/shipping-box/cardboard-white-one-side-closed-640.webp");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("is fetched first, never lazily, when it is the page's main picture", () => {
    const { container } = render(<ProductImage slug="paper-bag" sizes="100vw" alt="" priority view="open" />);
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    // A paper bag does not open: it is shown as it arrives.
    expect(image.getAttribute("src")).toContain("/paper-bag/standard-closed-");
  });
});
