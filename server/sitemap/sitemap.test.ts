import { describe, expect, it } from "vitest";
import { PRODUCTS } from "@/server/catalog/products";
import { ALL_REGIONS, REGIONS } from "@/regions";
import { siteConfigFromEnv } from "@/regions/urls";
import { publicPages, regionSitemap, sitemapIndexXml, sitemapXml, type PageSource } from "./pages";
import { disallowedPaths, robotsFile } from "./robots";
import { cataloguePages, PAGE_SOURCES } from "./sources";

const production = siteConfigFromEnv({ SITE_HOSTS: "production" });

/** A source of pages that exist in some regions only, as content pages may. */
const germanOnly: PageSource = {
  name: "test",
  pagesIn: (region) => (region.id === "de" || region.id === "at" ? [{ path: "/ueber-uns", changeFrequency: "monthly", priority: 0.5 }] : []),
};

describe("public pages", () => {
  it("list the landing page, the product index, every category and every product of the region", () => {
    const paths = publicPages(REGIONS.pl, PAGE_SOURCES).map((page) => page.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/products");
    expect(paths).toContain("/categories/mailer-boxes");
    for (const product of PRODUCTS) expect(paths).toContain(`/products/${product.slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("take every source's pages, each route once", () => {
    const paths = publicPages(REGIONS.de, [cataloguePages, germanOnly, cataloguePages]).map((page) => page.path);
    expect(paths.filter((path) => path === "/")).toHaveLength(1);
    expect(paths).toContain("/ueber-uns");
    expect(publicPages(REGIONS.fr, [cataloguePages, germanOnly]).map((page) => page.path)).not.toContain("/ueber-uns");
  });
});

describe("region sitemaps", () => {
  it("give the region's pages at its own absolute URLs, with hreflang alternates in every region", () => {
    const entries = regionSitemap(REGIONS.pl, PAGE_SOURCES, production);
    const product = entries.find((entry) => entry.url === `https://boxwright.pl/products/${PRODUCTS[0]!.slug}`);
    expect(product).toBeDefined();
    expect(entries.every((entry) => entry.url.startsWith("https://boxwright.pl/"))).toBe(true);
    const languages = product!.alternates!.languages as Record<string, string>;
    // Every region, and Portuguese on the EU storefront.
    expect(Object.keys(languages)).toHaveLength(ALL_REGIONS.length + 1);
    expect(languages["pt-PT"]).toBe(`https://boxwright.com/products/${PRODUCTS[0]!.slug}?locale=pt`);
    expect(languages["nl-NL"]).toBe(`https://boxwright.com/nl-nl/products/${PRODUCTS[0]!.slug}`);
  });

  it("name alternates only in the regions that have the page", () => {
    const entries = regionSitemap(REGIONS.de, [germanOnly], production);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.alternates!.languages).toEqual({ "de-DE": "https://boxwright.de/ueber-uns", "de-AT": "https://boxwright.at/ueber-uns" });
    expect(regionSitemap(REGIONS.fr, [germanOnly], production)).toEqual([]);
  });

  it("are indexed by one sitemap per region on the main host", () => {
    const xml = sitemapIndexXml("https://boxwright.com");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(ALL_REGIONS.map((region) => `https://boxwright.com/sitemap/${region.id}.xml`));
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the API and of visitors' and staff pages in every region's form", () => {
    const disallowed = disallowedPaths();
    for (const path of [
      "/api/",
      "/cart",
      "/account",
      "/order",
      "/checkout",
      "/manager",
      "/box",
      "/editor",
      "/nl-nl/cart",
      "/koszyk",
      "/konto/zamowienia",
      "/zamowienie/*/platnosc",
    ]) {
      expect(disallowed).toContain(path);
    }
    expect(disallowed).not.toContain("/account/orders");
    expect(disallowed).not.toContain("/nl-nl/account/orders");
    expect(disallowed.some((path) => path === "/" || path.startsWith("/products") || path.startsWith("/categories"))).toBe(false);
  });

  it("names the sitemap index", () => {
    expect(robotsFile("https://boxwright.com/sitemap.xml")).toMatchObject({
      rules: { userAgent: "*", allow: "/" },
      sitemap: "https://boxwright.com/sitemap.xml",
    });
  });
});

describe("sitemap XML", () => {
  it("writes each page with its alternates, escaped", () => {
    const xml = sitemapXml([
      {
        url: "https://x/a?b=1&c=2",
        changeFrequency: "daily",
        priority: 0.8,
        alternates: { languages: { "de-DE": "https://x/de/a", "x-default": "https://x/a" } },
      },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<loc>https://x/a?b=1&amp;c=2</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de-DE" href="https://x/de/a" />');
    expect(xml).toContain("<changefreq>daily</changefreq>");
    expect(xml).toContain("<priority>0.8</priority>");
  });
});

describe("the content pages' source", () => {
  it("lists every content page, industry, blog post and help topic and article in every region, at the region's own paths", () => {
    const en = publicPages(REGIONS.eu, PAGE_SOURCES).map((page) => page.path);
    for (const path of [
      "/about",
      "/contact",
      "/i/food",
      "/blog/dielines-and-bleed",
      "/help/sample-packs",
      "/help/categories/delivery",
      "/pro/features",
      "/terms",
    ]) {
      expect(en).toContain(path);
    }
    expect(en).not.toContain("/help/search");
    const polish = regionSitemap(REGIONS.pl, PAGE_SOURCES, production).map((entry) => entry.url);
    expect(polish).toContain("https://boxwright.pl/pomoc/sample-packs");
    expect(polish).toContain("https://boxwright.pl/o-nas");
  });
});
