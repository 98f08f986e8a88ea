import { isValidElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";

// next/font/local is compiled away by Next; here each call answers with a class named after its CSS variable.
vi.mock("next/font/local", () => ({
  default: (options: { variable: string }) => ({ className: `font${options.variable}`, variable: `variable${options.variable}`, style: { fontFamily: "x" } }),
}));
vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("pl-PL"));

const { default: StorefrontLayout } = await import("./layout");

describe("the storefront's root layout", () => {
  it("puts the typeface's variables on the page's html element, so every page's text is set in it", async () => {
    const page = (await StorefrontLayout({ children: null, params: Promise.resolve({ region: "pl", locale: "pl" }) })) as ReactElement<{
      className?: string;
      lang?: string;
    }>;
    expect(isValidElement(page) && page.type).toBe("html");
    expect(page.props.lang).toBe("pl-PL");
    expect(page.props.className?.split(" ")).toEqual(["variable--font-sans", "variable--font-sans-extended"]);
  });
});

describe("the document's language", () => {
  const langOf = async (region: string, locale: string) =>
    ((await StorefrontLayout({ children: null, params: Promise.resolve({ region, locale }) })) as ReactElement<{ lang?: string }>).props.lang;

  it.each([
    ["gb", "en", "en-GB"],
    ["eu", "en", "en"],
    ["us", "en", "en-US"],
    ["at", "de", "de-AT"],
    ["ch", "de", "de-CH"],
    ["no", "en", "en-NO"],
    ["de", "de", "de-DE"],
    ["sv", "se", "sv-SE"],
  ])("the %s storefront in its own language says what its hreflang announces", async (region, locale, lang) => {
    const { REGIONS } = await import("@/regions");
    expect(await langOf(region, locale)).toBe(lang);
    expect(REGIONS[region as keyof typeof REGIONS].hreflang).toBe(lang);
  });

  it("a language chosen with ?locale= is the language shown: Portuguese on the EU storefront, British English on the Polish one", async () => {
    expect(await langOf("eu", "pt")).toBe("pt-PT");
    expect(await langOf("pl", "en")).toBe("en-GB");
    expect(await langOf("ch", "fr")).toBe("fr-FR");
  });
});
