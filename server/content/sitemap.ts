import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PageSource, PublicPage } from "@/server/sitemap/pages";
import { blogPageCount } from "./blog";
import { DEFAULT_CONTENT_DIR, SOURCE_LOCALE, helpSlugsOf, slugsIn } from "./local";
import { HELP_CATEGORIES, INDUSTRY_SLUGS, helpArticleSchema } from "./schema";

/** The topic of a help article, which its English file names for every language. */
function helpCategoryOf(baseDir: string, slug: string) {
  return helpArticleSchema.parse(JSON.parse(readFileSync(path.join(baseDir, SOURCE_LOCALE, "help", `${slug}.json`), "utf8"))).category;
}

/** The routes of the content pages that have no slug of their own. */
const FIXED_PAGES: readonly PublicPage[] = [
  { path: "/about", changeFrequency: "monthly", priority: 0.5 },
  { path: "/shop", changeFrequency: "monthly", priority: 0.5 },
  { path: "/careers", changeFrequency: "monthly", priority: 0.3 },
  { path: "/enterprise", changeFrequency: "monthly", priority: 0.5 },
  { path: "/contact", changeFrequency: "monthly", priority: 0.4 },
  { path: "/i", changeFrequency: "monthly", priority: 0.5 },
  { path: "/pro/features", changeFrequency: "monthly", priority: 0.4 },
  { path: "/pro/for-suppliers", changeFrequency: "monthly", priority: 0.3 },
  { path: "/pro/terms-conditions", changeFrequency: "yearly", priority: 0.1 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.1 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.1 },
  { path: "/imprint", changeFrequency: "yearly", priority: 0.1 },
  { path: "/cookies", changeFrequency: "yearly", priority: 0.1 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.5 },
  { path: "/help", changeFrequency: "weekly", priority: 0.5 },
];

/**
 * The content pages crawlers should find, the same in every region: every page,
 * industry, blog post (and the blog's further index pages) and help topic and
 * article. Slugs are the file names of the source language, which every other
 * language has too (content.test.ts), except help articles: a region lists those
 * its language has (all, or the first seven while it is translated), and the
 * topics they are in, and the page of all topics. Help search results are left
 * out: they are marked noindex.
 */
export function contentPages(baseDir: string = DEFAULT_CONTENT_DIR): PageSource {
  return {
    name: "content",
    pagesIn: (region) => {
      const posts = slugsIn(baseDir, "blog");
      const help = helpSlugsOf(baseDir, region.locale);
      const topics = new Set(help.map((slug) => helpCategoryOf(baseDir, slug)));
      return [
        ...FIXED_PAGES,
        ...INDUSTRY_SLUGS.map((industry) => ({ path: `/i/${industry}`, changeFrequency: "monthly" as const, priority: 0.5 })),
        ...Array.from({ length: blogPageCount(posts.length) - 1 }, (_, index) => ({ path: `/blog/page/${index + 2}`, changeFrequency: "weekly" as const, priority: 0.2 })),
        ...posts.map((post) => ({ path: `/blog/${post}`, changeFrequency: "monthly" as const, priority: 0.4 })),
        { path: "/help/categories", changeFrequency: "monthly" as const, priority: 0.3 },
        ...HELP_CATEGORIES.filter((category) => topics.has(category)).map((category) => ({ path: `/help/categories/${category}`, changeFrequency: "monthly" as const, priority: 0.3 })),
        ...help.map((article) => ({ path: `/help/${article}`, changeFrequency: "monthly" as const, priority: 0.4 })),
      ];
    },
  };
}
