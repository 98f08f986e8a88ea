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
