import { isValidElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { serializeJsonLd } from "@/components/seo/JsonLd";
import { REGIONS } from "@/regions";
import { regionPath } from "@/regions/urls";
import { jsonLdIn } from "@/test/json-ld";
import BlogPostPage from "./page";

// Server pages: their words come from the request, here the German catalogue.
vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("de-DE"));

describe("a blog post's structured data", () => {
  it("is an Article with the post's heading, description, day of publication, address and language", async () => {
    const page = await BlogPostPage({ params: Promise.resolve({ region: "de", locale: "de", slug: "dielines-and-bleed" }) });
    const [article, ...others] = jsonLdIn(page);
    expect(others).toEqual([]);
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Stanzkontur, Beschnitt und Sicherheitsbereich erklärt",
      description: expect.stringMatching(/^Was eine Stanzkontur ist/),
      datePublished: "2025-03-04",
      inLanguage: "de-DE",
      publisher: { "@type": "Organization", name: "Boxwright" },
    });
    expect((article as { url: string }).url).toMatch(/^https?:\/\/[^/]+.*\/blog\/dielines-and-bleed$/);
    expect(serializeJsonLd(article)).not.toContain("<");
  });
});

/** The cards in a server page's element tree (the items of its card lists), without rendering it. */
function cardsIn(node: ReactNode): { href: string; title: string }[] {
  if (Array.isArray(node)) return node.flatMap(cardsIn);
  if (!isValidElement<{ children?: ReactNode; items?: { href: string; title: string }[] }>(node)) return [];
  const { items, children } = node.props;
  return [...(items ?? []).map(({ href, title }) => ({ href, title })), ...cardsIn(children)];
}

describe("a blog post's help articles", () => {
  it("links to the help articles the post names, in the storefront's language, under the storefront's address", async () => {
    const page = await BlogPostPage({ params: Promise.resolve({ region: "de", locale: "de", slug: "dielines-and-bleed" }) });
    const cards = cardsIn(page);
    expect(cards.map((card) => card.href)).toEqual(
      ["bleed-and-safe-zone", "downloading-a-dieline", "dielines-mailer-boxes", "preparing-print-files"].map((slug) => regionPath(REGIONS.de, `/help/${slug}`)),
    );
    expect(cards[0]!.title).toMatch(/Beschnitt/);
  });
});
