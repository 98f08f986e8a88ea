import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { FIRST_HELP_SLUGS, HELP_COMPLETE_LOCALES, SCREEN_HELP_FALLBACKS, helpHref, type ScreenHelpSlug } from "./links";

const articleExists = (locale: string, href: string) =>
  existsSync(path.join(process.cwd(), "content", locale, "help", `${href.replace(/^\/help\//, "")}.json`));
const screenSlugs = Object.keys(SCREEN_HELP_FALLBACKS) as ScreenHelpSlug[];

describe("links from the screens to the help centre", () => {
  it.each(LOCALES)("lead to an article that exists in %s", (locale) => {
    for (const slug of screenSlugs) expect(articleExists(locale, helpHref(locale, slug)), `${locale} ${slug}`).toBe(true);
  });

  it("lead to the planned article in a complete language, and to one of the first seven in the others", () => {
    expect(helpHref("en-US", "reverse-charge-vat")).toBe("/help/reverse-charge-vat");
    expect(helpHref("en-US", "production-times")).toBe("/help/production-times");
    for (const locale of LOCALES.filter((l) => !HELP_COMPLETE_LOCALES.includes(l))) {
      for (const slug of screenSlugs) expect(FIRST_HELP_SLUGS, `${locale} ${slug}`).toContain(helpHref(locale, slug).slice("/help/".length));
    }
    if (!HELP_COMPLETE_LOCALES.includes("pl-PL")) expect(helpHref("pl-PL", "reverse-charge-vat")).toBe("/help/payment-methods");
  });

  it("name planned articles that English has", () => {
    for (const slug of screenSlugs) expect(articleExists("en-US", `/help/${slug}`), slug).toBe(true);
  });
});
