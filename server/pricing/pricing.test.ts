import { describe, expect, it } from "vitest";
import { quantityStepsFor, SAMPLE_PACK_STEPS } from "@/lib/catalog/constants";
import { ALL_REGIONS, REGIONS } from "@/regions";
import { findProduct, PRODUCTS } from "@/server/catalog/products";
import { fromEurMinor, mulDivRound, toEurMinor } from "./currency";
import { OptionError, resolveOptions, unitPrice, volumePrices } from "./engine";
import { estimatedMargin } from "./margin";
import { displayedAmount, priceDisplayFor, reverseChargeApplies, vatRateFor, withVat } from "./tax";
import { buildLadder, tierFor } from "./tiers";

describe("currency conversion", () => {
  it("uses the shop's rates to EUR: GBP 1.15, PLN 0.23, SEK 0.089, RON 0.2", () => {
    expect(toEurMinor(10000, "GBP")).toBe(11500);
    expect(toEurMinor(10000, "PLN")).toBe(2300);
    expect(toEurMinor(10000, "SEK")).toBe(890);
    expect(toEurMinor(10000, "RON")).toBe(2000);
    expect(toEurMinor(10000, "EUR")).toBe(10000);
    expect(fromEurMinor(11500, "GBP")).toBe(10000);
    expect(fromEurMinor(2300, "PLN")).toBe(10000);
  });

  it("rounds half away from zero, in integers", () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(-1, 1, 2)).toBe(-1);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(fromEurMinor(1, "SEK")).toBe(11); // 1 / 0.089 = 11.2
    expect(() => mulDivRound(Number.MAX_SAFE_INTEGER, 3, 1)).toThrow(RangeError);
  });
});

describe("volume tiers", () => {
  it("are sorted by range_start and never dearer at a bigger tier, even when the curve bumps", () => {
    const ladder = buildLadder((q) => (q === 240 ? 999 : 1000 - q / 10), [60, 30, 240, 120]);
    expect(ladder.map((t) => t.range_start)).toEqual([30, 60, 120, 240]);
    for (let i = 1; i < ladder.length; i += 1) expect(ladder[i]!.amount).toBeLessThanOrEqual(ladder[i - 1]!.amount);
  });

  it("find the tier a quantity falls into", () => {
    const ladder = [
      { range_start: 30, amount: 300 },
      { range_start: 60, amount: 250 },
      { range_start: 500, amount: 200 },
    ];
    expect(tierFor(ladder, 29)).toBeUndefined();
    expect(tierFor(ladder, 30)?.amount).toBe(300);
    expect(tierFor(ladder, 499)?.amount).toBe(250);
    expect(tierFor(ladder, 5000)?.amount).toBe(200);
  });
});

describe("VAT", () => {
  it("follows each region's rules", () => {
    expect(vatRateFor(REGIONS.eu)).toBe(23);
    expect(vatRateFor(REGIONS.us)).toBe(0);
    expect(vatRateFor(REGIONS.de, { customerType: "b2b", confirmedVatCountryIso: "DE" })).toBe(0);
    expect(vatRateFor(REGIONS.pl, { customerType: "b2b", confirmedVatCountryIso: "DE" })).toBe(23); // forced tax
    expect(vatRateFor(REGIONS.gb, { customerType: "b2b", confirmedVatCountryIso: "DE" })).toBe(20); // forced tax
  });

  it("charges VAT on a domestic business sale and leaves it out only for a confirmed buyer from another EU country", () => {
    // The euro storefronts sell from Poland: a Polish company with a Polish VAT id pays Polish VAT.
    expect(vatRateFor(REGIONS.eu, { customerType: "b2b", confirmedVatCountryIso: "PL" })).toBe(23);
    expect(vatRateFor(REGIONS.de, { customerType: "b2b", confirmedVatCountryIso: "PL" })).toBe(23);
    expect(vatRateFor(REGIONS.eu, { customerType: "b2b", confirmedVatCountryIso: "FR" })).toBe(0);
    // Unconfirmed ids, consumers and companies from outside the EU get no reverse charge.
    expect(vatRateFor(REGIONS.eu, { customerType: "b2b", confirmedVatCountryIso: null })).toBe(23);
    expect(vatRateFor(REGIONS.eu, { customerType: "b2c", confirmedVatCountryIso: "FR" })).toBe(23);
    expect(vatRateFor(REGIONS.eu, { customerType: "b2b", confirmedVatCountryIso: "CH" })).toBe(23);
    expect(reverseChargeApplies(REGIONS.eu, { customerType: "b2b", confirmedVatCountryIso: "GR" })).toBe(true);
  });

  it("rounds VAT per amount and shows prices the region's way", () => {
    expect(withVat(1001, 23)).toEqual({ net: 1001, vat: 230, gross: 1231 });
    expect(withVat(1003, 23).vat).toBe(231); // 230.69
    expect(priceDisplayFor(REGIONS.gb)).toBe("net-plus-vat");
    expect(priceDisplayFor(REGIONS.us)).toBe("no-vat");
    expect(priceDisplayFor(REGIONS.pl)).toBe("gross");
    expect(displayedAmount(REGIONS.pl, 1000)).toBe(1230);
    expect(displayedAmount(REGIONS.gb, 1000)).toBe(1000);
  });
});

