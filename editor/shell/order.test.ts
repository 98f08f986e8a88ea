import { describe, expect, it } from "vitest";
import type { Schema } from "@/lib/api/contract";
import { factsFromRecord } from "./product";

describe("product facts from the catalogue API", () => {
  const record: Schema<"Product"> = {
    id: 3,
    slug: "mailer-box-full-color",
    translatedName: { "en-US": "Full-colour mailer boxes", "de-DE": "Vollfarbige Versandkartons" },
    categories: ["mailer-boxes"],
    designless: false,
    sku_model: null,
    options: {
      materials: ["cardboard-white-one-side"],
      print_modes: ["print-color-hd"],
      print_qualities: ["standard", "hd-plus", "made-up"],
      finishes: [],
      express_production: true,
    },
    variants: [
      {
        id: 7,
        sku: "mailer-box-full-color-200x150x70",
        external_pim_id: "PIM-7",
        name: "Full-colour mailer boxes 200x150x70",
        product_type: "mailer-box-full-color",
        key_visual_image: "/build/shared-images/products/mailer-box-full-color/cardboard-white-one-side-closed-640.webp",
        size_type: "internal",
        size: { length: 200, width: 150, height: 70, unit: "mm", length_mm: 200, width_mm: 150, height_mm: 70 },
      },
    ],
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
      printModes: ["print-color-hd"],
    });
  });

  it("has no facts for a sku the record does not list", () => {
    expect(factsFromRecord(record, "mailer-box-full-color-1x1x1", "en-US")).toBeNull();
  });
});
