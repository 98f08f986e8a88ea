import "server-only";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";
import { contentFor, type ContentService } from "./service";

/**
 * What the content routes under app/[region]/[locale]/ share: the storefront and
 * its content from the route's parameters. Their metadata comes from
 * contentMetadata in components/seo/metadata, the builder every page uses.
 */

export interface ContentRoute {
  storefront: Storefront;
  content: ContentService;
}

export function contentRoute(params: StorefrontParams): ContentRoute | null {
  const storefront = storefrontFromParams(params);
  return storefront ? { storefront, content: contentFor(storefront) } : null;
}
