import { describe, expect, it } from "vitest";
import { ALL_REGIONS } from "@/regions";
import { findProduct } from "@/server/catalog/products";
import { quoteLine } from "@/server/orders/pricing";
import { minimalOrder, minimalUnitPrice } from "@/server/pricing/service";
import { samplePackOffer } from "./service";

/**
 * A sample pack has one price everywhere: the catalogue's "from" figure and the
 * cheapest order are the pack's own price, never a run's piece price ("from 20.34
 * per piece") or a run of 30 ("30 pieces for 738.00") as the other products have.
 */
describe("a sample pack's one price", () => {
  const pack = findProduct("sample-packs")!;
  for (const region of ALL_REGIONS.filter((candidate) => samplePackOffer(candidate))) {
    it(`is the pack's price in the catalogue and the cheapest order (${region.id})`, () => {
      const offer = samplePackOffer(region)!;
      expect(offer.quantity).toBe(1);
      expect(minimalUnitPrice(pack, region)).toBe(offer.unitPrice);
      expect(minimalOrder(pack, region)).toEqual({ sku: offer.sku, quantity: 1, price: offer.total });
    });
  }

  it("is 20.00 net in eu (24.60 with VAT), not a discounted run's piece price", () => {
    const eu = ALL_REGIONS.find((region) => region.id === "eu")!;
    expect(minimalUnitPrice(pack, eu)).toBe(2000);
    expect(minimalOrder(pack, eu).quantity).toBe(1);
    // What the sample-packs page and the cross-sell page show: the pack's line as the cart charges it.
    const offer = samplePackOffer(eu)!;
    expect(quoteLine(eu, { sku: offer.sku, quantity: offer.quantity, express: false, paidAssets: [] })).toMatchObject({
      quantity: 1,
      total: 2000,
      total_with_vat: 2460,
    });
  });
});
