import { describe, expect, it } from "vitest";
import { dateInputOf, defaultValidUntil, pickedDay } from "./dates";

describe("offer validity dates", () => {
  it("sends the picked day as it is, and shows the shop's end of that day as the same day", () => {
    expect(pickedDay("2026-12-31")).toBe("2026-12-31");
    // What the shop keeps for 31 December: its end in Warsaw, 1 January in London.
    expect(dateInputOf("2026-12-31T22:59:59.999Z")).toBe("2026-12-31");
    expect(dateInputOf("2026-07-15T21:59:59.999Z")).toBe("2026-07-15");
  });

  it("knows no day in an empty or impossible value", () => {
    expect(pickedDay("")).toBeNull();
    expect(pickedDay("2026-02-30")).toBeNull();
    expect(pickedDay("28.03.2026")).toBeNull();
  });

  it("gives a new offer two weeks from the shop's today, across a month's end", () => {
    expect(defaultValidUntil(new Date("2026-03-20T09:30:00Z"))).toBe("2026-04-03");
    // Half past midnight in Warsaw is already the next day there.
    expect(defaultValidUntil(new Date("2026-03-20T23:30:00Z"))).toBe("2026-04-04");
  });
});
