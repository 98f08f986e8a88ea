/**
 * The shop's languages: the 11 locales of the interface, the short language
 * tags that name them in URLs and API calls, and how they map to regions.
 */

export const LOCALES = ["cs-CZ", "de-DE", "en-US", "es-ES", "fr-FR", "it-IT", "pl-PL", "pt-PT", "sv-SE", "ro-RO", "nl-NL"] as const;
/** One of the 11 interface languages of the spec: a content folder and a language tag each. */
export type InterfaceLocale = (typeof LOCALES)[number];

/**
 * A language as one region writes it (docs/adr/0068-region-formats.md): British
 * English for gb, the EU and Norway, German as Austria and Switzerland write it.
 * A page is rendered in one locale, which chooses its words (en-GB has a
 * catalogue of its own; the others take their language's) and formats its
 * prices, quantities and dates.
 */
export const REGIONAL_LOCALES = ["en-GB", "en-NO", "de-AT", "de-CH"] as const;
export type RegionalLocale = (typeof REGIONAL_LOCALES)[number];
export type Locale = InterfaceLocale | RegionalLocale;
export const PAGE_LOCALES: readonly Locale[] = [...LOCALES, ...REGIONAL_LOCALES];

/** The interface language a regional locale is a variant of (en-NO and en-GB are English, de-CH German). */
const INTERFACE_LOCALE_OF: Record<RegionalLocale, InterfaceLocale> = { "en-GB": "en-US", "en-NO": "en-US", "de-AT": "de-DE", "de-CH": "de-DE" };

/** The accepted language tags. Swedish is 'se', after its storefront, not 'sv'. */
export const LANGUAGE_TAGS = ["cs", "de", "en", "es", "fr", "it", "pl", "pt", "nl", "ro", "se"] as const;
export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

const LOCALE_BY_TAG: Record<LanguageTag, InterfaceLocale> = {
  cs: "cs-CZ",
  de: "de-DE",
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  it: "it-IT",
  pl: "pl-PL",
  pt: "pt-PT",
  nl: "nl-NL",
  ro: "ro-RO",
  se: "sv-SE",
};

/** Short codes that mean the same language as a tag: Czech is known as both cs and cz. */
const TAG_ALIASES: Record<string, LanguageTag> = { cz: "cs" };

export class UnknownLanguageError extends Error {
  readonly languageTag: string;
  constructor(languageTag: string) {
    super(`Unknown language: ${languageTag}`);
    this.name = "UnknownLanguageError";
    this.languageTag = languageTag;
  }
}

export function isLanguageTag(value: string): value is LanguageTag {
  return (LANGUAGE_TAGS as readonly string[]).includes(value);
}

export function isLocale(value: string): value is Locale {
  return (PAGE_LOCALES as readonly string[]).includes(value);
}

/** The interface language of a page locale: itself for the 11, the base language for a regional variant. */
export function interfaceLocaleOf(locale: Locale): InterfaceLocale {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as InterfaceLocale) : INTERFACE_LOCALE_OF[locale as RegionalLocale];
}

/** The message catalogue a page locale reads: en-GB for British English wherever it is written, else the language's. */
export function catalogueOf(locale: Locale): InterfaceLocale | "en-GB" {
  return locale === "en-GB" || locale === "en-NO" ? "en-GB" : interfaceLocaleOf(locale);
}

/**
 * The language tag for a tag, an alias (cz), one of the 11 full locales (de-DE)
 * or a regional page locale (en-GB, de-CH). Anything else raises the
 * unknown-language error.
 */
export function toLanguageTag(value: string): LanguageTag {
  const lower = value.trim().toLowerCase();
  if (isLanguageTag(lower)) return lower;
  const alias = TAG_ALIASES[lower];
  if (alias) return alias;
  // A page's own locale is a language too: a storefront's browser sends en-GB or de-CH, as its page reads.
  const locale = PAGE_LOCALES.find((candidate) => candidate.toLowerCase() === lower);
  if (locale) return languageTagOf(locale);
  throw new UnknownLanguageError(value);
}

export function localeFromLanguageTag(value: string): InterfaceLocale {
  return LOCALE_BY_TAG[toLanguageTag(value)];
}

export function languageTagOf(locale: Locale): LanguageTag {
  const base = interfaceLocaleOf(locale);
  const entry = (Object.entries(LOCALE_BY_TAG) as [LanguageTag, InterfaceLocale][]).find(([, l]) => l === base);
  // Every locale has a tag; the table above is exhaustive.
  return entry![0];
}

/** The language part of a locale as used by ICU and hreflang (sv-SE gives sv, not se). */
export function languageOf(locale: Locale): string {
  return locale.slice(0, 2);
}

/**
 * The storefront code a language leads to: en gives eu, cs gives cz, sv gives se;
 * Portuguese has no storefront of its own and is served by eu.
 */
export function regionCodeForLocale(locale: Locale): string {
  const language = languageOf(locale);
  switch (language) {
    case "en":
    case "pt":
      return "eu";
    case "cs":
      return "cz";
    case "sv":
      return "se";
    default:
      return language;
  }
}
