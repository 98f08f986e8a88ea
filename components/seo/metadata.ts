import type { Metadata } from "next";
import type { Region } from "@/regions";
import type { Storefront } from "@/regions/storefront";
import { alternatesFor, siteConfigFromEnv, type SiteConfig } from "@/regions/urls";

/**
 * One builder for every page's head: the title with the storefront's name, the
 * description, the absolute canonical URL, hreflang alternates for every region
 * that has the page plus x-default, and the Open Graph and Twitter cards that
 * repeat them. Pages give their canonical route; the regions' URLs come from
 * regions/urls.
 */

export const SITE_NAME = "Boxwright";

export interface ShareImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMetadataInput {
  storefront: Storefront;
  /** The canonical route, as under app/[region]/[locale] ('/products/mailer-box'). */
  path: string;
  /** The page's own title; the storefront's name is added after it. */
  title: string;
  description: string;
  image?: ShareImage;
  /** Regions that have this page, when not all of them do (a product sold in some). */
  regions?: readonly Region[];
  /** Pages of one visitor (cart, sign-in): no search result, no alternates. */
  noindex?: boolean;
  type?: "website" | "article";
  /** An article's publication date (ISO 8601), for og:article:published_time. */
  publishedTime?: string;
  site?: SiteConfig;
}

/** og:locale: the region's own tag (de_AT) when the page is in its language, else the language shown (fr_FR). */
export function openGraphLocale(storefront: Storefront): string {
  const { region, locale } = storefront;
  const sameLanguage = region.hreflang.split("-")[0] === locale.split("-")[0];
  return (sameLanguage && region.hreflang.includes("-") ? region.hreflang : locale).replace("-", "_");
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  const { storefront, path, description, image } = input;
  const site = input.site ?? siteConfigFromEnv();
  const title = `${input.title} | ${storefront.region.pageTitle}`;
  const { canonical, languages } = alternatesFor(storefront.region, path, site, input.regions, storefront.languageTag);
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined;
  return {
    title,
    description,
    alternates: input.noindex ? { canonical } : { canonical, languages },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      ...(input.type === "article" ? { type: "article", publishedTime: input.publishedTime } : { type: "website" }),
      siteName: SITE_NAME,
      locale: openGraphLocale(storefront),
      url: canonical,
      title,
      description,
      images,
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title,
      description,
      images: image ? [{ url: image.url, alt: image.alt }] : undefined,
    },
  };
}

/** A content page (help, blog, legal and company pages): its own title and description, through the same builder. */
export function contentMetadata(
  storefront: Storefront,
  page: { title: string; description: string },
  path: string,
  options: Pick<PageMetadataInput, "noindex" | "type" | "publishedTime" | "site"> = {},
): Metadata {
  return pageMetadata({ storefront, path, title: page.title, description: page.description, ...options });
}
