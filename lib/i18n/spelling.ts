import type { Locale } from "./locales";

/**
 * Spellings a regional locale derives from its language's text
 * (docs/adr/0072-one-voice-per-language.md). Switzerland writes German without
 * "ß" (Swiss standard orthography: "Grösse", "Strasse", "Massnahme"), so the ch
 * storefront reads de-DE's catalogue, content and mails with every ß written ss.
 * The rule is derived at load rather than kept as a second copy of the German
 * text: a German edit reaches Switzerland at once and no Swiss file can drift.
 * Swiss German also quotes with guillemets, «…» and ‹…› inside, as Swiss print
 * does, where Germany and Austria write „…“ and ‚…‘.
 */

type Respell = (text: string) => string;

/**
 * Swiss German: ß becomes ss, and the capital ẞ (rare, in all-caps words) SS; „…“
 * becomes «…» and ‚…‘ becomes ‹…›. German writes „ only to open and “ only to close,
 * so each maps alone (a quote may open in one ICU branch and close after an
 * argument). The single ‘ is taken only after a ‚ it closes: a stray ‘ typed for
 * the apostrophe ’ stays an apostrophe rather than becoming ›.
 */
export const swissGerman: Respell = (text) =>
  text
    .replaceAll("ß", "ss")
    .replaceAll("ẞ", "SS")
    .replaceAll("„", "«")
    .replaceAll("“", "»")
    .replace(/‚([^‚‘]*)‘/g, "‹$1›");

const RESPELLINGS: Partial<Record<Locale, Respell>> = { "de-CH": swissGerman };

/** Whether a locale writes its language's text differently (de-CH does; de-AT and en-NO do not). */
export function hasOwnSpelling(locale: Locale): boolean {
  return locale in RESPELLINGS;
}

/**
 * Every string in `value` (a catalogue, a content file, any JSON tree) as `locale`
 * spells it; the value itself when the locale has no rule of its own. Keys are
 * left alone: they are names in code, not words a reader sees.
 */
export function respell<T>(value: T, locale: Locale): T {
  const rule = RESPELLINGS[locale];
  return rule ? (mapStrings(value, rule) as T) : value;
}

function mapStrings(value: unknown, rule: Respell): unknown {
  if (typeof value === "string") return rule(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rule));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, rule)]));
  return value;
}
