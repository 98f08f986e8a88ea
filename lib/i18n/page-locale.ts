import { interfaceLocaleOf, languageOf, languageTagOf, localeFromLanguageTag, type LanguageTag, type Locale } from "./locales";

/**
 * The one locale a page is rendered in (docs/adr/0068-region-formats.md): in the
 * region's own language it is the region's locale (en-GB on gb and the EU, de-CH
 * on ch), so words, prices, quantities and dates follow the region's conventions
 * together; in a language the shopper chose with ?locale= it is that language as
 * it is written at home (pt-PT on the EU storefront), English being British
 * everywhere but the United States.
 */

interface RegionLanguage {
  locale: Locale;
  languageTag: LanguageTag;
  hreflang: string;
}

export function pageLocaleOf(region: RegionLanguage, languageTag: LanguageTag): Locale {
  if (languageTag === region.languageTag) return region.locale;
  const locale = localeFromLanguageTag(languageTag);
  return locale === "en-US" ? "en-GB" : locale;
}

/**
 * The page's <html lang>: the region's hreflang in its own language (de-CH, en on
 * the EU storefront), so the document says what its alternates announce; in a
 * chosen language, the interface language itself (pt-PT, fr-FR).
 */
export function htmlLangOf(region: RegionLanguage, languageTag: LanguageTag): string {
  if (languageTag === region.languageTag) return region.hreflang;
  const locale = pageLocaleOf(region, languageTag);
  return languageOf(locale) === "en" ? locale : interfaceLocaleOf(locale);
}

/**
 * The locale a mail or other text in `locale` is written in when it comes from
 * `region`: the page locale a shopper reading that language on the storefront
 * gets (docs/adr/0072-one-voice-per-language.md). The shop stores a buyer's
 * language as one of the 11 (de-DE), so a Swiss buyer's mail would otherwise
 * spell "Grösse" with ß and a British buyer's would say "color".
 */
export function textLocaleOf(locale: Locale, region: RegionLanguage): Locale {
  return pageLocaleOf(region, languageTagOf(locale));
}
