import type { MetadataRoute } from "next";
import { CATEGORY_SLUGS } from "@/lib/catalog/constants";
import { ALL_REGIONS } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import { productsInRegion } from "@/server/catalog/service";

/** Rebuilt hourly, like the pages it lists. */
export const revalidate = 3600;

/** Every public catalogue page of every region. Their hreflang alternates are in each page's head. */
export default function sitemap(): MetadataRoute.Sitemap {
  const site = siteConfigFromEnv();
  const entries: MetadataRoute.Sitemap = [];
  for (const region of ALL_REGIONS) {
    const paths = [
      "/",
      "/products",
      ...CATEGORY_SLUGS.map((category) => `/categories/${category}`),
      ...productsInRegion(region).map((product) => `/products/${product.slug}`),
    ];
    for (const path of paths) {
      entries.push({
        url: regionUrl(region, path, site),
        changeFrequency: path.startsWith("/products/") ? "daily" : "weekly",
        priority: path === "/" ? 1 : path.startsWith("/products/") ? 0.8 : 0.6,
      });
    }
  }
  return entries;
}
