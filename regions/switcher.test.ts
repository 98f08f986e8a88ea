import { describe, expect, it } from "vitest";
import { switcherCountries } from "./switcher";
import { guestLanguageUrl, siteConfigFromEnv } from "./urls";

describe("region switcher", () => {
  const countries = switcherCountries();
  const regionOf = (iso: string) => countries.find((c) => c.countryCode === iso)?.region.id;

  it("leaves out Cyprus and Malta", () => {
    expect(regionOf("CY")).toBeUndefined();
    expect(regionOf("MT")).toBeUndefined();
  });

  it("sends each country to the storefront that serves it", () => {
    expect(regionOf("DE")).toBe("de");
    expect(regionOf("SE")).toBe("sv");
    expect(regionOf("GB")).toBe("gb");
    expect(regionOf("US")).toBe("us");
    expect(regionOf("BE")).toBe("eu");
    expect(countries).toHaveLength(29);
  });
});

describe("Portuguese in the region switcher", () => {
  it("sends Portugal to the EU storefront in Portuguese, announced as pt-PT", () => {
    const portugal = switcherCountries().find((c) => c.countryCode === "PT")!;
    expect(portugal.region.id).toBe("eu");
    expect(portugal.guest).toEqual({ languageTag: "pt", hreflang: "pt-PT" });
    expect(guestLanguageUrl(portugal.guest!, "/", siteConfigFromEnv({ SITE_HOSTS: "production" }))).toBe("https://boxwright.com/?locale=pt");
    expect(
      switcherCountries()
        .filter((c) => c.guest)
        .map((c) => c.countryCode),
    ).toEqual(["PT"]);
  });
});
