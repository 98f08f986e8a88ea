/**
 * The shop's languages: the 11 locales of the interface, the short language
 * tags that name them in URLs and API calls, and how they map to regions.
 */

export const LOCALES = ["cs-CZ", "de-DE", "en-US", "es-ES", "fr-FR", "it-IT", "pl-PL", "pt-PT", "sv-SE", "ro-RO", "nl-NL"] as const;
export type Locale = (typeof LOCALES)[number];

/** The accepted language tags. Swedish is 'se', after its storefront, not 'sv'. */
export const LANGUAGE_TAGS = ["cs", "de", "en", "es", "fr", "it", "pl", "pt", "nl", "ro", "se"] as const;
export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

const LOCALE_BY_TAG: Record<LanguageTag, Locale> = {
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
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The language tag for a tag, an alias (cz) or one of the 11 full locales
 * (de-DE). Anything else raises the unknown-language error.
 */
export function toLanguageTag(value: string): LanguageTag {
  const lower = value.trim().toLowerCase();
  if (isLanguageTag(lower)) return lower;
  const alias = TAG_ALIASES[lower];
  if (alias) return alias;
  const locale = LOCALES.find((candidate) => candidate.toLowerCase() === lower);
  if (locale) return languageTagOf(locale);
  throw new UnknownLanguageError(value);
}

export function localeFromLanguageTag(value: string): Locale {
  return LOCALE_BY_TAG[toLanguageTag(value)];
}

export function languageTagOf(locale: Locale): LanguageTag {
  const entry = (Object.entries(LOCALE_BY_TAG) as [LanguageTag, Locale][]).find(([, l]) => l === locale);
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
