import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * pro/features promises only what Plus has: reorders, quotes and offers, company
 * members with roles and approval limits (server/companies), print proofs and invoices.
 * Negotiated prices and a private catalogue do not exist yet; the page said they did.
 */

const page = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../../../content/${locale}/pages/pro-features.json`), "utf8")) as {
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

  it.each(LOCALES.map((locale) => [locale]))("says the same things in %s", (locale) => {
    const translated = page(locale);
    expect(translated.sections.map((section) => section.paragraphs.length)).toEqual(page("en-US").sections.map((section) => section.paragraphs.length));
  });
});
