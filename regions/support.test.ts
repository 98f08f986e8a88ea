import { describe, expect, it } from "vitest";
import { ALL_REGIONS, REGIONS } from "./index";
import { regionSchema } from "./schema";
import { pl } from "./pl";
import { supportHoursWords, telHref } from "./support";

const winter = new Date("2026-01-15T10:00:00Z");

describe("the support desk of each storefront", () => {
  it("is configured everywhere, with a phone in the region's country and hours in its time zone", () => {
    for (const region of ALL_REGIONS) {
      expect(region.support.email).toMatch(/@/);
      expect(region.support.phone.startsWith(region.phoneCountryCode)).toBe(true);
      expect(region.support.hours.timeZone).toMatch(/^(Europe|America)\//);
    }
    expect(REGIONS.pl.support.hours.timeZone).toBe("Europe/Warsaw");
    expect(REGIONS.us.support.hours.timeZone).toBe("America/New_York");
  });

  it("refuses a region without a desk, with hours that close before they open or a foreign phone", () => {
    const { support, ...withoutDesk } = pl;
    expect(regionSchema.safeParse(withoutDesk).success).toBe(false);
    expect(regionSchema.safeParse({ ...pl, support: { ...support, hours: { ...support.hours, opens: "18:00" } } }).success).toBe(false);
    expect(regionSchema.safeParse({ ...pl, support: { ...support, hours: { ...support.hours, timeZone: "Mars/Olympus" } } }).success).toBe(false);
    expect(regionSchema.safeParse({ ...pl, support: { ...support, phone: "+49 30 5683 7400" } }).success).toBe(false);
    expect(regionSchema.safeParse(pl).success).toBe(true);
  });

  it("writes the hours as the reader's language does, with the desk's zone", () => {
    expect(supportHoursWords(REGIONS.pl.support.hours, "pl-PL", winter)).toEqual({ days: "pon.–pt.", opens: "8:00", closes: "17:00", zone: "CET" });
    expect(supportHoursWords(REGIONS.de.support.hours, "de-DE", winter)).toMatchObject({ days: "Mo–Fr", opens: "8:00", closes: "17:00", zone: "MEZ" });
    expect(supportHoursWords(REGIONS.us.support.hours, "en-US", winter)).toEqual({ days: "Mon–Fri", opens: "9:00 AM", closes: "6:00 PM", zone: "EST" });
  });

  it("dials the number without its spaces", () => {
    expect(telHref("+48 22 153 47 80")).toBe("tel:+48221534780");
  });
});
