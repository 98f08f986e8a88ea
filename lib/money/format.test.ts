import { describe, expect, it } from "vitest";
import { currencyFormatterFor, formatMinorUnits, priceFormatterOf } from "./format";

const euFormatter = { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" } as const;
const pl = { thousandSeparator: " ", decimalSeparator: ",", currencySign: "zł", currencyPosition: "right" } as const;

describe("money formatting", () => {
  it("writes minor units the region's way", () => {
    expect(formatMinorUnits(123456, euFormatter)).toBe("€1,234.56");
    expect(formatMinorUnits(123456789, pl)).toBe("1 234 567,89 zł");
    expect(formatMinorUnits(5, euFormatter)).toBe("€0.05");
    expect(formatMinorUnits(-1999, euFormatter)).toBe("-€19.99");
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => formatMinorUnits(10.5, euFormatter)).toThrow(RangeError);
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

describe("a storefront's prices on a page in a given locale", () => {
  it("keeps the region file's way in the region's own locale, and writes the page locale's way in any other", () => {
    const eu = { locale: "en-GB", currency: "EUR", currencyFormatter: euFormatter };
    const poland = { locale: "pl-PL", currency: "PLN", currencyFormatter: pl };
    expect(priceFormatterOf(eu, eu.locale)).toBe(eu.currencyFormatter);
    expect(formatMinorUnits(462, priceFormatterOf(eu, "pt-PT"))).toBe("4,62 €");
    // A Polish order listed on a German page: zloty, with German separators.
    expect(formatMinorUnits(123456, priceFormatterOf(poland, "de-DE"))).toBe("1.234,56 zł");
    expect(formatMinorUnits(123456, priceFormatterOf(poland, "pl-PL"))).toBe("1 234,56 zł");
  });
});
