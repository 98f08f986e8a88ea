import { describe, expect, it } from "vitest";
import { HELP_COMPLETE_LOCALES, helpHref } from "./links";

describe("links from the screens on a regional storefront", () => {
  it("lead to the full article where the page's language has it: English on gb, eu and no, German on at and ch", () => {
    // The page locale is the region's (en-GB, de-CH); the articles are its language's (en-US, de-DE).
    expect(helpHref("en-GB", "reverse-charge-vat")).toBe(helpHref("en-US", "reverse-charge-vat"));
    expect(helpHref("en-NO", "production-times")).toBe("/help/production-times");
    expect(helpHref("en-GB", "reverse-charge-vat")).toBe("/help/reverse-charge-vat");
    for (const locale of ["de-AT", "de-CH"] as const) {
      expect(helpHref(locale, "reverse-charge-vat")).toBe(HELP_COMPLETE_LOCALES.includes("de-DE") ? "/help/reverse-charge-vat" : "/help/payment-methods");
    }
  });
});
