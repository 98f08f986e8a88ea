import type { MetadataRoute } from "next";
import { ALL_REGIONS, getRegion } from "@/regions";
import { siteConfigFromEnv } from "@/regions/urls";
import { regionSitemap } from "@/server/sitemap/pages";
import { PAGE_SOURCES } from "@/server/sitemap/sources";

/** Rebuilt hourly, like the pages it lists. */
export const revalidate = 3600;

/** One sitemap per region at /sitemap/{region}.xml; /sitemap.xml (app/sitemap.xml/route.ts) indexes them. */
export function generateSitemaps(): { id: string }[] {
  return ALL_REGIONS.map((region) => ({ id: region.id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return regionSitemap(getRegion(await id), PAGE_SOURCES, siteConfigFromEnv());
}
