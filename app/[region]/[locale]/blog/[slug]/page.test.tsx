import { describe, expect, it, vi } from "vitest";
import { serializeJsonLd } from "@/components/seo/JsonLd";
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
