import { describe, expect, it } from "vitest";
import { offerCatalogue } from "./catalogue";

describe("the offer builder's catalogue", () => {
  it("lists each product type once, named in every language, with the storefronts selling it and its sizes", async () => {
    const catalogue = await offerCatalogue();
    const slugs = catalogue.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const mailer = catalogue.find((product) => product.slug === "mailer-box-full-color")!;
    expect(mailer.names["pl-PL"]).toBeTruthy();
    expect(mailer.names["en-US"]).toBeTruthy();
    expect(mailer.storefronts).toEqual(expect.arrayContaining(["eu", "pl"]));
    expect(mailer.sizes).toContainEqual({ code: "200x150x70", lengthMm: 200, widthMm: 150, heightMm: 70 });
    // What a line may be made in and with (ADR 0054): its custom sizes' limits and its options.
    expect(mailer.customLimits?.length.max).toBeGreaterThanOrEqual(300);
    expect(mailer.options.materials).toContain("cardboard-coated");
    expect(catalogue.find((product) => product.slug === "poly-mailer")?.customLimits).toBeNull();
  });
});
