import { z } from "zod";
import { LANGUAGE_TAGS, localeFromLanguageTag, type LanguageTag } from "@/lib/i18n/locales";
import { ALL_REGIONS, DEFAULT_REGION_ID, REGIONS, type Region } from "./index";
import { storefrontPath } from "./paths";

/**
 * Absolute URLs of the storefronts, for canonical links, hreflang alternates and
 * the region switcher. In production each domain region has its own domain and the
 * path-based ones live under the main domain; locally the domain regions are
 * subdomains of localhost, which browsers resolve to the loopback address.
 */

export const siteConfigSchema = z.object({
  hosts: z.enum(["local", "production"]).default("local"),
  port: z.coerce.number().int().min(1).max(65535).default(3000),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The last configuration read, by the settings it was read from: links are made on every order and mail. */
let lastRead: { hosts: string | undefined; port: string | undefined; config: Readonly<SiteConfig> } | undefined;

export function siteConfigFromEnv(env: Record<string, string | undefined> = process.env): Readonly<SiteConfig> {
  const hosts = env.SITE_HOSTS || undefined;
  const port = env.PORT || undefined;
  if (!lastRead || lastRead.hosts !== hosts || lastRead.port !== port) {
    lastRead = { hosts, port, config: Object.freeze(siteConfigSchema.parse({ hosts, port })) };
  }
  return lastRead.config;
}

export function regionOrigin(region: Region, site: SiteConfig): string {
  const hostRegion = region.domain.pathBased ? REGIONS[DEFAULT_REGION_ID] : region;
  if (site.hosts === "production") return `https://${hostRegion.domain.basename}.${hostRegion.domain.tld}`;
  const host = hostRegion.id === DEFAULT_REGION_ID ? "localhost" : `${hostRegion.id}.localhost`;
  return `http://${host}:${site.port}`;
}

/** The path a shopper of this region sees for a canonical route: region prefix and localized segments. */
/** '/nl-nl' for a path-based storefront, '' for one on its own domain. */
export function pathPrefixOf(region: Region): string {
  return region.domain.pathRegion ? `/${region.domain.pathRegion}` : "";
}

export function regionPath(region: Region, canonicalPath: string): string {
  return storefrontPath(region.id, pathPrefixOf(region), canonicalPath);
}

/** The absolute URL of a canonical route in a region. */
export function regionUrl(region: Region, canonicalPath: string, site: SiteConfig): string {
  return `${regionOrigin(region, site)}${regionPath(region, canonicalPath)}`;
}

/**
 * The app host, where the editor and checkout run: app.{domain} in production,
 * the storefront's own origin locally.
 */
export function appUrl(region: Region, canonicalPath: string, site: SiteConfig): string {
  const origin = regionOrigin(region, site);
  const appOrigin = site.hosts === "production" ? origin.replace("https://", "https://app.") : origin;
  return `${appOrigin}${regionPath(region, canonicalPath)}`;
}

/**
 * Every origin the shop serves from: each storefront's and, in production, its app
 * host. Full-URL redirects (a payment's way back) may only lead to one of these.
 */
export function shopOrigins(site: SiteConfig): string[] {
  const origins = new Set<string>();
  for (const region of ALL_REGIONS) {
    origins.add(regionOrigin(region, site));
    origins.add(new URL(appUrl(region, "/", site)).origin);
  }
  return [...origins];
}

/**
 * Languages no storefront is shown in by default (Portuguese): the EU storefront
 * serves them with ?locale=, under their own hreflang (pt-PT) and canonical URL,
 * so a search engine shows the Portuguese page to Portuguese readers.
 */
export interface GuestLanguage {
  languageTag: LanguageTag;
  hreflang: string;
}

export const GUEST_LANGUAGES: readonly GuestLanguage[] = LANGUAGE_TAGS.filter((tag) => !ALL_REGIONS.some((region) => region.languageTag === tag)).map(
  (languageTag) => ({ languageTag, hreflang: localeFromLanguageTag(languageTag) }),
);

export function guestLanguage(languageTag: LanguageTag): GuestLanguage | undefined {
  return GUEST_LANGUAGES.find((guest) => guest.languageTag === languageTag);
}

/** A guest language's page: the default storefront's URL with the spec's ?locale= parameter. */
export function guestLanguageUrl(guest: GuestLanguage, canonicalPath: string, site: SiteConfig): string {
  return `${regionUrl(REGIONS[DEFAULT_REGION_ID], canonicalPath, site)}?locale=${guest.languageTag}`;
}

export interface Alternates {
  canonical: string;
  /** hreflang code (and x-default) to absolute URL, one per region. */
  languages: Record<string, string>;
}

/**
 * The canonical URL of a route in one region and its alternates in every region
 * that has the page (all of them unless `among` says otherwise) plus x-default:
 * the default region's URL when it has the page, and each guest language's
 * (pt-PT) on it. A page shown in a guest language is its own canonical.
 */
export function alternatesFor(
  region: Region,
  canonicalPath: string,
  site: SiteConfig,
  among: readonly Region[] = ALL_REGIONS,
  languageTag: LanguageTag = region.languageTag,
): Alternates {
  const languages: Record<string, string> = {};
  for (const candidate of among) languages[candidate.hreflang] = regionUrl(candidate, canonicalPath, site);
  const hasDefault = among.some((candidate) => candidate.id === DEFAULT_REGION_ID);
  if (hasDefault) {
    for (const guest of GUEST_LANGUAGES) languages[guest.hreflang] = guestLanguageUrl(guest, canonicalPath, site);
    languages["x-default"] = regionUrl(REGIONS[DEFAULT_REGION_ID], canonicalPath, site);
  }
  const guest = hasDefault ? guestLanguage(languageTag) : undefined;
  return { canonical: guest ? guestLanguageUrl(guest, canonicalPath, site) : regionUrl(region, canonicalPath, site), languages };
}
