import { describe, expect, it } from "vitest";
import type { RegionId } from "@/regions/schema";
import { swissGerman } from "@/lib/i18n/spelling";
import { sellerFromEnv } from "@/server/invoices/seller";
import { legalPage } from "./legal";
import { INDUSTRY_SLUGS, LEGAL_PAGES, PAGE_SLUGS } from "./schema";
import { contentFor, type ContentService } from "./service";

/**
 * Swiss German (docs/adr/0072-one-voice-per-language.md): the ch storefront reads
 * the German content with ss for ß and «…» for „…“, as Switzerland writes German;
 * Germany and Austria read the same files with ß and „…“. Everything a content page shows is read
 * through contentFor, as the pages do: pages, legal pages, industries, blog,
 * help articles and their categories.
 */

const storefront = (locale: "de-DE" | "de-AT" | "de-CH", region: RegionId) => contentFor({ locale, region: { id: region } });

/** Every word the content service gives a storefront, file by file. */
async function everything(content: ContentService): Promise<Map<string, string>> {
  const seller = sellerFromEnv({});
  const texts = new Map<string, string>();
  const add = (name: string, value: unknown) => texts.set(name, JSON.stringify(value));
  for (const slug of PAGE_SLUGS) add(`pages/${slug}`, await content.page(slug));
  for (const slug of LEGAL_PAGES) add(`legal/${slug}`, await legalPage(content, slug, "de-CH", seller));
  for (const slug of INDUSTRY_SLUGS) add(`industries/${slug}`, await content.industry(slug));
  for (const post of await content.blogPosts()) add(`blog/${post.slug}`, post);
  for (const article of await content.helpArticles()) add(`help/${article.slug}`, article);
  add("help-categories", await content.helpCategories());
  return texts;
}

describe("Swiss German content", () => {
  it("the ch storefront's pages, legal pages, industries, blog and help centre have no ß", async () => {
    const swiss = await everything(storefront("de-CH", "ch"));
    expect(swiss.size).toBeGreaterThan(PAGE_SLUGS.length + 60);
    expect([...swiss].filter(([, text]) => /[ßẞ]/.test(text)).map(([name]) => name)).toEqual([]);
  });

  it("the ch storefront's content quotes with «…»: no „ or “ is left", async () => {
    const swiss = await everything(storefront("de-CH", "ch"));
    expect([...swiss].filter(([, text]) => /[„“‚]/.test(text)).map(([name]) => name)).toEqual([]);
    expect(swiss.get("legal/terms")).toMatch(/«[^«»]+»/);
    for (const [locale, region] of [["de-DE", "de"], ["de-AT", "at"]] as const) {
      const german = await everything(storefront(locale, region));
      expect(german.get("legal/terms"), locale).toMatch(/„[^„“]+“/);
      expect([...german].filter(([, text]) => /[«»]/.test(text)).map(([name]) => name), locale).toEqual([]);
    }
  });

  it("is the German text with ss for ß and Swiss quotes: same articles, same words otherwise", async () => {
    const german = await everything(storefront("de-DE", "de"));
    const swiss = await everything(storefront("de-CH", "ch"));
    expect([...swiss.keys()]).toEqual([...german.keys()]);
    for (const [name, text] of german) expect(swiss.get(name), name).toBe(swissGerman(text));
  });

  it("Germany and Austria keep ß, and Swiss search finds the Swiss word", async () => {
    for (const [locale, region] of [["de-DE", "de"], ["de-AT", "at"]] as const) {
      const withSharpS = [...(await everything(storefront(locale, region))).values()].filter((text) => text.includes("ß"));
      expect(withSharpS.length, locale).toBeGreaterThan(20);
    }
    const swissHits = await storefront("de-CH", "ch").searchHelp("Grösse");
    expect(swissHits.length).toBeGreaterThan(0);
    expect((await storefront("de-DE", "de").searchHelp("Größe")).map((a) => a.slug)).toEqual(swissHits.map((a) => a.slug));
  });
});
