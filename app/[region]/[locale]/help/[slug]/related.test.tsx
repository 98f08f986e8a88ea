import { isValidElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { HELP_COMPLETE_LOCALES } from "@/lib/help/links";
import { interfaceLocaleOf } from "@/lib/i18n/locales";
import { REGIONS } from "@/regions";
import { jsonLdIn } from "@/test/json-ld";
import HelpArticlePage from "./page";
import HelpTopicsPage from "../categories/page";
import HelpPage from "../page";

// Server pages in English; the German pages read the same content through the same service.
vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("en-US"));

/** Every link target in a server page's element tree (its own elements and the cards' items), without rendering it. */
function hrefsIn(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(hrefsIn);
  if (!isValidElement<{ children?: ReactNode; before?: ReactNode; href?: string; items?: { href: string }[] }>(node)) return [];
  const { href, items, children, before } = node.props;
  return [...(href ? [href] : []), ...(items ?? []).map((item) => item.href), ...hrefsIn(before), ...hrefsIn(children)];
}

const article = (slug: string, region = "eu", locale = "en") => HelpArticlePage({ params: Promise.resolve({ region, locale, slug }) });

/** A storefront whose language still has only the first seven articles; none once every language is complete. */
const translating = Object.values(REGIONS).find((region) => !HELP_COMPLETE_LOCALES.includes(interfaceLocaleOf(region.locale)));

describe("a newer help article", () => {
  it("is a FAQPage answering the question its heading asks, with the article's text as the answer", async () => {
    const [faq] = jsonLdIn(await article("reverse-charge-vat"));
    expect(faq).toMatchObject({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "When can my business buy without VAT?" }] });
    const answer = (faq as { mainEntity: { acceptedAnswer: { text: string } }[] }).mainEntity[0]!.acceptedAnswer.text;
    expect(answer).toContain("VIES");
  });

  it("is a FAQPage for every article whose heading asks a question, and an Article otherwise", async () => {
    for (const slug of ["minimum-order-quantity", "tracking-your-order", "board-types"])
      expect(jsonLdIn(await article(slug))[0], slug).toMatchObject({ "@type": "FAQPage" });
    // The EU storefront's English is British (docs/adr/0068-region-formats.md), and the article says so.
    expect(jsonLdIn(await article("sample-packs"))[0]).toMatchObject({ "@type": "Article", headline: "Ordering a sample pack", inLanguage: "en-GB" });
  });

  it("links to its related articles, which open", async () => {
    const links = hrefsIn(await article("reverse-charge-vat")).filter((href) => href.includes("/help/") && !href.includes("/categories/"));
    expect(links).toEqual(["/help/vat-rates", "/help/invoices-and-pro-forma", "/help/addresses-and-company-details", "/help/payment-methods"]);
    for (const href of links) expect(await article(href.split("/").pop()!), href).toBeTruthy();
  });

  it.skipIf(!translating)("is not a page in a language that does not have it yet", async () => {
    await expect(article("reverse-charge-vat", translating!.id, translating!.languageTag)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});

describe("the help centre's topics", () => {
  it("lists every topic with all its articles on one page, and links to it from the help centre", async () => {
    const links = hrefsIn(await HelpTopicsPage({ params: Promise.resolve({ region: "eu", locale: "en" }) }));
    expect(links).toEqual(
      expect.arrayContaining(["/help/categories/business", "/help/reverse-charge-vat", "/help/dielines-mailer-boxes", "/help/sample-packs"]),
    );
    expect(links.filter((href) => /^\/help\/[a-z-]+$/.test(href) && href !== "/help/categories").length).toBeGreaterThanOrEqual(60);
    expect(hrefsIn(await HelpPage({ params: Promise.resolve({ region: "eu", locale: "en" }) }))).toContain("/help/categories");
  });

  it.skipIf(!translating)("shows a language being translated only the topics it has articles in", async () => {
    const links = hrefsIn(await HelpTopicsPage({ params: Promise.resolve({ region: translating!.id, locale: translating!.languageTag }) }));
    expect(links.filter((href) => href.endsWith("/sample-packs")).length).toBeGreaterThan(0);
    expect(links.filter((href) => href.endsWith("/categories/business") || href.endsWith("/reverse-charge-vat"))).toEqual([]);
  });
});
