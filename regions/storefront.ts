import { isLanguageTag, type LanguageTag, type Locale } from "@/lib/i18n/locales";
import { htmlLangOf, pageLocaleOf } from "@/lib/i18n/page-locale";
import { currencyFormatterFor } from "@/lib/money/format";
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
  const own = findRegion(params.region)!;
  const locale = pageLocaleOf(own, params.locale);
  // In a language the shopper chose, prices are written as that language writes them (pt-PT: 4,62 €),
  // like the page's quantities and dates; in the region's own language, as the region file says.
  const region = params.locale === own.languageTag ? own : { ...own, currencyFormatter: currencyFormatterFor(locale, own.currency) };
  return { region, languageTag: params.locale, locale, htmlLang: htmlLangOf(own, params.locale) };
}

/** Each region in its own language: what is rendered at build time. Other languages render on first request. */
export function defaultStorefrontParams(): StorefrontParams[] {
  return ALL_REGIONS.map((region) => ({ region: region.id, locale: region.languageTag }));
}
