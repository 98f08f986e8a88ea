import { describe, expect, it } from "vitest";
import { storefrontFromParams } from "./storefront";
import { formatDate } from "@/lib/dates/format";

const localeOf = (region: string, language: string) => storefrontFromParams({ region, locale: language })!.locale;
/** What a shopper sees: ICU's no-break and narrow spaces read as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const NEW_YEARS_EVE = "2026-12-31";
const AFTERNOON = new Date(Date.UTC(2026, 11, 31, 14, 5));

describe("dates as each storefront writes them", () => {
  it("gb and the EU storefront write the day before the month, as Britain and Europe do", () => {
    for (const region of ["gb", "eu", "no"]) {
      expect(plain(formatDate(NEW_YEARS_EVE, "standardFormat", localeOf(region, "en"))), region).toMatch(/^Thursday,? 31 December$/);
      expect(plain(formatDate(NEW_YEARS_EVE, "shortFormat", localeOf(region, "en"))), region).toBe("31 Dec");
    }
  });

  it("the us storefront writes the month first and a 12-hour clock", () => {
    const us = localeOf("us", "en");
    expect(formatDate(NEW_YEARS_EVE, "standardFormat", us)).toBe("Thursday, December 31");
    expect(formatDate(NEW_YEARS_EVE, "shortFormat", us)).toBe("Dec 31");
    expect(plain(formatDate(AFTERNOON, "detailedFormat", us, "UTC"))).toBe("December 31, 2026 at 2:05 PM");
  });

  it("Poland and Britain keep a 24-hour clock", () => {
    expect(formatDate(AFTERNOON, "detailedFormat", localeOf("pl", "pl"), "UTC")).toBe("31 grudnia 2026 14:05");
    expect(formatDate(AFTERNOON, "detailedFormat", localeOf("gb", "en"), "UTC")).toBe("31 December 2026 at 14:05");
  });

  it("a language chosen on another storefront writes dates its own way", () => {
    expect(formatDate(NEW_YEARS_EVE, "standardFormat", localeOf("eu", "pt"))).toBe("quinta-feira, 31 de dezembro");
    expect(formatDate(NEW_YEARS_EVE, "standardFormat", localeOf("ch", "de"))).toBe("Donnerstag, 31. Dezember");
  });

  it("a day is the same day wherever it is read", () => {
    expect(formatDate("2026-01-01", "shortFormat", "en-US", "Pacific/Honolulu")).toBe("Jan 1");
  });
});
