import { describe, expect, it } from "vitest";
import { getRegion } from "./index";
import { addressCountries } from "./countries";

describe("addressCountries", () => {
  it("lists the shipping and partially supported countries in the shopper's language, sorted", () => {
    const countries = addressCountries(getRegion("de"), "de-DE");
    const names = countries.map((country) => country.name);
    expect(countries.find((country) => country.iso === "DE")?.name).toBe("Deutschland");
    expect(countries.some((country) => country.iso === "US")).toBe(true);
    expect(names).toEqual([...names].sort(new Intl.Collator("de-DE").compare));
    expect(new Set(countries.map((country) => country.iso)).size).toBe(countries.length);
  });

  it("keeps a single-country storefront to its country and the partially supported ones", () => {
    expect(addressCountries(getRegion("pl"), "pl-PL").map((country) => country.iso)).toContain("PL");
  });
});
