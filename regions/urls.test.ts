import { describe, expect, it } from "vitest";
import { REGIONS } from "./index";
import { alternatesFor, appUrl, regionOrigin, regionPath, regionUrl, shopOrigins, siteConfigFromEnv } from "./urls";

const local = siteConfigFromEnv({ PORT: "3100" });
const production = siteConfigFromEnv({ SITE_HOSTS: "production" });

describe("storefront URLs", () => {
  it("serves domain regions on localhost subdomains locally and on their domains in production", () => {
    expect(regionOrigin(REGIONS.de, local)).toBe("http://de.localhost:3100");
    expect(regionOrigin(REGIONS.eu, local)).toBe("http://localhost:3100");
    expect(regionOrigin(REGIONS.nl, local)).toBe("http://localhost:3100");
    expect(regionOrigin(REGIONS.gb, production)).toBe("https://boxwright.co.uk");
    expect(regionOrigin(REGIONS.us, production)).toBe("https://boxwright.com");
  });

  it("builds paths with the region prefix and localized segments", () => {
    expect(regionPath(REGIONS.nl, "/")).toBe("/nl-nl");
    expect(regionPath(REGIONS.nl, "/cart")).toBe("/nl-nl/cart");
    expect(regionPath(REGIONS.pl, "/cart")).toBe("/koszyk");
    expect(regionUrl(REGIONS.us, "/sign_in", production)).toBe("https://boxwright.com/en-us/sign_in");
    expect(regionUrl(REGIONS.pl, "/account/orders", production)).toBe("https://boxwright.pl/konto/zamowienia");
  });

  it("puts the editor and checkout on the app host", () => {
    expect(appUrl(REGIONS.de, "/box/design", production)).toBe("https://app.boxwright.de/box/design");
    expect(appUrl(REGIONS.pl, "/box/design", production)).toBe("https://app.boxwright.pl/pudelko/design");
    expect(appUrl(REGIONS.nl, "/box/design", local)).toBe("http://localhost:3100/nl-nl/box/design");
  });

  it("gives a canonical URL and an alternate for every region plus x-default", () => {
    const { canonical, languages } = alternatesFor(REGIONS.de, "/", production);
    expect(canonical).toBe("https://boxwright.de/");
    expect(Object.keys(languages)).toHaveLength(17); // 15 regions, pt-PT on the EU storefront, x-default
    expect(languages["x-default"]).toBe("https://boxwright.com/");
    expect(languages["de-AT"]).toBe("https://boxwright.at/");
    expect(languages["sv-SE"]).toBe("https://boxwright.com/sv-se");
    expect(languages["en-GB"]).toBe("https://boxwright.co.uk/");
  });

  it("rejects a bad configuration", () => {
    expect(() => siteConfigFromEnv({ SITE_HOSTS: "staging" })).toThrow();
    expect(() => siteConfigFromEnv({ PORT: "http" })).toThrow();
  });

  it("follows the settings when they change between calls", () => {
    expect(siteConfigFromEnv({ PORT: "3100" })).toEqual({ hosts: "local", port: 3100 });
    expect(siteConfigFromEnv({ PORT: "3100" })).toBe(siteConfigFromEnv({ PORT: "3100" }));
    expect(siteConfigFromEnv({ PORT: "3200" })).toEqual({ hosts: "local", port: 3200 });
    expect(siteConfigFromEnv({ PORT: "3200", SITE_HOSTS: "production" })).toEqual({ hosts: "production", port: 3200 });
    expect(siteConfigFromEnv({})).toEqual({ hosts: "local", port: 3000 });
  });
});

describe("the shop's origins", () => {
  it("are every storefront's and app host's, and nothing else", () => {
    const production = shopOrigins({ hosts: "production", port: 3000 });
    expect(production).toEqual(
      expect.arrayContaining(["https://boxwright.com", "https://app.boxwright.com", "https://boxwright.pl", "https://app.boxwright.pl"]),
    );
    expect(production.every((origin) => /^https:\/\/(app\.)?boxwright\.[a-z.]+$/.test(origin))).toBe(true);
    const local = shopOrigins({ hosts: "local", port: 3100 });
    expect(local).toEqual(expect.arrayContaining(["http://localhost:3100", "http://pl.localhost:3100"]));
    expect(new Set(local).size).toBe(local.length);
  });
});
