import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { quoteLine } from "@/server/orders/pricing";
import { samplePackOffer } from "@/server/samples/service";
import { findProduct } from "./products";
import { productSummaries, summarize } from "./pages";

describe("the catalogue's cards", () => {
  it("give a sample pack the pack's one price, as the cart charges it on the storefront's basis, priced per pack", () => {
    const offer = samplePackOffer(REGIONS.eu)!;
    const line = quoteLine(REGIONS.eu, { sku: offer.sku, quantity: 1, express: false, paidAssets: [] });
    expect(summarize(findProduct("sample-packs")!, REGIONS.eu)).toMatchObject({ fromPrice: line.total_with_vat, pricedPer: "pack" });
    expect(line.total_with_vat).toBe(2460);
  });

  it("price every other product from its cheapest piece", () => {
    const others = productSummaries(REGIONS.eu).filter((summary) => summary.slug !== "sample-packs");
    expect(others.length).toBeGreaterThan(5);
    expect(new Set(others.map((summary) => summary.pricedPer))).toEqual(new Set(["piece"]));
  });
});
