import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { RegionId } from "@/regions/schema";
import { DEFAULT_CONTENT_DIR, localContent } from "./local";
import type { BlogPost, HelpArticle, HelpCategories, IndustrySlug, Page, PageSlug } from "./schema";

/**
 * The content the marketing and help pages show, through one narrow interface.
 * The shop reads content files kept in the repository (content/{locale}/...);
 * a remote content service configured the same way (spec section 3: base URL,
 * language, region and a public token) would be another implementation of
 * ContentService, and nothing else would change.
 */

export interface ContentConfig {
  /** Where the content lives: a folder for the local files, a URL for a remote service. */
  baseUrl: string;
  /** The page locale: its language picks the files, its region their spelling (en-GB British, de-CH with ss). */
  lang: Locale;
  region: RegionId;
  /** The public read token of a remote service; the local files need none. */
  token: string;
}

/** A blog post or help article with the slug that names it in URLs (its file name). */
export type Entry<T> = T & { slug: string };

export interface ContentService {
  page(slug: PageSlug): Promise<Page>;
  industry(slug: IndustrySlug): Promise<Page>;
  /** Newest first. */
  blogPosts(): Promise<Entry<BlogPost>[]>;
  blogPost(slug: string): Promise<Entry<BlogPost> | null>;
  /** The help articles a post points to for the details, those this language has, in the order it names them. */
  blogHelp(slug: string): Promise<Entry<HelpArticle>[]>;
  helpCategories(): Promise<HelpCategories["categories"]>;
  /** The help posts source: articles in this language, in a stable order. */
  helpArticles(): Promise<Entry<HelpArticle>[]>;
  helpArticle(slug: string): Promise<Entry<HelpArticle> | null>;
  /** The articles an article names to read next, those this language has, in the order it names them. */
  relatedHelp(slug: string): Promise<Entry<HelpArticle>[]>;
  /** Articles in this language whose text holds every word of the query, best first. */
  searchHelp(query: string): Promise<Entry<HelpArticle>[]>;
}

export { DEFAULT_CONTENT_DIR };

export function contentConfig(lang: Locale, region: RegionId, env: Record<string, string | undefined> = process.env): ContentConfig {
  return { baseUrl: env.CONTENT_BASE_URL || DEFAULT_CONTENT_DIR, lang, region, token: env.CONTENT_TOKEN ?? "" };
}

/** The content of one storefront language. Only the local files are implemented; a URL base is refused at once. */
export function contentService(config: ContentConfig): ContentService {
  if (/^https?:\/\//.test(config.baseUrl)) throw new Error(`No remote content adapter is configured for ${config.baseUrl}`);
  return localContent(config);
}

/**
 * The content for a storefront, as pages call it, in the page's own locale
 * (docs/adr/0072-one-voice-per-language.md): American English on the us
 * storefront, British on gb, eu and no, German with ss for ß on ch.
 */
export function contentFor(storefront: { locale: Locale; region: { id: RegionId } }): ContentService {
  return contentService(contentConfig(storefront.locale, storefront.region.id));
}
