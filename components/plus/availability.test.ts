import { describe, expect, it } from "vitest";
import BoxwrightPlusLayout from "@/app/[region]/[locale]/boxwright-plus/layout";
import PlusLayout from "@/app/[region]/[locale]/plus/layout";
import { ALL_REGIONS, REGIONS } from "@/regions";
import { siteConfigSchema } from "@/regions/urls";
import { plusAlternates, plusAvailable, plusStorefront } from "./availability";

const NOT_FOUND = "NEXT_HTTP_ERROR_FALLBACK;404";
const page = "the page";

/** Renders a plus layout the way Next does for a storefront: its params as a promise. */
const render = (layout: typeof PlusLayout, region: string, locale: string) => layout({ children: page, params: Promise.resolve({ region, locale }) });

describe("where the plus area exists", () => {
  it("is exactly the storefronts whose configuration supports plus", () => {
    expect(
      ALL_REGIONS.filter(plusAvailable)
        .map((region) => region.id)
        .sort(),
    ).toEqual(["de", "es", "eu", "fr", "gb", "it", "nl", "pl"]);
  });

  it.each([
    ["at", "de"],
    ["ch", "de"],
    ["no", "en"],
    ["cz", "cs"],
    ["us", "en"],
  ])("answers every plus path in %s with a real 404", async (region, locale) => {
    expect(plusStorefront({ region, locale })).toBeNull();
    await expect(render(PlusLayout, region, locale)).rejects.toMatchObject({ digest: NOT_FOUND });
    await expect(render(BoxwrightPlusLayout, region, locale)).rejects.toMatchObject({ digest: NOT_FOUND });
  });

  it("renders the page in de, in its own language and in another", async () => {
    expect(plusStorefront({ region: "de", locale: "de" })).toMatchObject({ region: { id: "de" }, locale: "de-DE" });
    // English is written the British way on every storefront but the us one (docs/adr/0068-region-formats.md).
    expect(plusStorefront({ region: "de", locale: "en" })).toMatchObject({ region: { id: "de" }, locale: "en-GB" });
    for (const layout of [PlusLayout, BoxwrightPlusLayout]) {
      const element = await render(layout, "de", "de");
      expect(element.props.children).toBe(page);
    }
  });

  it("answers 404 for route segments that name no storefront", async () => {
    expect(plusStorefront({ region: "xx", locale: "de" })).toBeNull();
    expect(plusStorefront({ region: "de", locale: "xx" })).toBeNull();
    await expect(render(PlusLayout, "xx", "en")).rejects.toMatchObject({ digest: NOT_FOUND });
  });

  it("gives the catalogue language alternates only in storefronts that have it", () => {
    const site = siteConfigSchema.parse({ hosts: "production" });
    const alternates = plusAlternates(REGIONS.de, "/plus/catalogue", site);
    expect(alternates.canonical).toMatch(/\/plus\/catalogue$/);
    const hreflangs = Object.keys(alternates.languages);
    expect(hreflangs).toContain(REGIONS.de.hreflang);
    expect(hreflangs).toContain("x-default");
    for (const region of ["at", "ch", "no", "cz", "us", "ro", "sv"] as const) expect(hreflangs).not.toContain(REGIONS[region].hreflang);
  });
});
