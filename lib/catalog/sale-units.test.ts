import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { saleUnitOf, saleUnitWords } from "./sale-units";

async function wordsIn(locale: Locale, slug: string) {
  const messages = (await import(`../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: "Units" });
  return saleUnitWords(saleUnitOf(slug), t);
}

describe("what a product is counted and priced by", () => {
  it("sells tape by the roll, tissue and packing paper by the sheet, the rest by the piece", () => {
    expect(saleUnitOf("packing-tape")).toBe("roll");
    expect(saleUnitOf("kraft-tape")).toBe("roll");
    expect(saleUnitOf("pre-printed-kraft-tape")).toBe("roll");
    expect(saleUnitOf("tissue-paper")).toBe("sheet");
    expect(saleUnitOf("packing-paper")).toBe("sheet");
    expect(saleUnitOf("mailer-box-full-color")).toBe("piece");
    expect(saleUnitOf("paper-bag")).toBe("piece");
    expect(saleUnitOf(null)).toBe("piece");
  });

  it("says rolls and sheets with the language's plural forms", async () => {
    const en = await wordsIn("en-US", "packing-tape");
    expect([en.quantity(1), en.quantity(30), en.each("€4.77"), en.heading]).toEqual(["1 roll", "30 rolls", "€4.77 per roll", "Per roll"]);
    expect(en.option(30, "€4.77")).toBe("30 rolls, €4.77 per roll");
    const plTape = await wordsIn("pl-PL", "packing-tape");
    expect([plTape.quantity(1), plTape.quantity(3), plTape.quantity(30), plTape.each("4,77 zł")]).toEqual([
      "1 rolka",
      "3 rolki",
      "30 rolek",
      "4,77 zł za rolkę",
    ]);
    const plTissue = await wordsIn("pl-PL", "tissue-paper");
    expect([plTissue.quantity(2), plTissue.quantity(500), plTissue.from("0,20 zł")]).toEqual(["2 arkusze", "500 arkuszy", "od 0,20 zł za arkusz"]);
    const cs = await wordsIn("cs-CZ", "packing-tape");
    expect([cs.quantity(1), cs.quantity(3), cs.quantity(30)]).toEqual(["1 role", "3 role", "30 rolí"]);
    const ro = await wordsIn("ro-RO", "tissue-paper");
    expect([ro.quantity(1), ro.quantity(5), ro.quantity(100)]).toEqual(["1 coală", "5 coli", "100 de coli"]);
    expect(plTissue.emissions("12")).toBe("ok. 12 g CO₂e na arkusz");
    expect(en.emissions("90")).toBe("about 90 g CO₂e per roll");
    const de = await wordsIn("de-DE", "packing-tape");
    expect([de.quantity(30), de.each("4,77 €")]).toEqual(["30 Rollen", "4,77 € pro Rolle"]);
  });

  it("has no word of a piece for a roll or a sheet in any language", async () => {
    for (const locale of LOCALES) {
      const boxes = await wordsIn(locale, "mailer-box-full-color");
      for (const slug of ["packing-tape", "tissue-paper"]) {
        const words = await wordsIn(locale, slug);
        expect(words.quantity(30), `${locale} ${slug}`).not.toBe(boxes.quantity(30));
        expect(words.each("1"), `${locale} ${slug}`).not.toBe(boxes.each("1"));
        expect(words.heading, `${locale} ${slug}`).not.toBe(boxes.heading);
        expect(words.emissions("9"), `${locale} ${slug}`).not.toBe(boxes.emissions("9"));
      }
    }
  });

  it("offers pre-printed tape in the cart's suggestions in rolls (the cross-sell card's words)", async () => {
    const messages = (await import("../../messages/pl-PL.json")).default;
    const cart = createTranslator({ locale: "pl-PL", messages, namespace: "Cart" });
    const tape = await wordsIn("pl-PL", "pre-printed-kraft-tape");
    expect(cart("crossSell.offer", { quantity: tape.quantity(36), price: "250,00 zł" })).toBe("36 rolek za 250,00 zł");
  });
});
