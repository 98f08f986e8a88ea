import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS } from "@/lib/i18n/locales";
import { formatMinorUnits, numberSeparatorsOf } from "@/lib/money/format";
import { ALL_REGIONS } from "./index";
import { storefrontFromParams } from "./storefront";

/**
 * One page, one locale (docs/adr/0068-region-formats.md): the prices a page shows
 * (the region's currencyFormatter) and its quantities (ICU numbers in the page's
 * locale) must not use opposite separators, as no and ch once did
 * ("€3,76 per piece" beside "2,500 pieces").
 */
describe("the language each storefront writes", () => {
  it("English is British on gb, the EU storefront and Norway, American on the us one; German is Austria's and Switzerland's own", () => {
    const locales = Object.fromEntries(ALL_REGIONS.map((region) => [region.id, region.locale]));
    expect(locales).toMatchObject({ gb: "en-GB", eu: "en-GB", no: "en-NO", us: "en-US", at: "de-AT", ch: "de-CH", de: "de-DE" });
  });
});

describe("prices and quantities on one page", () => {
  const separators = (formatter: { thousandSeparator: string; decimalSeparator: string }) => ({
    thousandSeparator: formatter.thousandSeparator,
    decimalSeparator: formatter.decimalSeparator,
  });

  it.each(ALL_REGIONS.map((region) => [region.id, region] as const))("%s writes its prices as its locale writes its quantities", (_, region) => {
    expect(separators(region.currencyFormatter)).toEqual(numberSeparatorsOf(region.locale));
  });

  it.each(ALL_REGIONS.map((region) => [region.id, region] as const))("%s in any chosen language writes prices and quantities alike", (_, region) => {
    for (const tag of LANGUAGE_TAGS) {
      const storefront = storefrontFromParams({ region: region.id, locale: tag })!;
      expect(separators(storefront.region.currencyFormatter), `${region.id} ${tag}`).toEqual(numberSeparatorsOf(storefront.locale));
    }
  });

  it("shows Portuguese prices as Portugal writes them on the EU storefront, and English ones as the region file says", () => {
    const portuguese = storefrontFromParams({ region: "eu", locale: "pt" })!;
    expect(formatMinorUnits(462, portuguese.region.currencyFormatter)).toBe("4,62 €");
    const english = storefrontFromParams({ region: "eu", locale: "en" })!;
    expect(formatMinorUnits(462, english.region.currencyFormatter)).toBe("€4.62");
    expect(english.region).toBe(ALL_REGIONS.find((region) => region.id === "eu"));
  });

  it("Norway and Switzerland: a price and a quantity on one page share their separators", () => {
    const norway = storefrontFromParams({ region: "no", locale: "en" })!;
    expect(formatMinorUnits(376, norway.region.currencyFormatter)).toBe("€3,76");
    expect(new Intl.NumberFormat(norway.locale).format(2500).replace(/\s/g, " ")).toBe("2 500");
    const switzerland = storefrontFromParams({ region: "ch", locale: "de" })!;
    expect(formatMinorUnits(376, switzerland.region.currencyFormatter)).toBe("€3.76");
    expect(new Intl.NumberFormat(switzerland.locale).format(2500)).toBe("2'500");
  });
});
