import { REGIONS, DEFAULT_REGION_ID } from "@/regions";
import { regionOrigin, siteConfigFromEnv } from "@/regions/urls";
import { sitemapIndexXml } from "@/server/sitemap/pages";

/** The sitemap index: one sitemap per region (app/sitemap/[file]/route.ts). Next writes no index itself. */
export const dynamic = "force-static";
export const revalidate = 3600;

export function GET(): Response {
  const body = sitemapIndexXml(regionOrigin(REGIONS[DEFAULT_REGION_ID], siteConfigFromEnv()));
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
