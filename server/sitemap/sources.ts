import "server-only";
import { CATEGORY_SLUGS } from "@/lib/catalog/constants";
import { productsInRegion } from "@/server/catalog/service";
import { contentPages } from "@/server/content/sitemap";
import type { PageSource } from "./pages";

/** The landing page and the catalogue: the product index, every category and every product the region sells. */
export const cataloguePages: PageSource = {
  name: "catalogue",
  pagesIn: (region) => [
    { path: "/", changeFrequency: "weekly", priority: 1 },
    { path: "/products", changeFrequency: "weekly", priority: 0.7 },
    ...CATEGORY_SLUGS.map((category) => ({ path: `/categories/${category}`, changeFrequency: "weekly" as const, priority: 0.6 })),
    ...productsInRegion(region).map((product) => ({ path: `/products/${product.slug}`, changeFrequency: "daily" as const, priority: 0.8 })),
  ],
};

/**
 * Every source of public pages: the catalogue, and the content pages (about, blog,
 * help ...). A part of the shop with more pages crawlers should find adds its source here.
 */
export const PAGE_SOURCES: readonly PageSource[] = [cataloguePages, contentPages()];
