import { describe, expect, it } from "vitest";
import { PAGE_LOCALES } from "@/lib/i18n/locales";
import { DATE_RULES, formatDate, type DateRule } from "./format";
import { SHOP_TIME_ZONE } from "./shop-day";

/** What a reader sees: ICU's no-break and narrow spaces read as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const FIRST = "2026-12-01";
const DAY_RULES = (Object.keys(DATE_RULES) as DateRule[]).filter((rule) => rule !== "time");

describe("the shop's ways of writing a date", () => {
  it("write the first of the month as Italian and French write it, in every rule that names the month", () => {
    for (const rule of DAY_RULES) {
      expect(formatDate(FIRST, rule, "it-IT"), rule).toMatch(/1º/);
      expect(formatDate(FIRST, rule, "fr-FR"), rule).toMatch(/1er/);
      expect(formatDate("2026-12-08", rule, "it-IT"), rule).not.toMatch(/º/);
    }
    expect(formatDate(FIRST, "dayMonth", "it-IT")).toBe("1º dicembre");
    expect(formatDate(FIRST, "longDate", "it-IT")).toBe("1º dicembre 2026");
    expect(formatDate(FIRST, "longDate", "fr-FR")).toBe("1er décembre 2026");
  });

  it("order the parts as the page's locale does: gb day first, us month first", () => {
    expect(formatDate("2026-12-31", "longDate", "en-GB")).toBe("31 December 2026");
    expect(formatDate("2026-12-31", "longDate", "en-US")).toBe("December 31, 2026");
    expect(formatDate("2026-12-31", "dayMonth", "en-GB")).toBe("31 December");
    expect(formatDate("2026-12-31", "dayMonth", "en-US")).toBe("December 31");
    expect(formatDate("2026-12-09", "shortWeekday", "pl-PL")).toBe("śr., 9 gru");
    expect(plain(formatDate("2026-12-31", "mediumDate", "de-CH"))).toBe("31.12.2026");
  });

  it("keep a day the same day wherever it is read, and show a moment in the zone it is asked for", () => {
    // A calendar day is no moment: Honolulu reads 1 January as 1 January.
    expect(formatDate("2026-01-01", "longDate", "en-GB", "Pacific/Honolulu")).toBe("1 January 2026");
    // Half past eleven at night in London on New Year's Eve is already the new year in the shop's zone.
    const late = "2026-12-31T23:30:00Z";
    expect(formatDate(late, "longDate", "en-GB", "UTC")).toBe("31 December 2026");
    expect(formatDate(late, "longDate", "en-GB", SHOP_TIME_ZONE)).toBe("1 January 2027");
    expect(formatDate(new Date(late), "longDate", "en-GB", SHOP_TIME_ZONE)).toBe("1 January 2027");
    // Without a zone, the shop's: the server's render and the browser's hydration agree wherever the browser is.
    expect(formatDate(late, "longDate", "en-GB")).toBe("1 January 2027");
  });

  it("write a moment's time on the clock its locale keeps: 24-hour in Poland and Britain, 12-hour in the United States", () => {
    const afternoon = "2026-12-31T14:05:00Z";
    expect(formatDate(afternoon, "time", "pl-PL", "UTC")).toBe("14:05");
    expect(formatDate(afternoon, "time", "en-GB", "UTC")).toBe("14:05");
    expect(plain(formatDate(afternoon, "time", "en-US", "UTC"))).toBe("2:05 PM");
    expect(plain(formatDate(afternoon, "mediumDateTime", "en-GB", "UTC"))).toBe("31 Dec 2026, 14:05");
  });

  it("format in every page locale without falling back to another language", () => {
    for (const locale of PAGE_LOCALES) {
      for (const rule of DAY_RULES) {
        const text = formatDate("2026-12-31", rule, locale);
        expect(text, `${locale} ${rule}`).toMatch(/31/);
      }
    }
  });
});
