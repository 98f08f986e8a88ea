import { ALL_REGIONS, DEFAULT_REGION_ID, REGIONS } from "@/regions";
import type { Region } from "@/regions/schema";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";
import { regionUrl, type Alternates, type SiteConfig } from "@/regions/urls";

/**
 * The plus area exists only in the storefronts whose configuration says
 * supportsPlus; everywhere else its paths are a real 404. One rule for the
 * layouts, the metadata and the links to the area.
 */

export function plusAvailable(region: Pick<Region, "supportsPlus">): boolean {
  return region.supportsPlus;
}

/** The storefront of a plus route, or null when there is none or it has no plus area (a 404). */
export function plusStorefront(params: StorefrontParams): Storefront | null {
  const storefront = storefrontFromParams(params);
  return storefront && plusAvailable(storefront.region) ? storefront : null;
}

/** The storefronts with a plus area, e.g. for the catalogue's language alternates. */
export function plusRegions(): Region[] {
  return ALL_REGIONS.filter(plusAvailable);
}

/** The canonical URL of a plus page and its alternates in the other storefronts that have one (eu is x-default). */
export function plusAlternates(region: Region, canonicalPath: string, site: SiteConfig): Alternates {
  const languages: Record<string, string> = {};
  for (const candidate of plusRegions()) languages[candidate.hreflang] = regionUrl(candidate, canonicalPath, site);
  languages["x-default"] = regionUrl(REGIONS[DEFAULT_REGION_ID], canonicalPath, site);
  return { canonical: regionUrl(region, canonicalPath, site), languages };
}
