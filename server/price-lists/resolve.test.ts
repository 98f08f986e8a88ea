import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { findVariant } from "@/server/catalog/variants";
import { entryFor, negotiatedPiecePrice, sizeCodeOf, type NegotiatedEntry } from "./resolve";

const entry = (values: Partial<NegotiatedEntry>): NegotiatedEntry => ({
  priceListId: 1,
  priceListName: "Frame agreement",
  validTo: null,
  product: "mailer-box-eco",
  sizeCode: null,
  ladder: null,
  discountBasisPoints: null,
  ...values,
});

describe("a negotiated piece price", () => {
  it("takes a fixed ladder's tier for the quantity, express adding its 30 % rounded half up", () => {
    const fixed = entry({
      ladder: [
        { range_start: 30, price: 333 },
        { range_start: 100, price: 250 },
      ],
    });
    expect(negotiatedPiecePrice(fixed, 999, 30, false)).toBe(333);
    expect(negotiatedPiecePrice(fixed, 999, 99, false)).toBe(333);
    expect(negotiatedPiecePrice(fixed, 999, 100, false)).toBe(250);
    // 333 * 1.3 = 432.9 -> 433; 250 * 1.3 = 325.
    expect(negotiatedPiecePrice(fixed, 999, 30, true)).toBe(433);
    expect(negotiatedPiecePrice(fixed, 999, 100, true)).toBe(325);
  });

  it("takes a discount's share off the public piece price, half up on the piece, never below one minor unit", () => {
    // 101 * 0.875 = 88.375 -> 88; 5 * 0.5 = 2.5 -> 3.
    expect(negotiatedPiecePrice(entry({ discountBasisPoints: 1250 }), 101, 60, false)).toBe(88);
    expect(negotiatedPiecePrice(entry({ discountBasisPoints: 5000 }), 5, 60, false)).toBe(3);
    expect(negotiatedPiecePrice(entry({ discountBasisPoints: 9000 }), 1, 60, false)).toBe(1);
  });
});

describe("the entry for a variant", () => {
  const variant = findVariant(REGIONS.eu.id, "mailer-box-eco-200x150x70")!;
  const wide = entry({ priceListId: 1, discountBasisPoints: 100 });
  const sized = entry({ priceListId: 2, sizeCode: "200x150x70", discountBasisPoints: 200 });
  const other = entry({ priceListId: 3, product: "mailer-box-full-color", discountBasisPoints: 300 });

  it("prefers the variant's own size to every size of the product, whatever the order", () => {
    expect(sizeCodeOf(variant)).toBe("200x150x70");
    expect(entryFor({ entries: [wide, sized, other] }, variant)?.priceListId).toBe(2);
    expect(entryFor({ entries: [sized, wide] }, variant)?.priceListId).toBe(2);
    expect(entryFor({ entries: [wide, other] }, variant)?.priceListId).toBe(1);
    expect(entryFor({ entries: [other] }, variant)).toBeNull();
    expect(entryFor(null, variant)).toBeNull();
  });
});
