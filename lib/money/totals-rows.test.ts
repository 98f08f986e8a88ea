import { describe, expect, it } from "vitest";
import { displayOf, lineAmounts, totalsRows, type TotalsFigures } from "./totals-rows";

/** Figures as the server answers them: 23% VAT rounded on each component (server/pricing/price-rule.ts). */
const eu: TotalsFigures = {
  item_total: 13_190,
  item_total_with_vat: 16_224,
  ship_total: 1490,
  ship_total_with_vat: 1833,
  customs_total: 0,
  customs_total_with_vat: 0,
  promo_total: -1000,
  promo_total_with_vat: -1230,
  tax_total: 3147,
  total: 16_827,
  vat_rate: 23,
  price_display: "gross",
  reverse_charge: false,
};

const sumAbove = (rows: ReturnType<typeof totalsRows>) =>
  rows
    .slice(
      0,
      rows.findIndex((row) => row.key === "total"),
    )
    .reduce((sum, row) => sum + row.amount, 0);

describe("the rows of a totals block", () => {
  it("gross: every component with its VAT, the total, then the VAT it includes, adding up to the total", () => {
    const rows = totalsRows(eu);
    expect(rows).toEqual([
      { key: "items", amount: 16_224 },
      { key: "shipping", amount: 1833 },
      { key: "discount", amount: -1230 },
      { key: "total", amount: 16_827, strong: true },
      { key: "vatIncluded", amount: 3147 },
    ]);
    expect(sumAbove(rows)).toBe(eu.total);
  });

  it("net-plus-vat: net components, the VAT as its own row, the total", () => {
    const rows = totalsRows({ ...eu, price_display: "net-plus-vat", vat_rate: 20 });
    expect(rows.map((row) => row.key)).toEqual(["items", "shipping", "discount", "vat", "total"]);
    expect(rows[0]!.amount).toBe(13_190);
    expect(sumAbove(rows)).toBe(eu.total);
  });

  it("no-vat: net components and the total, customs as their own row, no VAT row", () => {
    const ch = {
      ...eu,
      price_display: "no-vat" as const,
      vat_rate: 0,
      customs_total: 4000,
      customs_total_with_vat: 4000,
      promo_total: 0,
      promo_total_with_vat: 0,
      tax_total: 0,
      total: 18_680,
    };
    const rows = totalsRows(ch);
    expect(rows).toEqual([
      { key: "items", amount: 13_190 },
      { key: "shipping", amount: 1490 },
      { key: "customs", amount: 4000 },
      { key: "total", amount: 18_680, strong: true },
    ]);
  });

  it("reverse charge on a gross storefront: the amounts, the total and VAT 0", () => {
    const b2b = {
      ...eu,
      item_total_with_vat: 13_190,
      ship_total_with_vat: 1490,
      promo_total_with_vat: -1000,
      tax_total: 0,
      total: 13_680,
      vat_rate: 0,
      reverse_charge: true,
    };
    const rows = totalsRows(b2b);
    expect(rows.at(-1)).toEqual({ key: "vatIncluded", amount: 0 });
    expect(sumAbove(rows)).toBe(13_680);
  });

  it("an answer without the gross figures is shown net with the VAT added, never gross rows beside net ones", () => {
    const { item_total_with_vat: _dropped, ...older } = eu;
    expect(displayOf(older)).toBe("net-plus-vat");
    expect(totalsRows(older).map((row) => row.key)).toEqual(["items", "shipping", "discount", "vat", "total"]);
    expect(displayOf({ ...eu, price_display: undefined })).toBe("net-plus-vat");
    // Without its basis, a VAT row only where there is VAT.
    expect(totalsRows({ ...eu, price_display: undefined, tax_total: 0, total: 13_680 }).map((row) => row.key)).toEqual([
      "items",
      "shipping",
      "discount",
      "total",
    ]);
  });

  it("a line is shown with its VAT on a gross storefront, net elsewhere", () => {
    const line = { price: 211, price_with_vat: 260, total: 12_660, total_with_vat: 15_572 };
    expect(lineAmounts(line, "gross")).toEqual({ unitPrice: 260, total: 15_572 });
    expect(lineAmounts(line, "net-plus-vat")).toEqual({ unitPrice: 211, total: 12_660 });
    expect(lineAmounts(line, "no-vat")).toEqual({ unitPrice: 211, total: 12_660 });
  });
});
