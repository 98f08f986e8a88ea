import { describe, expect, it, vi } from "vitest";
import { jsonLdIn } from "@/test/json-ld";
import HelpArticlePage from "./page";

// Server pages: their words come from the request, here the German catalogue.
vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("de-DE"));

const structuredData = async (slug: string) => jsonLdIn(await HelpArticlePage({ params: Promise.resolve({ region: "de", locale: "de", slug }) }));

describe("a help article's structured data", () => {
  it("is a FAQPage when the article answers the question its heading asks, with the whole text as the answer", async () => {
    const [faq, ...others] = await structuredData("delivery-times");
    expect(others).toEqual([]);
    expect(faq).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Wie lange dauert die Lieferung?", acceptedAnswer: { "@type": "Answer" } }],
    });
    const answer = (faq as { mainEntity: { acceptedAnswer: { text: string } }[] }).mainEntity[0]!.acceptedAnswer.text;
    expect(answer.length).toBeGreaterThan(100);
  });

  it("is an Article when the heading asks nothing", async () => {
    const [article] = await structuredData("sample-packs");
    expect(article).toMatchObject({ "@type": "Article", headline: "Ein Musterpaket bestellen", inLanguage: "de-DE" });
    expect(article).not.toHaveProperty("datePublished");
    expect((article as { url: string }).url).toMatch(/\/help\/sample-packs$/);
  });
});
