import { describe, expect, it } from "vitest";
import { getRegion } from "./index";
import { addressCountries, normalizeCountryIso } from "./countries";

describe("addressCountries", () => {
  it("lists the shipping and partially supported countries in the shopper's language, sorted", () => {
    const countries = addressCountries(getRegion("de"), "de-DE");
    const names = countries.map((country) => country.name);
    expect(countries.find((country) => country.iso === "DE")?.name).toBe("Deutschland");
    expect(names).toEqual([...names].sort(new Intl.Collator("de-DE").compare));
    expect(new Set(countries.map((country) => country.iso)).size).toBe(countries.length);
  });

  it("includes the partially supported countries where the storefront has them", () => {
    expect(addressCountries(getRegion("pl"), "pl-PL").map((country) => country.iso)).toContain("PL");
    expect(addressCountries(getRegion("eu"), "en-US").map((country) => country.iso)).toEqual(expect.arrayContaining(["US", "CA", "AU", "CH"]));
  });
});

describe("country codes as they come in", () => {
  it("become ISO codes: UK and EN are GB, CS is CZ, EL is GR, and case and spaces do not matter", () => {
    expect(["UK", "EN", "uk", " gb "].map(normalizeCountryIso)).toEqual(["GB", "GB", "GB", "GB"]);
    expect(normalizeCountryIso("CS")).toBe("CZ");
    expect(normalizeCountryIso("el")).toBe("GR");
    expect(normalizeCountryIso("DE")).toBe("DE");
  });
});
