import { catalogueOf, type Locale } from "./locales";
import { hasOwnSpelling, respell } from "./spelling";
import type enMessages from "@/messages/en-US.json";

/** The catalogue shape; en-US is the reference every other catalogue must match. */
export type Messages = typeof enMessages;

export const LANGUAGE_LOAD_ERROR = "failed to load a language";

type Catalogue = { [key: string]: string | Catalogue };

/**
 * British English is American English with its own spellings (colour, postcode,
 * catalogue): messages/en-GB.json holds only the values that differ, laid over
 * en-US, so a key added to en-US is in both Englishes at once
 * (docs/adr/0068-region-formats.md).
 */
export const OVERLAYS: Partial<Record<ReturnType<typeof catalogueOf>, "en-US">> = { "en-GB": "en-US" };

export function overlay(base: Catalogue, changes: Catalogue): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const under = merged[key];
    merged[key] = typeof value === "string" || typeof under !== "object" ? value : overlay(under, value);
  }
  return merged;
}

/** Each overlaid or respelled catalogue is made once; the files change only with a deploy. */
const overlaid = new Map<string, Catalogue>();
const respelled = new Map<Locale, Catalogue>();

async function importCatalogue(name: string): Promise<Catalogue> {
  return ((await import(`../../messages/${name}.json`)) as { default: Catalogue }).default;
}

/**
 * Loads the catalogue a page locale reads (en-GB for British English, de-DE for
 * de-CH, which writes it with ss for ß: ./spelling.ts); a missing or broken
 * catalogue fails with the spec's message.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (!hasOwnSpelling(locale)) return loadCatalogue(locale);
  const own = respelled.get(locale) ?? respell(await loadCatalogue(locale), locale);
  respelled.set(locale, own);
  return own as unknown as Messages;
}

async function loadCatalogue(locale: Locale): Promise<Messages> {
  try {
    const name = catalogueOf(locale);
    const base = OVERLAYS[name];
    if (!base) return (await importCatalogue(name)) as unknown as Messages;
    const merged = overlaid.get(name) ?? overlay(await importCatalogue(base), await importCatalogue(name));
    overlaid.set(name, merged);
    return merged as unknown as Messages;
  } catch (cause) {
    throw new Error(LANGUAGE_LOAD_ERROR, { cause });
  }
}
