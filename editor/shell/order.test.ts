import { describe, expect, it } from "vitest";
import { factsFromRecord } from "./product";

describe("product facts from the catalogue API", () => {
  const record = {
    slug: "mailer-box-full-color",
    translatedName: { "en-US": "Full-colour mailer boxes", "de-DE": "Vollfarbige Versandkartons" },
    options: { materials: ["cardboard-white-one-side"], print_qualities: ["standard", "hd-plus", "made-up"] },
    variants: [{ sku: "mailer-box-full-color-200x150x70", size: { length_mm: 200, width_mm: 150, height_mm: 70 } }],
  };

  it("names the product in the shopper's language and keeps only known print qualities", () => {
    expect(factsFromRecord(record, "mailer-box-full-color-200x150x70", "de-DE")).toEqual({
      sku: "mailer-box-full-color-200x150x70",
      slug: "mailer-box-full-color",
      name: "Vollfarbige Versandkartons",
      sizeCode: "200x150x70",
      inside: { length: 200, width: 150, height: 70 },
      printQualities: ["standard", "hd-plus"],
      material: "cardboard-white-one-side",
    });
  });

  it("has no facts for a sku the record does not list, or a record of another shape", () => {
    expect(factsFromRecord(record, "mailer-box-full-color-1x1x1", "en-US")).toBeNull();
    expect(factsFromRecord({ nope: true }, "x", "en-US")).toBeNull();
  });
});
