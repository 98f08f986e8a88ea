import { toLanguageTag, UnknownLanguageError, type LanguageTag } from "@/lib/i18n/locales";
import type { Region } from "./schema";

/**
 * The language a storefront is shown in: the region's own, unless the shopper
 * asked for another with ?locale=xx. The choice is remembered per region in a
 * cookie ("de:fr"), so links keep the language until ?locale= says otherwise.
 */

export interface LanguageChoice {
  languageTag: LanguageTag;
  /** The cookie value to store, or null when the region's own language applies (no cookie). */
  cookieValue: string | null;
}

function remembered(region: Region, cookieValue: string | undefined): LanguageTag | undefined {
  if (!cookieValue) return undefined;
  const [regionId, tag] = cookieValue.split(":");
  if (regionId !== region.id || !tag) return undefined;
  try {
    return toLanguageTag(tag);
  } catch {
    return undefined;
  }
}

export function chooseLanguage(region: Region, localeParam: string | null, cookieValue: string | undefined): LanguageChoice {
  let languageTag = remembered(region, cookieValue) ?? region.languageTag;
  if (localeParam) {
    try {
      languageTag = toLanguageTag(localeParam);
    } catch (error) {
      // An unknown ?locale= is ignored: the page stays in the language it had.
      if (!(error instanceof UnknownLanguageError)) throw error;
    }
  }
  return {
    languageTag,
    cookieValue: languageTag === region.languageTag ? null : `${region.id}:${languageTag}`,
  };
}
