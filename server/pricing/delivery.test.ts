import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { findProduct } from "@/server/catalog/products";
import { addBusinessDays, estimateDelivery, estimateExpressDelivery, formatDate, parseDate } from "./delivery";

const add = (date: string, days: number) => formatDate(addBusinessDays(parseDate(date), days));

describe("business days", () => {
  it("skip weekends", () => {
    expect(add("2026-11-20", 1)).toBe("2026-11-23"); // Friday + 1 = Monday
    expect(add("2026-11-16", 5)).toBe("2026-11-23"); // Monday + 5 = next Monday
    expect(add("2026-11-21", 0)).toBe("2026-11-23"); // Saturday rolls to Monday
    expect(add("2026-11-22", 1)).toBe("2026-11-24"); // Sunday: Monday is day 0, Tuesday day 1
  });

  it("cross month and year ends, and leap days", () => {
    expect(add("2026-11-30", 3)).toBe("2026-12-03");
    expect(add("2026-12-31", 1)).toBe("2027-01-01");
    expect(add("2027-01-29", 1)).toBe("2027-02-01");
    expect(add("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("rejects impossible dates", () => {
    expect(() => parseDate("2026-02-30")).toThrow();
    expect(() => parseDate("30.02.2026")).toThrow();
  });
});

describe("delivery estimates", () => {
  it("add 21 business days of production, then the region's delivery window", () => {
    const estimate = estimateDelivery({ startDate: "2026-11-16", startTime: "09:00", region: REGIONS.eu });
    expect(estimate).toEqual({
      production_start: "2026-11-16",
      production_end: "2026-12-15",
      delivery_from: "2026-12-18",
      delivery_to: "2026-12-22",
      production_days: 21,
    });
  });

  it("start production the next business day after the cut-off or at a weekend", () => {
    expect(estimateDelivery({ startDate: "2026-11-20", startTime: "12:00", region: REGIONS.eu }).production_start).toBe("2026-11-23");
    expect(estimateDelivery({ startDate: "2026-11-21", startTime: "08:00", region: REGIONS.eu }).production_start).toBe("2026-11-23");
  });

  it("use the region's own delivery times", () => {
    const pl = estimateDelivery({ startDate: "2026-11-16", startTime: "09:00", region: REGIONS.pl });
    expect([pl.delivery_from, pl.delivery_to]).toEqual(["2026-12-16", "2026-12-17"]);
    const express = estimateDelivery({ startDate: "2026-11-16", startTime: "09:00", region: REGIONS.eu, productionDays: 10 });
    expect(express.production_end).toBe("2026-11-30");
  });

  it("send sample packs without production", () => {
    const gb = estimateDelivery({ startDate: "2026-11-16", startTime: "09:00", region: REGIONS.gb, samplePack: true });
    expect(gb).toMatchObject({ production_days: 0, delivery_from: "2026-11-19", delivery_to: "2026-11-19" });
  });
});

describe("express delivery estimates", () => {
  const start = { startDate: "2026-11-16", startTime: "09:00", region: REGIONS.eu };

  it("date a product that can be rushed with each express option: 10 days of production, then the same carrier", () => {
    const [express, ...others] = estimateExpressDelivery(findProduct("mailer-box-full-color")!, start);
    expect(others).toEqual([]);
    expect(express).toEqual({
      id: "express-production",
      production_start: "2026-11-16",
      production_end: "2026-11-30",
      delivery_from: "2026-12-03",
      delivery_to: "2026-12-07",
      production_days: 10,
    });
    // Earlier than the standard window of the same day.
    expect(express!.delivery_to < estimateDelivery(start).delivery_from).toBe(true);
  });

  it("offer no express dates for a product that is not rushed, nor for a sample pack", () => {
    expect(estimateExpressDelivery({ expressProduction: false, skuModel: "mailer-box" }, start)).toEqual([]);
    expect(estimateExpressDelivery(findProduct("sample-packs")!, start)).toEqual([]);
  });
});
