import type { Context } from "hono";
import { toLanguageTag, UnknownLanguageError, type Locale } from "@/lib/i18n/locales";
import { pageLocaleOf } from "@/lib/i18n/page-locale";
import { findRegion, REGION_NOT_FOUND } from "@/regions";
import type { Region } from "@/regions/schema";
import type { AppEnv } from "./context";
import { badRequest } from "./errors";

/** A region named in the query overrides the region header. */
export function regionOf(c: Context<AppEnv>, queryRegion: string | undefined): Region {
  if (!queryRegion) return c.get("region");
  const region = findRegion(queryRegion);
  if (!region) throw badRequest("unknown_region", REGION_NOT_FOUND, { region: queryRegion });
  return region;
}

/**
 * A language named by a request (tag or locale), or the region's own; an unknown one is a 400.
 * It is written as the region writes it, like the storefront's pages: English is British on the
 * EU storefront and American on the us one (docs/adr/0068-region-formats.md).
 */
export function requestedLocale(region: Region, requested: string | undefined): Locale {
  if (!requested) return region.locale;
  try {
    return pageLocaleOf(region, toLanguageTag(requested));
  } catch (error) {
    if (error instanceof UnknownLanguageError) throw badRequest("unknown_language", error.message, { locale: requested });
    throw error;
  }
}