describe("estimated margin", () => {
  it("is 38% of custom lines and 30% of the rest, null with a sample pack", () => {
    expect(estimatedMargin([{ netTotal: 10000, custom: true, samplePack: false }])).toBe(3800);
    expect(
      estimatedMargin([
        { netTotal: 10000, custom: true, samplePack: false },
        { netTotal: 1000, custom: false, samplePack: false },
      ]),
    ).toBe(4100);
    expect(
      estimatedMargin([
        { netTotal: 10000, custom: true, samplePack: false },
        { netTotal: 0, custom: false, samplePack: true },
      ]),
    ).toBeNull();
    expect(estimatedMargin([])).toBe(0);
  });
});

describe("price engine", () => {
  const mailer = findProduct("mailer-box-full-color")!;
  const size = mailer.sizes[2]!;

  it("prices a sample pack from one pack, at its handling cost with the margin", () => {
    const pack = findProduct("sample-packs")!;
    const ladder = volumePrices(
      pack,
      pack.sizes[0]!,
      resolveOptions(pack),
      ALL_REGIONS.find((region) => region.id === "eu")!,
    );
    expect(ladder.map((tier) => tier.range_start)).toEqual([...SAMPLE_PACK_STEPS]);
    expect(ladder[0]!.amount).toBeGreaterThan(1400);
    expect(ladder[0]!.amount).toBeLessThan(3000);
  });

  it("prices every size of every product in every region, never dearer per piece at a bigger tier", () => {
    for (const region of ALL_REGIONS) {
      for (const product of PRODUCTS) {
        for (const productSize of product.sizes) {
          const ladder = volumePrices(product, productSize, resolveOptions(product), region);
          expect(ladder.map((t) => t.range_start)).toEqual([...quantityStepsFor(product.skuModel)]);
          for (let i = 0; i < ladder.length; i += 1) {
            expect(Number.isInteger(ladder[i]!.amount)).toBe(true);
            expect(ladder[i]!.amount).toBeGreaterThan(0);
            if (i > 0) expect(ladder[i]!.amount).toBeLessThanOrEqual(ladder[i - 1]!.amount);
          }
        }
      }
    }
  });

  it("gives realistic prices: a full-colour mailer box costs a few euros at 30 and much less at 2,500", () => {
    const ladder = volumePrices(mailer, size, resolveOptions(mailer), REGIONS.eu);
    expect(ladder[0]!.amount).toBeGreaterThan(150);
    expect(ladder[0]!.amount).toBeLessThan(1500);
    expect(ladder[ladder.length - 1]!.amount).toBeLessThan(ladder[0]!.amount * 0.6);
  });

  it("charges more for better print quality, lamination and express production", () => {
    const base = unitPrice(mailer, size, resolveOptions(mailer), 500, REGIONS.eu);
    const hd = unitPrice(mailer, size, resolveOptions(mailer, { printQuality: "hd-plus" }), 500, REGIONS.eu);
    const glossy = unitPrice(mailer, size, resolveOptions(mailer, { printQuality: "hd-plus-glossy" }), 500, REGIONS.eu);
    const foil = unitPrice(mailer, size, resolveOptions(mailer, { finish: "foil-matte" }), 500, REGIONS.eu);
    const express = unitPrice(mailer, size, resolveOptions(mailer, { express: true }), 500, REGIONS.eu);
    expect(hd).toBeGreaterThan(base);
    expect(glossy).toBeGreaterThan(hd);
    expect(foil).toBeGreaterThan(base);
    expect(express).toBeGreaterThan(base);
  });

  it("prices the same thing in each currency at the shop's rates", () => {
    const eur = unitPrice(mailer, size, resolveOptions(mailer), 30, REGIONS.eu);
    const pln = unitPrice(mailer, size, resolveOptions(mailer), 30, REGIONS.pl);
    const gbp = unitPrice(mailer, size, resolveOptions(mailer), 30, REGIONS.gb);
    expect(Math.abs(toEurMinor(pln, "PLN") - eur)).toBeLessThanOrEqual(1);
    expect(Math.abs(toEurMinor(gbp, "GBP") - eur)).toBeLessThanOrEqual(1);
  });

  it("refuses options a product does not have", () => {
    expect(() => resolveOptions(mailer, { material: "cardboard-natural" })).toThrow(OptionError);
    expect(() => resolveOptions(findProduct("sample-packs")!, { express: true })).toThrow(OptionError);
    expect(resolveOptions(mailer)).toEqual({
      material: "cardboard-white-one-side",
      printMode: "print-color-budget",
      finish: "foil-none",
      printQuality: "standard",
      express: false,
    });
  });
});

describe("quotes", () => {
  it("price a quantity at its tier, with VAT on the total, and refuse less than the smallest tier", async () => {
    const { quote } = await import("./service");
    const result = quote(REGIONS.pl, "mailer-box-eco-150x100x50", 100);
    expect(result.tier_start).toBe(90);
    expect(result.total).toBe(result.unit_price * 100);
    expect(result.total_with_vat).toBe(result.total + Math.round((result.total * 23) / 100));
    expect(() => quote(REGIONS.pl, "mailer-box-eco-150x100x50", 29)).toThrow("The smallest quantity is 30");
    expect(() => quote(REGIONS.pl, "nope", 30)).toThrow("Unknown sku");
  });
});
