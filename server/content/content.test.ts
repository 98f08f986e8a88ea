import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { FIRST_HELP_SLUGS, HELP_COMPLETE_LOCALES } from "@/lib/help/links";
import { REGIONS } from "@/regions";
import { BRITISH_CONTENT, SOURCE_LOCALE, slugsIn } from "./local";
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
import { contentPages } from "./sitemap";

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

  it("are kept for exactly the 11 locales and British English (english.test.ts)", () => {
    expect(readdirSync(base).filter((name) => !name.endsWith(".md")).sort()).toEqual([...LOCALES, BRITISH_CONTENT].sort());
  });

  it.each(LOCALES)("%s has every file of en-US and no other (help: all articles, or the first seven while it is translated)", (locale) => {
    const files = filesOf(locale);
    const complete = HELP_COMPLETE_LOCALES.includes(locale);
    // A language is either complete or has the first seven: a half-translated help centre would mix languages in one list.
    const expected = english.filter((f) => !f.startsWith("help/") || complete || (FIRST_HELP_SLUGS as readonly string[]).includes(f.slice("help/".length, -".json".length)));
    expect({ missing: expected.filter((f) => !files.includes(f)), extra: files.filter((f) => !expected.includes(f)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)("%s files match their schemas, keep English's dates and categories, and are translated", (locale) => {
    for (const file of filesOf(locale)) {
      const data = read(locale, file);
      const schema = file.startsWith("blog/") ? blogPostSchema : file.startsWith("help/") ? helpArticleSchema : file === "help-categories.json" ? helpCategoriesSchema : pageSchema;
      const parsed = schema.safeParse(data);
      expect(parsed.success ? "" : `${file}: ${parsed.error!.message}`).toBe("");
      if (file.startsWith("blog/")) expect((data as BlogPost).published, file).toBe((read(SOURCE_LOCALE, file) as BlogPost).published);
      if (file.startsWith("help/")) {
        expect((data as HelpArticle).category, file).toBe((read(SOURCE_LOCALE, file) as HelpArticle).category);
        // Related articles are named once, in English; a translation that names them must name the same.
        if ((data as HelpArticle).related) expect((data as HelpArticle).related, file).toEqual((read(SOURCE_LOCALE, file) as HelpArticle).related);
      }
      const sections = (value: unknown) => (value as { sections?: unknown[] }).sections?.length;
      expect(sections(data), `${file} has the sections of English`).toBe(sections(read(SOURCE_LOCALE, file)));
      if (locale !== SOURCE_LOCALE && file !== "help-categories.json") {
        expect((data as { lead: string }).lead, `${file} is translated`).not.toBe((read(SOURCE_LOCALE, file) as { lead: string }).lead);
      }
    }
  });

  it("hold the planned help centre in English: at least 60 articles in every topic, each of 150 to 350 words", () => {
    const slugs = slugsIn(base, "help");
    expect(slugs.length).toBeGreaterThanOrEqual(60);
    const articles = slugs.map((slug) => ({ slug, ...helpArticleSchema.parse(read(SOURCE_LOCALE, `help/${slug}.json`)) }));
    for (const category of HELP_CATEGORIES) expect(articles.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(3);
    const wordsOf = (a: HelpArticle) =>
      [a.lead, ...a.sections.flatMap((s) => [s.heading ?? "", ...s.paragraphs, ...(s.list ?? [])])].join(" ").split(/\s+/).filter(Boolean).length;
    // Every article is a real answer, the first seven included since they were checked against the code.
    for (const article of articles) {
      expect(wordsOf(article), article.slug).toBeGreaterThanOrEqual(150);
      expect(wordsOf(article), article.slug).toBeLessThanOrEqual(350);
    }
  });

  it("link every English help article to related articles that exist, never to itself", () => {
    const slugs = slugsIn(base, "help");
    for (const slug of slugs) {
      const related = helpArticleSchema.parse(read(SOURCE_LOCALE, `help/${slug}.json`)).related ?? [];
      expect(related.length, slug).toBeGreaterThanOrEqual(2);
      expect(related.filter((other) => !slugs.includes(other) || other === slug), slug).toEqual([]);
      expect(new Set(related).size, slug).toBe(related.length);
    }
  });

  it("keep the plan in step with the articles: every English article is in content/HELP-PLAN.md, which names the complete languages", () => {
    const plan = readFileSync(path.join(base, "HELP-PLAN.md"), "utf8");
    for (const slug of slugsIn(base, "help")) expect(plan, slug).toContain(`\`${slug}\``);
    for (const locale of HELP_COMPLETE_LOCALES) expect(plan).toContain(locale);
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
    // The article with the words in its title comes first.
    expect(english).toEqual(["tracking-your-order", "delivery-times"]);
    expect(await service("de-DE").searchHelp("carrier tracking")).toEqual([]);
    expect((await service("de-DE").searchHelp("Sendungsverfolgung")).map((a) => a.slug)).toEqual(["delivery-times", "tracking-your-order"]);
    expect(await service("en-US").searchHelp("Sendungsverfolgung")).toEqual([]);
    expect(await service("en-US").searchHelp("   ")).toEqual([]);
  });

  it("finds the newer articles by their words, and shows a language only the help articles it has", async () => {
    const search = async (locale: (typeof LOCALES)[number], query: string) => (await service(locale).searchHelp(query)).map((a) => a.slug);
    expect(await search("en-US", "reverse charge")).toContain("reverse-charge-vat");
    expect((await search("en-US", "installments"))[0]).toBe("paying-in-instalments");
    expect(await search("en-US", "dieline")).toEqual(expect.arrayContaining(["dielines-mailer-boxes", "dielines-product-boxes", "dielines-shipping-boxes"]));
    expect(await search("en-US", "customs Norway")).toContain("shipping-to-switzerland-and-norway");
    // German and Polish have every article, French (until translated) the first seven.
    expect(await search("de-DE", "Reverse Charge")).toContain("reverse-charge-vat");
    expect(await search("de-DE", "Stanzkontur Mailerbox")).toContain("dielines-mailer-boxes");
    expect(await search("pl-PL", "odwrotne obciążenie")).toContain("reverse-charge-vat");
    expect(await search("pl-PL", "wykrojnik fasonowego")).toContain("dielines-mailer-boxes");
    const french = (await service("fr-FR").helpArticles()).map((a) => a.slug);
    expect(french.sort()).toEqual(HELP_COMPLETE_LOCALES.includes("fr-FR") ? slugsIn(base, "help") : [...FIRST_HELP_SLUGS]);
    if (!HELP_COMPLETE_LOCALES.includes("fr-FR")) {
      expect(await service("fr-FR").helpArticle("reverse-charge-vat")).toBeNull();
      expect(await search("fr-FR", "autoliquidation")).not.toContain("reverse-charge-vat");
    }
  });

  it("lists an article's related articles in the order English names them, leaving out those a language lacks", async () => {
    const english = await service("en-US").relatedHelp("delivery-times");
    expect(english.map((a) => a.slug)).toEqual(helpArticleSchema.parse(read(SOURCE_LOCALE, "help/delivery-times.json")).related);
    expect(english[0]!.title).toBe("Production and delivery times");
    const incomplete = LOCALES.filter((locale) => !HELP_COMPLETE_LOCALES.includes(locale));
    for (const locale of incomplete) {
      for (const article of await service(locale).relatedHelp("bleed-and-safe-zone")) expect(FIRST_HELP_SLUGS, locale).toContain(article.slug);
    }
    expect(await service("en-US").relatedHelp("no-such-article")).toEqual([]);
  });

  it("points every blog post to two or more help articles that every language has, in the order English names them", async () => {
    const posts = await service("en-US").blogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const post of posts) {
      const named = blogPostSchema.parse(read(SOURCE_LOCALE, `blog/${post.slug}.json`)).help ?? [];
      expect(named.length, post.slug).toBeGreaterThanOrEqual(2);
      for (const locale of LOCALES) {
        const listed = await service(locale).blogHelp(post.slug);
        expect(listed.map((article) => article.slug), `${locale} ${post.slug}`).toEqual(named);
        expect(listed.every((article) => article.heading.length > 0)).toBe(true);
      }
    }
    expect(await service("en-US").blogHelp("no-such-post")).toEqual([]);
    expect(await service("en-US").blogHelp("../help/sample-packs")).toEqual([]);
  });

  it("puts in a region's sitemap the help articles and topics its language has, and the page of all topics", () => {
    const paths = (region: keyof typeof REGIONS) => contentPages().pagesIn(REGIONS[region]).map((page) => page.path);
    expect(paths("eu")).toEqual(expect.arrayContaining(["/help/categories", "/help/reverse-charge-vat", "/help/categories/business", "/help/sample-packs"]));
    expect(paths("de")).toEqual(expect.arrayContaining(["/help/reverse-charge-vat", "/help/categories/business"]));
    if (!HELP_COMPLETE_LOCALES.includes("fr-FR")) {
      expect(paths("fr")).toContain("/help/sample-packs");
      expect(paths("fr")).not.toContain("/help/reverse-charge-vat");
      expect(paths("fr")).not.toContain("/help/categories/business");
    }
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
