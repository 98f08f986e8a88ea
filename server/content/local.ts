import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { catalogueOf, type Locale } from "@/lib/i18n/locales";
import { respell } from "@/lib/i18n/spelling";
import { logger } from "@/server/http/logger";
import {
  blogPostSchema,
  helpArticleSchema,
  helpCategoriesSchema,
  pageSchema,
  slugSchema,
  type BlogPost,
  type HelpArticle,
  type Page,
} from "./schema";
import { searchArticles } from "./search";
import type { ContentConfig, ContentService, Entry } from "./service";

/**
 * The local content source: JSON files under {baseUrl}/{folder}/, checked by
 * the schemas as they are read and kept in memory afterwards (the files change
 * only with a deploy). A file missing in one language is a test failure
 * (content.test.ts); should one slip through anyway, the English file is shown
 * rather than an error page.
 *
 * A page locale reads its language's folder as its catalogue does
 * (docs/adr/0072-one-voice-per-language.md): en-US the American set, en-GB and
 * en-NO the British one in content/en-GB, de-AT and de-CH the German one, which
 * de-CH reads with ss for ß (lib/i18n/spelling.ts).
 */

export const SOURCE_LOCALE: Locale = "en-US";

/** The British English content set, read by en-GB and en-NO; content/en-US is American. */
export const BRITISH_CONTENT = "en-GB";

/** The folder under content/ a page locale reads: content/en-GB for British English, else its language's. */
export function contentFolderOf(locale: Locale): string {
  return catalogueOf(locale);
}
/** The content folder of the repository, the default base of the content service. */
export const DEFAULT_CONTENT_DIR = "content";

const cache = new Map<string, unknown>();

function root(config: ContentConfig): string {
  // The default folder is named statically, so the build traces content/ alone rather than the whole project.
  return config.baseUrl === DEFAULT_CONTENT_DIR ? path.join(process.cwd(), "content") : path.resolve(/* turbopackIgnore: true */ process.cwd(), config.baseUrl);
}

export function contentFile(baseDir: string, folder: string, relative: string): string {
  return path.join(baseDir, folder, relative);
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const cached = cache.get(file);
  if (cached) return cached as T;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`Invalid content file ${file}: ${parsed.error.message}`);
  cache.set(file, parsed.data);
  return parsed.data;
}

/** The file in this language as the page locale spells it, or the English one when it is missing. */
function read<T>(config: ContentConfig, relative: string, schema: z.ZodType<T>): T {
  const base = root(config);
  const folder = contentFolderOf(config.lang);
  const file = contentFile(base, folder, relative);
  if (existsSync(file) || folder === SOURCE_LOCALE) return spelt(readJson(file, schema), config.lang, file);
  logger.warn({ file }, "content file missing in this language; showing English");
  return readJson(contentFile(base, SOURCE_LOCALE, relative), schema);
}

/** A file respelled for a locale with its own spelling (de-CH), made once like the file itself. */
function spelt<T>(data: T, locale: Locale, file: string): T {
  const key = `${locale}:${file}`;
  const cached = cache.get(key);
  if (cached) return cached as T;
  const own = respell(data, locale);
  if (own !== data) cache.set(key, own);
  return own;
}

/** The slugs of a folder: the English folder names what exists, every language must follow it. */
export function slugsIn(baseDir: string, folder: string): string[] {
  const dir = path.join(baseDir, SOURCE_LOCALE, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((slug) => slugSchema.safeParse(slug).success)
    .sort();
}

/**
 * The help articles a language has. English names every article; a language being
 * translated has all of them or the first seven (content/HELP-PLAN.md), and shows
 * only its own: a help centre in German lists no English articles.
 */
export function helpSlugsOf(baseDir: string, locale: Locale): string[] {
  const english = slugsIn(baseDir, "help");
  const dir = path.join(baseDir, contentFolderOf(locale), "help");
  if (locale === SOURCE_LOCALE || !existsSync(dir)) return english;
  return english.filter((slug) => existsSync(path.join(dir, `${slug}.json`)));
}

export function localContent(config: ContentConfig): ContentService {
  const base = root(config);
  const entries = <T>(folder: string, schema: z.ZodType<T>): Entry<T>[] =>
    slugsIn(base, folder).map((slug) => ({ ...read(config, `${folder}/${slug}.json`, schema), slug }));
  const entry = <T>(folder: string, slug: string, schema: z.ZodType<T>): Entry<T> | null =>
    slugsIn(base, folder).includes(slug) ? { ...read(config, `${folder}/${slug}.json`, schema), slug } : null;
  const helpSlugs = () => helpSlugsOf(base, config.lang);
  // Which articles are related is the same in every language: the English file says it.
  /** A post's help articles, as the source language's post names them (a post no language has names none). */
  const blogHelpOf = (slug: string) => {
    const file = contentFile(base, SOURCE_LOCALE, `blog/${slug}.json`);
    return slugSchema.safeParse(slug).success && existsSync(file) ? (readJson(file, blogPostSchema).help ?? []) : [];
  };
  const relatedOf = (slug: string) => readJson(contentFile(base, SOURCE_LOCALE, `help/${slug}.json`), helpArticleSchema).related ?? [];
  const helpEntry = (slug: string): Entry<HelpArticle> => ({ ...read(config, `help/${slug}.json`, helpArticleSchema), related: relatedOf(slug), slug });
  const helpArticles = () => helpSlugs().map(helpEntry);

  return {
    page: async (slug) => read<Page>(config, `pages/${slug}.json`, pageSchema),
    industry: async (slug) => read<Page>(config, `industries/${slug}.json`, pageSchema),
    blogPosts: async () => entries<BlogPost>("blog", blogPostSchema).sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug)),
    blogPost: async (slug) => entry<BlogPost>("blog", slug, blogPostSchema),
    blogHelp: async (slug) => {
      const own = helpSlugs();
      return blogHelpOf(slug).filter((other) => own.includes(other)).map(helpEntry);
    },
    helpCategories: async () => read(config, "help-categories.json", helpCategoriesSchema).categories,
    helpArticles: async () => helpArticles(),
    helpArticle: async (slug) => (helpSlugs().includes(slug) ? helpEntry(slug) : null),
    relatedHelp: async (slug) => {
      const own = helpSlugs();
      return own.includes(slug) ? relatedOf(slug).filter((other) => own.includes(other)).map(helpEntry) : [];
    },
    searchHelp: async (query) => searchArticles(helpArticles(), query),
  };
}
