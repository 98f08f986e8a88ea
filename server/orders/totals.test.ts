import { describe, expect, it } from "vitest";
import { getRegion } from "@/regions";
import { computeTotals, discountFor, shippingFor } from "./totals";

const eu = getRegion("eu");

describe("order totals", () => {
  it("add shipping, take the discount off the products only, and put VAT on the rest", () => {
    const totals = computeTotals({
      region: eu,
      currency: "EUR",
      lines: [
        { kind: "product", total: 10_000 },
        { kind: "service", total: 500 },
      ],
      shipmentType: "courier",
      shipCountryIso: "DE",
      tax: {},
      promotion: { kind: "percent", amount: 10, currency: null },
    });
    expect(totals).toEqual({
      itemTotal: 10_500,
      shipTotal: 1490,
      customsTotal: 0,
      promoTotal: -1000,
      taxTotal: Math.round((10_500 - 1000 + 1490) * 0.23),
      total: 10_500 - 1000 + 1490 + 2528,
    });
  });

  it("keep customs for ch and no apart from delivery, and in the total", () => {
    const totals = computeTotals({
      region: eu,
      currency: "EUR",
      lines: [{ kind: "product", total: 10_000 }],
      shipmentType: "courier",
      shipCountryIso: "CH",
      tax: {},
      promotion: null,
    });
    expect(totals).toMatchObject({ shipTotal: 1490, customsTotal: 4000, taxTotal: 0, total: 10_000 + 1490 + 4000 });
    const norway = computeTotals({
      region: getRegion("no"),
      currency: "EUR",
      lines: [{ kind: "product", total: 10_000 }],
      shipmentType: null,
      shipCountryIso: "NO",
      tax: {},
      promotion: null,
    });
    expect(norway).toMatchObject({ shipTotal: 0, customsTotal: 4000, total: 14_000 });
    const germany = computeTotals({
      region: eu,
      currency: "EUR",
      lines: [{ kind: "product", total: 10_000 }],
      shipmentType: "courier",
      shipCountryIso: "DE",
      tax: {},
      promotion: null,
    });
    expect(germany.customsTotal).toBe(0);
  });

  it("charge no shipping for an order without products", () => {
    expect(
      computeTotals({
        region: eu,
        currency: "EUR",
        lines: [{ kind: "service", total: 500 }],
        shipmentType: "courier",
        shipCountryIso: "CH",
        tax: {},
        promotion: null,
      }).shipTotal,
    ).toBe(0);
  });

  it("price the chosen shipment type, nothing before one is chosen", () => {
    expect(shippingFor(eu, "courier", 24_999)).toBe(1490);
    expect(shippingFor(eu, "courier-free", 25_000)).toBe(0);
    expect(shippingFor(eu, "courier", 25_000)).toBe(0);
    expect(shippingFor(eu, "palettes", 25_000)).toBe(9900);
    expect(shippingFor(eu, null, 100)).toBe(0);
  });

  it("never leave free delivery free below its threshold", () => {
    expect(shippingFor(eu, "courier-free", 24_999)).toBe(1490);
    expect(shippingFor(eu, "sample-packs-free", 100)).toBe(900);
    expect(shippingFor(getRegion("us"), "courier-free", 100)).toBe(0);
  });

  it("convert fixed discounts stated in another currency and never discount more than the products", () => {
    expect(discountFor({ kind: "fixed", amount: 1000, currency: "EUR" }, 50_000, "PLN")).toBe(4348);
    expect(discountFor({ kind: "fixed", amount: 1000, currency: "EUR" }, 700, "EUR")).toBe(700);
    expect(discountFor({ kind: "percent", amount: 15, currency: null }, 999, "EUR")).toBe(149);
  });
});
