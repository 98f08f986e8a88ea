import "server-only";
import type { Metadata } from "next";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";
import { alternatesFor, siteConfigFromEnv } from "@/regions/urls";
import type { Page } from "./schema";
import { contentFor, type ContentService } from "./service";

/**
 * What the content routes under app/[region]/[locale]/ share: the storefront and
 * its content from the route's parameters, and metadata (title, description,
 * canonical and hreflang alternates) built the same way as the catalogue pages'.
 */

export interface ContentRoute {
  storefront: Storefront;
  content: ContentService;
}

export function contentRoute(params: StorefrontParams): ContentRoute | null {
  const storefront = storefrontFromParams(params);
  return storefront ? { storefront, content: contentFor(storefront) } : null;
}

export function contentMetadata(storefront: Storefront, page: Pick<Page, "title" | "description">, canonicalPath: string): Metadata {
  return {
    title: `${page.title} | ${storefront.region.pageTitle}`,
    description: page.description,
    alternates: alternatesFor(storefront.region, canonicalPath, siteConfigFromEnv()),
  };
}
