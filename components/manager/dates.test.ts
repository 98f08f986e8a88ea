import { describe, expect, it } from "vitest";
import { dateInputOf, defaultValidUntil, endOfDay } from "./dates";

describe("offer validity dates", () => {
  it("turns a picked day into its last moment, and back into the same day", () => {
    const iso = endOfDay("2026-03-28")!;
    const moment = new Date(iso);
    expect([moment.getFullYear(), moment.getMonth(), moment.getDate(), moment.getHours(), moment.getMinutes()]).toEqual([2026, 2, 28, 23, 59]);
    expect(dateInputOf(iso)).toBe("2026-03-28");
  });

  it("knows no day in an empty or impossible value", () => {
    expect(endOfDay("")).toBeNull();
    expect(endOfDay("2026-02-30")).toBeNull();
    expect(endOfDay("28.03.2026")).toBeNull();
  });

  it("gives a new offer two weeks, to the end of the day, across a month's end", () => {
    expect(dateInputOf(defaultValidUntil(new Date(2026, 2, 20, 9, 30)))).toBe("2026-04-03");
    expect(new Date(defaultValidUntil(new Date(2026, 2, 20, 9, 30))).getHours()).toBe(23);
  });
});
