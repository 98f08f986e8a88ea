import { describe, expect, it } from "vitest";
import { formatMinorUnits } from "./format";

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
