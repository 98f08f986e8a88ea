import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LOCALES, localeFromLanguageTag, regionCodeForLocale, toLanguageTag, UnknownLanguageError } from "./locales";

describe("languages", () => {
  it("has the 11 locales and their 11 tags", () => {
    expect(LOCALES).toHaveLength(11);
    expect([...LANGUAGE_TAGS].sort()).toEqual(["cs", "de", "en", "es", "fr", "it", "nl", "pl", "pt", "ro", "se"]);
  });

  it("maps every accepted tag to its locale", () => {
    expect(LANGUAGE_TAGS.map(localeFromLanguageTag)).toEqual([
      "cs-CZ",
      "de-DE",
      "en-US",
      "es-ES",
      "fr-FR",
      "it-IT",
      "pl-PL",
      "pt-PT",
      "nl-NL",
      "ro-RO",
      "sv-SE",
    ]);
  });

  it("takes cz and cs both for Czech, any case, and full locale names", () => {
    expect(localeFromLanguageTag("cz")).toBe("cs-CZ");
    expect(localeFromLanguageTag("CS")).toBe("cs-CZ");
    expect(toLanguageTag("de-DE")).toBe("de");
    expect(toLanguageTag("sv-se")).toBe("se");
  });

  it("takes a storefront's own page locale, which its pages send: en-GB, en-NO, de-AT, de-CH", () => {
    expect(toLanguageTag("en-GB")).toBe("en");
    expect(toLanguageTag("en-NO")).toBe("en");
    expect(toLanguageTag("de-AT")).toBe("de");
    expect(toLanguageTag("de-ch")).toBe("de");
  });

  it("raises the unknown-language error for anything else", () => {
    for (const tag of ["xx", "sv", "en-AU", "fr-CA", "", "english"]) {
      expect(() => toLanguageTag(tag), tag).toThrow(UnknownLanguageError);
    }
    expect(() => localeFromLanguageTag("hu")).toThrow("Unknown language: hu");
  });

  it("leads en to eu, cs to cz and sv to se", () => {
    expect(regionCodeForLocale("en-US")).toBe("eu");
    expect(regionCodeForLocale("cs-CZ")).toBe("cz");
    expect(regionCodeForLocale("sv-SE")).toBe("se");
    expect(regionCodeForLocale("pl-PL")).toBe("pl");
    expect(regionCodeForLocale("pt-PT")).toBe("eu");
  });
});
