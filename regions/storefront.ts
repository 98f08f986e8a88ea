import { isLanguageTag, type LanguageTag, type Locale } from "@/lib/i18n/locales";
import { htmlLangOf, pageLocaleOf } from "@/lib/i18n/page-locale";
import { ALL_REGIONS, findRegion, isRegionId, type Region } from "./index";

/**
 * A storefront is a region shown in one language. The proxy rewrites every page
 * request to /{region}/{languageTag}/..., and pages turn those two segments back
 * into a Storefront here.
 */

export interface Storefront {
  region: Region;
  languageTag: LanguageTag;
  /** The page's one locale: its words, prices, quantities and dates (lib/i18n/page-locale). */
  locale: Locale;
  /** The document's language, as its hreflang announces it. */
  htmlLang: string;
}

export interface StorefrontParams {
  region: string;
  locale: string;
}

/** The storefront named by the route segments, or null when they name none (a 404). */
export function storefrontFromParams(params: StorefrontParams): Storefront | null {
  if (!isRegionId(params.region) || !isLanguageTag(params.locale)) return null;
  const region = findRegion(params.region)!;
  return { region, languageTag: params.locale, locale: pageLocaleOf(region, params.locale), htmlLang: htmlLangOf(region, params.locale) };
}

/** Each region in its own language: what is rendered at build time. Other languages render on first request. */
export function defaultStorefrontParams(): StorefrontParams[] {
  return ALL_REGIONS.map((region) => ({ region: region.id, locale: region.languageTag }));
}
