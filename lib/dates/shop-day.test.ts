import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { endOfShopDay, formatShopDay, formatValidUntil, parseDay, shopClock, shopDayOf } from "./shop-day";

describe("days in the shop's time zone", () => {
  it("end at midnight in Warsaw, winter and summer", () => {
    expect(endOfShopDay("2026-12-31")!.toISOString()).toBe("2026-12-31T22:59:59.999Z");
    expect(endOfShopDay("2026-07-15")!.toISOString()).toBe("2026-07-15T21:59:59.999Z");
    // The days the clocks change: the next midnight is on the new time.
    expect(endOfShopDay("2026-03-28")!.toISOString()).toBe("2026-03-28T22:59:59.999Z");
    expect(endOfShopDay("2026-03-29")!.toISOString()).toBe("2026-03-29T21:59:59.999Z");
    expect(endOfShopDay("2026-10-24")!.toISOString()).toBe("2026-10-24T21:59:59.999Z");
    expect(endOfShopDay("2026-10-25")!.toISOString()).toBe("2026-10-25T22:59:59.999Z");
  });

  it("read a moment as the shop's day it falls on", () => {
    expect(shopDayOf("2026-12-31T22:30:00Z")).toBe("2026-12-31");
    expect(shopDayOf("2026-12-31T23:00:30Z")).toBe("2027-01-01");
    expect(shopDayOf(endOfShopDay("2026-12-31")!)).toBe("2026-12-31");
  });

  it("refuse what is not a day", () => {
    for (const value of ["2026-02-30", "2026-13-01", "31.12.2026", "", "2026-12-31T00:00:00Z"]) {
      expect(parseDay(value)).toBeNull();
      expect(endOfShopDay(value)).toBeNull();
    }
  });

  it("show the picked day as that day in every language, also read far from Warsaw", () => {
    const kept = endOfShopDay("2026-12-31")!.toISOString();
    for (const locale of LOCALES) {
      const shown = formatValidUntil(kept, locale);
      expect(shown).toBe(formatShopDay("2026-12-31", locale));
      expect(shown).toMatch(/31/);
      expect(shown).toMatch(/2026/);
      expect(shown).not.toMatch(/2027/);
    }
    expect(formatValidUntil(kept, "en-US")).toBe("December 31, 2026");
    expect(formatValidUntil(kept, "en-GB")).toBe("31 December 2026");
    expect(formatValidUntil(kept, "pl-PL")).toBe("31 grudnia 2026");
    expect(formatValidUntil(kept, "de-DE")).toBe("31. Dezember 2026");
  });
});

describe("the shop's clock", () => {
  it("reads the date and time where the shop is, in winter and in summer time", () => {
    expect(shopClock(new Date("2026-11-27T22:30:00Z"))).toEqual({ date: "2026-11-27", time: "23:30" });
    // Summer time: half past ten in the evening UTC is already the next day in Warsaw.
    expect(shopClock(new Date("2026-07-01T22:30:00Z"))).toEqual({ date: "2026-07-02", time: "00:30" });
    expect(shopClock(new Date("2026-01-05T07:05:00Z"))).toEqual({ date: "2026-01-05", time: "08:05" });
  });
});
