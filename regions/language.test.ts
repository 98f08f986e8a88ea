import { describe, expect, it } from "vitest";
import { REGIONS } from "./index";
import { chooseLanguage } from "./language";

describe("storefront language", () => {
  it("is the region's own language by default, with no cookie", () => {
    expect(chooseLanguage(REGIONS.de, null, undefined)).toEqual({ languageTag: "de", cookieValue: null });
    expect(chooseLanguage(REGIONS.sv, null, undefined)).toEqual({ languageTag: "se", cookieValue: null });
  });

  it("follows ?locale= and remembers it for that region", () => {
    expect(chooseLanguage(REGIONS.eu, "fr", undefined)).toEqual({ languageTag: "fr", cookieValue: "eu:fr" });
    expect(chooseLanguage(REGIONS.eu, null, "eu:fr")).toEqual({ languageTag: "fr", cookieValue: "eu:fr" });
    expect(chooseLanguage(REGIONS.nl, null, "eu:fr")).toEqual({ languageTag: "nl", cookieValue: null });
  });

  it("goes back to the region's language when ?locale= names it", () => {
    expect(chooseLanguage(REGIONS.eu, "en", "eu:fr")).toEqual({ languageTag: "en", cookieValue: null });
  });

  it("ignores an unknown ?locale= and a corrupt cookie", () => {
    expect(chooseLanguage(REGIONS.pl, "klingon", undefined).languageTag).toBe("pl");
    expect(chooseLanguage(REGIONS.pl, null, "pl:xx").languageTag).toBe("pl");
    expect(chooseLanguage(REGIONS.pl, "klingon", "pl:de").languageTag).toBe("de");
  });
});
