import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * pro/features and pro/terms-conditions promise only what Plus has: reorders, quotes
 * and offers, company members with roles and approval limits (server/companies), a
 * company's price list seen in the plus catalogue and the configurator, print proofs
 * and invoices. There is no private catalogue of products, no ordering on invoice
 * with payment terms; the pages once said there were.
 */

const page = (locale: string, name = "pro-features") =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../../../content/${locale}/pages/${name}.json`), "utf8")) as {
    description: string;
    sections: { heading: string; paragraphs: string[] }[];
  };

describe("the Plus features page", () => {
  it("promises no negotiated prices or private catalogue", () => {
    const english = page("en-US");
    const text = [english.description, ...english.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join(" ");
    expect(text).not.toMatch(/negotiated|private catalogue|own catalogue|payment terms/i);
    expect(text).toMatch(/quote/i);
  });

  it("promises a company's prices only where a price list gives them: the plus catalogue, the configurator, its members' orders", () => {
    const prices = page("en-US").sections.find((section) => /price/i.test(section.heading))!;
    expect(prices.paragraphs.join(" ")).toMatch(/price list/);
    expect(prices.paragraphs.join(" ")).toMatch(/catalog(ue)? and the configurator/);
  });

  it("has terms that bind to nothing the shop lacks: no private catalogue, no ordering on invoice", () => {
    const terms = page("en-US", "pro-terms-conditions");
    const text = terms.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join(" ");
    expect(text).not.toMatch(/your catalogue|on invoice|payment terms/i);
    expect(text).toMatch(/price list agreed with your company/);
    for (const locale of LOCALES)
      expect(page(locale, "pro-terms-conditions").sections.map((section) => section.paragraphs.length)).toEqual(
        terms.sections.map((section) => section.paragraphs.length),
      );
  });

  it.each(LOCALES.map((locale) => [locale]))("says the same things in %s", (locale) => {
    const translated = page(locale);
    expect(translated.sections.map((section) => section.paragraphs.length)).toEqual(page("en-US").sections.map((section) => section.paragraphs.length));
  });
});
