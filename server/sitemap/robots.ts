import "server-only";
import type { MetadataRoute } from "next";
import { ALL_REGIONS, type Region } from "@/regions";
import { regionPath } from "@/regions/urls";

/**
 * What crawlers may not fetch: the shop API and the pages of one visitor or of
 * staff (account, cart, checkout and orders, the managers' console, the editor).
 * Every region's form of each path is listed (/nl-nl/cart, /koszyk), since one
 * robots.txt is served for every host.
 */
export const PRIVATE_ROUTES = [
  "/account",
  "/account/orders",
  "/account/settings",
  "/account/boxes",
  "/account/quote_requests",
  "/cart",
  "/checkout",
  "/order",
  // Polish shows the payment step as /zamowienie/{number}/platnosc; robots.txt reads * as any text.
  "/order/*/payment",
  "/manager",
  "/box",
  "/editor",
  "/wallet",
  "/approval",
  "/offer",
  "/boxwright-plus",
  "/sign_out",
] as const;

/** Disallow lines, shortest first, without those a shorter one already covers. */
export function disallowedPaths(regions: readonly Region[] = ALL_REGIONS): string[] {
  const all = new Set<string>(["/api/"]);
  for (const region of regions) for (const route of PRIVATE_ROUTES) all.add(regionPath(region, route));
  const sorted = [...all].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const covered = (path: string, by: string) => by !== path && (path.startsWith(`${by}/`) || (by.endsWith("/") && path.startsWith(by)));
  return sorted.filter((path) => !sorted.some((shorter) => covered(path, shorter)));
}

export function robotsFile(sitemapIndexUrl: string, regions: readonly Region[] = ALL_REGIONS): MetadataRoute.Robots {
  return { rules: { userAgent: "*", allow: "/", disallow: disallowedPaths(regions) }, sitemap: sitemapIndexUrl };
}
