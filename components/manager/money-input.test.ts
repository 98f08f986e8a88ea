import { describe, expect, it } from "vitest";
import { formatMajorUnits, MAX_PRICE_MINOR, parseMajorUnits } from "./money-input";

const polish = { decimalSeparator: ",", thousandSeparator: " " } as const;
const german = { decimalSeparator: ",", thousandSeparator: "." } as const;
const american = { decimalSeparator: ".", thousandSeparator: "," } as const;
const swiss = { decimalSeparator: ".", thousandSeparator: "'" } as const;

describe("parseMajorUnits", () => {
  it("reads a price written with the storefront's decimal separator into minor units", () => {
    expect(parseMajorUnits("12,50", polish)).toBe(1250);
    expect(parseMajorUnits("12,5", polish)).toBe(1250);
    expect(parseMajorUnits("0,07", german)).toBe(7);
    expect(parseMajorUnits("12.50", american)).toBe(1250);
    expect(parseMajorUnits(" 12 ", american)).toBe(1200);
  });

  it("takes thousands grouped the storefront's way, and spaces anywhere", () => {
    expect(parseMajorUnits("1 234,56", polish)).toBe(123456);
    expect(parseMajorUnits("1\u00a0234,56", polish)).toBe(123456);
    expect(parseMajorUnits("1.234,56", german)).toBe(123456);
    expect(parseMajorUnits("1,234,567.80", american)).toBe(123456780);
    expect(parseMajorUnits("1'234.50", swiss)).toBe(123450);
  });

  it("refuses the other storefront's decimal separator rather than reading it as grouping", () => {
    expect(parseMajorUnits("12.50", german)).toBeNull();
    expect(parseMajorUnits("12.50", polish)).toBeNull();
    expect(parseMajorUnits("12,50", american)).toBeNull();
  });

  it("refuses what is not a price: empty, negative, three decimals, letters, too large", () => {
    for (const text of ["", ",", "-5", "1,234", "12,505", "12 zł", "1e3", "0x10"]) expect(parseMajorUnits(text, polish), text).toBeNull();
    expect(parseMajorUnits(String(MAX_PRICE_MINOR / 100), american)).toBe(MAX_PRICE_MINOR);
    expect(parseMajorUnits(String(MAX_PRICE_MINOR / 100 + 1), american)).toBeNull();
    expect(parseMajorUnits("99999999999999999999", american)).toBeNull();
  });
});

describe("formatMajorUnits", () => {
  it("writes minor units for a price field, and reads back the same", () => {
    expect(formatMajorUnits(1250, polish)).toBe("12,50");
    expect(formatMajorUnits(7, american)).toBe("0.07");
    expect(formatMajorUnits(123456, german)).toBe("1234,56");
    expect(parseMajorUnits(formatMajorUnits(123456, german), german)).toBe(123456);
  });
});
