import { notFound } from "next/navigation";
import { ALL_REGIONS, findRegion } from "@/regions";
import { siteConfigFromEnv } from "@/regions/urls";
import { regionSitemap, sitemapXml } from "@/server/sitemap/pages";
import { PAGE_SOURCES } from "@/server/sitemap/sources";

/**
 * A region's sitemap at /sitemap/{region}.xml. A route handler rather than
 * app/sitemap.ts with generateSitemaps: that would also claim /sitemap.xml,
 * where the index is served (app/sitemap.xml/route.ts).
 */
export const dynamic = "force-static";
export const revalidate = 3600;

export function generateStaticParams(): { file: string }[] {
  return ALL_REGIONS.map((region) => ({ file: `${region.id}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const region = file.endsWith(".xml") ? findRegion(file.slice(0, -".xml".length)) : undefined;
  if (!region || file !== `${region.id}.xml`) notFound();
  const body = sitemapXml(regionSitemap(region, PAGE_SOURCES, siteConfigFromEnv()));
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
