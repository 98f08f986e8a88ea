import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { americanWordsIn, britishWordsIn } from "@/lib/i18n/english-spellings";
import type { RegionId } from "@/regions/schema";
import { BRITISH_CONTENT, SOURCE_LOCALE } from "./local";
import { contentFor } from "./service";

/**
 * Two English content sets (docs/adr/0072-one-voice-per-language.md): content/en-US
 * is American (color, center, catalog, installments) and is what the us storefront
 * reads; content/en-GB is British (colour, centre, catalogue, instalments) and is what
 * gb, the EU storefront and Norway read. They are the same articles with the same
 * slugs, sections, dates, categories and related articles, differing only in words.
 */

const base = path.join(process.cwd(), "content");

function filesOf(folder: string): string[] {
  const walk = (relative: string): string[] =>
    readdirSync(path.join(base, folder, relative), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(relative, entry.name)) : [path.join(relative, entry.name)],
    );
  return existsSync(path.join(base, folder)) ? walk("").sort() : [];
}

const read = (folder: string, file: string) => JSON.parse(readFileSync(path.join(base, folder, file), "utf8")) as Record<string, unknown>;

/** The words of a file or entry, without slugs (its own, its related articles', a post's help articles): a slug is a URL, the same in both Englishes. */
function wordsOf(data: unknown): string[] {
  if (typeof data === "string") return [data];
  if (Array.isArray(data)) return data.flatMap(wordsOf);
  if (data && typeof data === "object") return Object.entries(data).flatMap(([key, value]) => (key === "related" || key === "help" || key === "slug" ? [] : wordsOf(value)));
  return [];
}

const findings = (folder: string, find: (text: string) => string[]) =>
  filesOf(folder).flatMap((file) => wordsOf(read(folder, file)).flatMap((text) => find(text).map((word) => `${file}: "${word}"`)));

/** The shape of a file without its words: the sections' layout, the dates, categories and related slugs. */
function shape(data: Record<string, unknown>) {
  const sections = (data.sections as { heading?: string; paragraphs?: string[]; list?: string[] }[]).map((section) => [
    section.heading !== undefined,
    section.paragraphs?.length ?? 0,
    section.list?.length ?? 0,
  ]);
  return { sections, published: data.published, category: data.category, related: data.related, notice: data.notice !== undefined };
}

describe("the two English content sets", () => {
  it("the American set has no British spelling (colour, centre, catalogue, instalment, postcode, parcel)", () => {
    expect(findings(SOURCE_LOCALE, britishWordsIn)).toEqual([]);
  });

  it("the British set has no American spelling (color, center, catalog, installment, ZIP code)", () => {
    expect(findings(BRITISH_CONTENT, americanWordsIn)).toEqual([]);
  });

  it("the British set has exactly the American set's files, each with the same shape", () => {
    const american = filesOf(SOURCE_LOCALE);
    expect(filesOf(BRITISH_CONTENT)).toEqual(american);
    for (const file of american.filter((name) => name !== "help-categories.json")) {
      expect(shape(read(BRITISH_CONTENT, file)), file).toEqual(shape(read(SOURCE_LOCALE, file)));
    }
    expect(Object.keys(read(BRITISH_CONTENT, "help-categories.json").categories as object)).toEqual(
      Object.keys(read(SOURCE_LOCALE, "help-categories.json").categories as object),
    );
  });

  it("the us storefront reads American, gb, eu and no read British, in the same articles", async () => {
    type English = "en-US" | "en-GB" | "en-NO";
    const service = (locale: English, region: RegionId) => contentFor({ locale, region: { id: region } });
    const article = async (locale: English, region: RegionId) => wordsOf(await service(locale, region).helpArticle("colours-and-cmyk")).join("\n");
    const slugs = async (locale: English, region: RegionId) => (await service(locale, region).helpArticles()).map((a) => a.slug);
    const american = await article("en-US", "us");
    expect(american).toMatch(/\bcolors\b/);
    expect(britishWordsIn(american)).toEqual([]);
    for (const [locale, region] of [["en-GB", "gb"], ["en-GB", "eu"], ["en-NO", "no"]] as const) {
      const british = await article(locale, region);
      expect(british, region).toMatch(/\bcolours\b/);
      expect(americanWordsIn(british), region).toEqual([]);
      expect(await slugs(locale, region), region).toEqual(await slugs("en-US", "us"));
    }
    expect((await service("en-US", "us").searchHelp("color")).map((a) => a.slug)).toContain("colours-and-cmyk");
    expect((await service("en-GB", "gb").searchHelp("colour")).map((a) => a.slug)).toContain("colours-and-cmyk");
  });

  it("the word lists catch what they are for", () => {
    expect(britishWordsIn("Full-colour print, postcode and 3 instalments, in the centre")).toEqual(["colour", "postcode", "instalments", "centre"]);
    expect(americanWordsIn("Full-color print, ZIP code and 3 installments, in the center of the catalog")).toEqual(["color", "ZIP code", "installments", "center", "catalog"]);
    // Words good in both Englishes are not American markers in British text.
    expect(americanWordsIn("a software program toward the license terms, in one package")).toEqual([]);
    expect(britishWordsIn("Order by 31 December")).toEqual(["31 December"]);
    expect(americanWordsIn("Order by December 31")).toEqual(["December 31"]);
    expect(britishWordsIn("Order by December 31; you may 2x the run")).toEqual([]);
  });
});
