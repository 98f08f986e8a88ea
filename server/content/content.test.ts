import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { SOURCE_LOCALE, slugsIn } from "./local";
import {
  HELP_CATEGORIES,
  INDUSTRY_SLUGS,
  LEGAL_PAGES,
  PAGE_SLUGS,
  blogPostSchema,
  helpArticleSchema,
  helpCategoriesSchema,
  pageSchema,
  type BlogPost,
  type HelpArticle,
} from "./schema";
import { contentService, contentConfig } from "./service";

const base = path.join(process.cwd(), "content");

/** Every file of a language, relative to its folder. */
function filesOf(locale: string): string[] {
  const dir = path.join(base, locale);
  const walk = (relative: string): string[] =>
    readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(relative, entry.name)) : [path.join(relative, entry.name)],
    );
  return existsSync(dir) ? walk("").sort() : [];
}

const read = (locale: string, relative: string): unknown => JSON.parse(readFileSync(path.join(base, locale, relative), "utf8"));
const english = filesOf(SOURCE_LOCALE);

describe("content files", () => {
  it("exist in English for every page, industry and help category", () => {
    expect(english).toEqual(expect.arrayContaining([...PAGE_SLUGS.map((s) => `pages/${s}.json`), ...INDUSTRY_SLUGS.map((s) => `industries/${s}.json`), "help-categories.json"]));
    expect(slugsIn(base, "blog").length).toBeGreaterThan(3);
    expect(slugsIn(base, "help").length).toBeGreaterThan(5);
  });

  it("are kept for exactly the 11 locales", () => {
    expect(readdirSync(base).filter((name) => !name.endsWith(".md")).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)("%s has every file of en-US and no other", (locale) => {
    const files = filesOf(locale);
    expect({ missing: english.filter((f) => !files.includes(f)), extra: files.filter((f) => !english.includes(f)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)("%s files match their schemas, keep English's dates and categories, and are translated", (locale) => {
    for (const file of filesOf(locale)) {
      const data = read(locale, file);
      const schema = file.startsWith("blog/") ? blogPostSchema : file.startsWith("help/") ? helpArticleSchema : file === "help-categories.json" ? helpCategoriesSchema : pageSchema;
      const parsed = schema.safeParse(data);
      expect(parsed.success ? "" : `${file}: ${parsed.error!.message}`).toBe("");
      if (file.startsWith("blog/")) expect((data as BlogPost).published, file).toBe((read(SOURCE_LOCALE, file) as BlogPost).published);
      if (file.startsWith("help/")) expect((data as HelpArticle).category, file).toBe((read(SOURCE_LOCALE, file) as HelpArticle).category);
      const sections = (value: unknown) => (value as { sections?: unknown[] }).sections?.length;
      expect(sections(data), `${file} has the sections of English`).toBe(sections(read(SOURCE_LOCALE, file)));
      if (locale !== SOURCE_LOCALE && file !== "help-categories.json") {
        expect((data as { lead: string }).lead, `${file} is translated`).not.toBe((read(SOURCE_LOCALE, file) as { lead: string }).lead);
      }
    }
  });

  it.each(LOCALES)("%s legal pages carry no template notice (their text is in legal.test.ts)", (locale) => {
    for (const slug of LEGAL_PAGES) expect(pageSchema.parse(read(locale, `pages/${slug}.json`)).notice, slug).toBeUndefined();
  });
});

describe("the local content service", () => {
  const service = (locale: (typeof LOCALES)[number]) => contentService(contentConfig(locale, "eu", {}));

  it("reads a page in the language asked for", async () => {
    expect((await service("de-DE").page("about")).heading).toBe(pageSchema.parse(read("de-DE", "pages/about.json")).heading);
    expect((await service("en-US").industry("food")).heading).toBe("Packaging for food brands");
  });

  it("lists blog posts newest first and finds one by slug, and no other", async () => {
    const posts = await service("en-US").blogPosts();
    expect(posts.map((p) => p.published)).toEqual([...posts.map((p) => p.published)].sort().reverse());
    expect((await service("en-US").blogPost(posts[0]!.slug))?.title).toBe(posts[0]!.title);
    expect(await service("en-US").blogPost("../pages/about")).toBeNull();
  });

  it("names every help category and files every article in one", async () => {
    const categories = await service("pl-PL").helpCategories();
    expect(Object.keys(categories).sort()).toEqual([...HELP_CATEGORIES].sort());
    for (const article of await service("pl-PL").helpArticles()) expect(HELP_CATEGORIES).toContain(article.category);
  });

  it("searches help articles by a word of their body in the current language only", async () => {
    // "Przelewy24" is in the body of the payments article in every language: a word found only in English text is not.
    expect((await service("en-US").searchHelp("bleed")).map((a) => a.slug)).toContain("bleed-and-safe-zone");
    const english = (await service("en-US").searchHelp("carrier tracking")).map((a) => a.slug);
    expect(english).toEqual(["delivery-times"]);
    expect(await service("de-DE").searchHelp("carrier tracking")).toEqual([]);
    expect((await service("de-DE").searchHelp("Sendungsverfolgung")).map((a) => a.slug)).toEqual(["delivery-times"]);
    expect(await service("en-US").searchHelp("Sendungsverfolgung")).toEqual([]);
    expect(await service("en-US").searchHelp("   ")).toEqual([]);
  });

  it("shows the English file when a language lacks one, instead of failing the page", async () => {
    const copy = mkdtempSync(path.join(tmpdir(), "content-"));
    try {
      cpSync(path.join(base, "en-US"), path.join(copy, "en-US"), { recursive: true });
      cpSync(path.join(base, "de-DE"), path.join(copy, "de-DE"), { recursive: true });
      rmSync(path.join(copy, "de-DE", "pages", "careers.json"));
      const german = contentService({ baseUrl: copy, lang: "de-DE", region: "de", token: "" });
      expect((await german.page("careers")).heading).toBe(pageSchema.parse(read("en-US", "pages/careers.json")).heading);
      expect((await german.page("about")).heading).toBe(pageSchema.parse(read("de-DE", "pages/about.json")).heading);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("refuses a remote base URL until an adapter exists", () => {
    expect(() => contentService({ baseUrl: "https://cms.example.com", lang: "en-US", region: "eu", token: "t" })).toThrow(/remote content adapter/);
  });
});
