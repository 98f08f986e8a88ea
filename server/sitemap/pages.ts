import "server-only";
import type { MetadataRoute } from "next";
import { ALL_REGIONS, DEFAULT_REGION_ID, REGIONS, type Region } from "@/regions";
import { GUEST_LANGUAGES, guestLanguageUrl, regionUrl, type SiteConfig } from "@/regions/urls";

/**
 * A region's public pages, from the page sources, and the sitemaps built from
 * them. Pure functions of the sources, so tests can give their own.
 */

export interface PublicPage {
  /** The canonical route, as under app/[region]/[locale] ('/products/mailer-box'). */
  path: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  /** 0 to 1, relative to the region's other pages. */
  priority: number;
  lastModified?: Date;
}

/** One part of the shop's public pages: the catalogue, the content pages ... */
export interface PageSource {
  name: string;
  pagesIn(region: Region): readonly PublicPage[];
}

/** Every public page of a region, each route once (the first source to name it wins). */
export function publicPages(region: Region, sources: readonly PageSource[]): PublicPage[] {
  const byPath = new Map<string, PublicPage>();
  for (const source of sources) {
    for (const page of source.pagesIn(region)) if (!byPath.has(page.path)) byPath.set(page.path, page);
  }
  return [...byPath.values()];
}

/**
 * A region's sitemap: its public pages at their absolute URLs, each with its
 * alternates in the regions that have the same page (hreflang, as in the page's head).
 */
export function regionSitemap(
  region: Region,
  sources: readonly PageSource[],
  site: SiteConfig,
  regions: readonly Region[] = ALL_REGIONS,
): MetadataRoute.Sitemap {
  const pathsOf = new Map(regions.map((candidate) => [candidate.id, new Set(publicPages(candidate, sources).map((page) => page.path))]));
  return publicPages(region, sources).map((page) => {
    const languages: Record<string, string> = {};
    for (const candidate of regions) {
      if (pathsOf.get(candidate.id)?.has(page.path)) languages[candidate.hreflang] = regionUrl(candidate, page.path, site);
    }
    // The EU storefront's pages are also its guest languages' (pt-PT with ?locale=pt).
    if (languages[REGIONS[DEFAULT_REGION_ID].hreflang]) {
      for (const guest of GUEST_LANGUAGES) languages[guest.hreflang] = guestLanguageUrl(guest, page.path, site);
    }
    return {
      url: regionUrl(region, page.path, site),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      alternates: { languages },
    };
  });
}

/** Where a region's sitemap is served: /sitemap/{region}.xml on the main host (see robots.txt). */
export function sitemapPath(region: Region): string {
  return `/sitemap/${region.id}.xml`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A sitemap in the sitemaps.org format, with hreflang alternates as xhtml:link (Google's form). */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(entry.url)}</loc>`];
    for (const [hreflang, href] of Object.entries(entry.alternates?.languages ?? {})) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(String(href))}" />`);
    }
    if (entry.lastModified) lines.push(`    <lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`);
    if (entry.changeFrequency) lines.push(`    <changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) lines.push(`    <priority>${entry.priority}</priority>`);
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap index: one sitemap per region, all on the origin given (the main host). */
export function sitemapIndexXml(origin: string, regions: readonly Region[] = ALL_REGIONS): string {
  const entries = regions.map((region) => `  <sitemap>\n    <loc>${escapeXml(`${origin}${sitemapPath(region)}`)}</loc>\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
