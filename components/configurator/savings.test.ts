import { describe, expect, it } from "vitest";
import type { LadderRow } from "@/lib/pricing/client";
import { nextSaving, savingsAgainst } from "./savings";

const row = (quantity: number, unit: number, gross = unit + 20): LadderRow => ({
  quantity,
  unit_price: unit,
  unit_price_with_vat: gross,
  total: unit * quantity,
  vat: (gross - unit) * quantity,
  total_with_vat: gross * quantity,
});
// The shape of a real ladder: each step cheaper a piece (the server's figures, cents).
const ladder = [row(30, 462), row(60, 246), row(500, 54), row(2500, 32)];

describe("savingsAgainst", () => {
  it("says how much less a piece costs at each larger quantity than at the chosen one", () => {
    const savings = savingsAgainst(ladder, 60, "no-vat");
    expect(savings).toEqual([
      { quantity: 30, percent: 0 },
      { quantity: 60, percent: 0 },
      { quantity: 500, percent: 78 },
      { quantity: 2500, percent: 86 },
    ]);
  });

  it("compares the prices the storefront shows: gross where prices include VAT", () => {
    const gross = savingsAgainst([row(10, 100, 200), row(100, 50, 150)], 10, "gross");
    expect(gross[1]!.percent).toBe(25);
    const net = savingsAgainst([row(10, 100, 200), row(100, 50, 150)], 10, "no-vat");
    expect(net[1]!.percent).toBe(50);
  });

  it("never rounds a saving up", () => {
    expect(savingsAgainst([row(10, 300), row(20, 299)], 10, "no-vat")[1]!.percent).toBe(0);
    expect(savingsAgainst([row(10, 300), row(20, 200)], 10, "no-vat")[1]!.percent).toBe(33);
  });

  it("shows no saving when the chosen quantity is not on the ladder", () => {
    expect(savingsAgainst(ladder, 45, "gross").every((saving) => saving.percent === 0)).toBe(true);
  });
});

describe("nextSaving", () => {
  it("names the next quantity that saves something, for the summary's nudge", () => {
    // 2.66 against 4.82 a piece with VAT: 44.8%, shown as 44.
    expect(nextSaving(savingsAgainst(ladder, 30, "gross"))).toEqual({ quantity: 60, percent: 44 });
  });

  it("names none at the ladder's top", () => {
    expect(nextSaving(savingsAgainst(ladder, 2500, "gross"))).toBeUndefined();
  });
});
