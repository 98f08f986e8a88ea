import { readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/dates/format";
import { formatShopDay } from "@/lib/dates/shop-day";
import { flatten, type Catalogue } from "./testing";

/**
 * Dates inside sentences (docs/adr/0072-one-voice-per-language.md). Italian elides
 * the article before a vowel: "l’8 dicembre", "l’11", "all’8%", never "il 8" or
 * "al 11"; and the first of the month is "il 1º dicembre", French "le 1er décembre".
 */

const catalogue = (locale: string) => flatten(JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Catalogue);
/** Arguments that carry a date or a number read aloud after an article: the days 8 and 11 and rates of 8 % or 11 % elide. */
const SPOKEN_NUMBERS = ["date", "from", "to", "validUntil", "vat", "rate", "percent"];

describe("dates in Italian and French sentences", () => {
  it("write the first of the month as an ordinal, other days as they are", () => {
    expect(formatShopDay("2026-12-01", "it-IT")).toBe("1º dicembre 2026");
    expect(formatShopDay("2026-12-08", "it-IT")).toBe("8 dicembre 2026");
    expect(formatShopDay("2026-12-01", "fr-FR")).toBe("1er décembre 2026");
    expect(formatShopDay("2026-12-11", "fr-FR")).toBe("11 décembre 2026");
    expect(formatDate("2026-12-01", "standardFormat", "it-IT")).toBe("martedì 1º dicembre");
    expect(formatDate("2026-12-01", "shortFormat", "fr-FR")).toBe("1er déc.");
    // Other languages, and numeric months, are left as Intl writes them.
    expect(formatShopDay("2026-12-01", "de-DE")).toBe("1. Dezember 2026");
    expect(formatShopDay("2026-12-01", "es-ES")).toBe("1 de diciembre de 2026");
    expect(formatShopDay("2026-12-01", "it-IT", "medium")).toBe("1º dic 2026");
  });

  it("Italian puts no article or articulated preposition right before a date, a VAT rate or a percentage", () => {
    const before = new RegExp(
      `(?:^|[\\s(])(?:il|lo|al|dal|del|nel|sul|tra il|e il|l[’']|all[’']|dall[’']|dell[’'])\\s*\\{(?:${SPOKEN_NUMBERS.join("|")})\\}`,
      "i",
    );
    expect([...catalogue("it-IT")].filter(([, value]) => before.test(value)).map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it("so the 8th, the 11th and an 8.1 % rate read right in every Italian sentence that holds one", () => {
    const wrong = /\b(?:il|al|dal|del|nel|sul) (?:8|11)\b/i;
    for (const [key, value] of catalogue("it-IT")) {
      if (!SPOKEN_NUMBERS.some((name) => value.includes(`{${name}}`))) continue;
      const values = Object.fromEntries(
        [...value.matchAll(/\{(\w+)/g)].map(([, name]) => [
          name!,
          name === "vat" || name === "rate" || name === "percent" ? "8,1" : formatShopDay("2026-12-08", "it-IT"),
        ]),
      );
      const text = String(new IntlMessageFormat(value, "it-IT").format({ ...values, quantity: 2, hasManager: "no", hasNote: "no" }));
      expect(text, key).not.toMatch(wrong);
    }
  });

  it("French writes le 1er décembre in the sentences that hold a day", () => {
    const french = catalogue("fr-FR");
    const placed = new IntlMessageFormat(french.get("Orders.order.placed")!, "fr-FR").format({ date: formatShopDay("2026-12-01", "fr-FR") });
    expect(placed).toBe("Passée le 1er décembre 2026");
    const italian = new IntlMessageFormat(catalogue("it-IT").get("Orders.order.placed")!, "it-IT").format({ date: formatShopDay("2026-12-01", "it-IT") });
    expect(italian).toBe("Effettuato in data 1º dicembre 2026");
  });
});
