import { describe, expect, it } from "vitest";
import { currencyFormatterFor, formatMinorUnits } from "./format";

const eu = { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" } as const;
const pl = { thousandSeparator: " ", decimalSeparator: ",", currencySign: "zł", currencyPosition: "right" } as const;

describe("money formatting", () => {
  it("writes minor units the region's way", () => {
    expect(formatMinorUnits(123456, eu)).toBe("€1,234.56");
    expect(formatMinorUnits(123456789, pl)).toBe("1 234 567,89 zł");
    expect(formatMinorUnits(5, eu)).toBe("€0.05");
    expect(formatMinorUnits(-1999, eu)).toBe("-€19.99");
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => formatMinorUnits(10.5, eu)).toThrow(RangeError);
  });
});

describe("prices in a language's own conventions", () => {
  it("writes euros as Portugal writes them, not as the EU storefront does", () => {
    const portuguese = currencyFormatterFor("pt-PT", "EUR");
    expect(formatMinorUnits(462, portuguese)).toBe("4,62 €");
    expect(formatMinorUnits(123456, portuguese)).toBe("1 234,56 €");
  });

  it("writes pounds and dollars on the left, zloty on the right", () => {
    expect(formatMinorUnits(123456, currencyFormatterFor("en-GB", "GBP"))).toBe("£1,234.56");
    expect(formatMinorUnits(123456, currencyFormatterFor("en-US", "USD"))).toBe("$1,234.56");
    expect(formatMinorUnits(123456, currencyFormatterFor("pl-PL", "PLN"))).toBe("1 234,56 zł");
  });
});
