import type { MetadataRoute } from "next";
import { DEFAULT_REGION_ID, REGIONS } from "@/regions";
import { regionOrigin, siteConfigFromEnv } from "@/regions/urls";
import { robotsFile } from "@/server/sitemap/robots";

/**
 * The same file on every host: each names the sitemap index on the main host,
 * which is how a host vouches for sitemaps kept on another (sitemaps.org, cross
 * submission), so boxwright.de's pages may be listed from boxwright.com.
 */
export default function robots(): MetadataRoute.Robots {
  return robotsFile(`${regionOrigin(REGIONS[DEFAULT_REGION_ID], siteConfigFromEnv())}/sitemap.xml`);
}
