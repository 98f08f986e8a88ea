import { describe, expect, it } from "vitest";
import { ALL_REGIONS } from "@/regions";
import { homeFacts } from "./home";
import { productsInCategory } from "./service";

describe("what the landing page says about a region's shop", () => {
  it.each(ALL_REGIONS.map((region) => [region.id, region] as const))("in %s shows only categories it sells, each with a product of its own", (_, region) => {
    const facts = homeFacts(region);
    expect(facts.categories.length).toBeGreaterThan(0);
    for (const { slug, picture } of facts.categories) expect(productsInCategory(region, slug).map((product) => product.slug)).toContain(picture);
    expect(facts.supportsPlus).toBe(region.supportsPlus);
  });

  it("gives the eco mailer box's CO2e for its smallest size, in whole grams, and the sample pack's price", () => {
    const facts = homeFacts(ALL_REGIONS.find((region) => region.id === "de")!);
    // 150 x 100 x 50 mm of natural board: 38.8 g by the catalogue's board weight and emission factor.
    expect(facts.emissions).toEqual({ slug: "mailer-box-eco", grams: 39 });
    expect(facts.fscCertificate).toBe(true);
    expect(facts.samplePack).toEqual({ price: expect.any(Number), maxProducts: 6 });
    expect(facts.samplePack!.price).toBeGreaterThan(0);
  });
});
