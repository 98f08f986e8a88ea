import { describe, expect, it } from "vitest";
import type { OfferProduct } from "./offer-catalogue";
import { CUSTOM_SIZE, requestedLine, sizeOfText } from "./request-line";

const mailer: OfferProduct = {
  slug: "mailer-box-full-color",
  names: { "en-US": "Full colour mailer box" },
  storefronts: ["de", "us"],
  sizes: [
    { code: "200x150x70", lengthMm: 200, widthMm: 150, heightMm: 70 },
    { code: "400x300x150", lengthMm: 400, widthMm: 300, heightMm: 150 },
  ],
  customLimits: { length: { min: 100, max: 600 }, width: { min: 75, max: 450 }, height: { min: 35, max: 225 } },
  options: { materials: [], printModes: [], finishes: [], printQualities: [] },
};

const request = (values: Partial<Parameters<typeof requestedLine>[0]>) => ({
  product_slug: "mailer-box-full-color",
  dimensions: null,
  quantity: 250,
  message: " custom size, FSC board ",
  region: "de",
  ...values,
});

describe("a quote request's size as typed", () => {
  it("reads three lengths in the storefront's unit unless the text names one", () => {
    expect(sizeOfText("30 x 20 x 10", "de")).toEqual({ length: 300, width: 200, height: 100 });
    expect(sizeOfText("300×200×100 mm", "de")).toEqual({ length: 300, width: 200, height: 100 });
    expect(sizeOfText("30,5 x 20 x 10 cm", "de")).toEqual({ length: 305, width: 200, height: 100 });
    expect(sizeOfText("12 x 8 x 4", "us")).toEqual({ length: 305, width: 203, height: 102 });
    expect(sizeOfText("about a shoebox", "de")).toBeNull();
  });
});

describe("the offer builder's first line from a request", () => {
  it("is a custom size within the product's limits, with the quantity and the notes", () => {
    expect(requestedLine(request({ dimensions: "30 x 20 x 10 cm" }), [mailer], "de")).toEqual({
      slug: "mailer-box-full-color",
      size: CUSTOM_SIZE,
      custom: { length: 300, width: 200, height: 100 },
      quantity: 250,
      description: "custom size, FSC board",
    });
  });

  it("is the catalogue size when the request names one, and no size when the product is not made in it", () => {
    expect(requestedLine(request({ dimensions: "20 x 15 x 7" }), [mailer], "de")).toMatchObject({ size: "200x150x70", custom: null });
    expect(requestedLine(request({ dimensions: "90 x 20 x 10 cm" }), [mailer], "de")).toMatchObject({ size: "", custom: null });
  });

  it("is nothing for a product the offer's storefront does not sell", () => {
    expect(requestedLine(request({}), [mailer], "pl")).toBeNull();
  });
});
