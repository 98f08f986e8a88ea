import { z } from "zod";

/**
 * The shape of the content files under content/{locale}/. Every file is checked
 * against these schemas when it is read (and by the tests for every language),
 * so a broken file fails the build, never a page at runtime.
 */

/** The pages kept as content, by their file name under content/{locale}/pages/. */
export const PAGE_SLUGS = [
  "about",
  "blog",
  "help",
  "contact",
  "careers",
  "shop",
  "industries",
  "enterprise",
  "pro-features",
  "pro-for-suppliers",
  "pro-terms-conditions",
  "terms",
  "privacy",
  "imprint",
  "cookies",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** Legal pages: rendered with the configured seller filled in (server/content/legal.ts), never with a template notice. */
export const LEGAL_PAGES = ["pro-terms-conditions", "terms", "privacy", "imprint", "cookies"] as const satisfies readonly PageSlug[];
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const INDUSTRY_SLUGS = ["food", "cosmetics", "e-commerce", "fashion"] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

/** The help centre's topics, in the order the help page lists them. */
export const HELP_CATEGORIES = ["ordering", "design-files", "editor", "sustainability", "delivery", "returns", "payments", "accounts", "business"] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** File names: lower-case words joined by dashes. They are URL segments, the same in every language. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().regex(SLUG);

const text = z.string().trim().min(1);

export const sectionSchema = z
  .object({
    heading: text.optional(),
    paragraphs: z.array(text).default([]),
    /** A bulleted list after the paragraphs. */
    list: z.array(text).min(1).optional(),
  })
  .strict();

export const pageSchema = z
  .object({
    /** The document title (the shop's name is added after it). */
    title: text.max(70),
    /** The meta description search engines show. */
    description: text.min(50).max(200),
    heading: text,
    lead: text,
    /** Shown above everything else, as a note; legal pages have none. */
    notice: text.optional(),
    sections: z.array(sectionSchema).min(1),
  })
  .strict();
export type Page = z.infer<typeof pageSchema>;

/** The most related articles an article lists below its text. */
export const MAX_RELATED_ARTICLES = 5;

export const blogPostSchema = pageSchema.omit({ notice: true }).extend({
  /** Publication day, YYYY-MM-DD; the same in every language. */
  published: z.iso.date(),
  /** The help articles the post points to for the details, read from the source language's file. */
  help: z.array(slugSchema).max(MAX_RELATED_ARTICLES).optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const helpArticleSchema = pageSchema.omit({ notice: true }).extend({
  category: z.enum(HELP_CATEGORIES),
  /**
   * Slugs of the articles to read next, the same in every language (the English file
   * names them; a language shows those it has). Checked to resolve by content.test.ts.
   */
  related: z.array(slugSchema).max(MAX_RELATED_ARTICLES).optional(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpCategoriesSchema = z
  .object({ categories: z.record(z.enum(HELP_CATEGORIES), z.object({ name: text, description: text }).strict()) })
  .strict();
export type HelpCategories = z.infer<typeof helpCategoriesSchema>;
