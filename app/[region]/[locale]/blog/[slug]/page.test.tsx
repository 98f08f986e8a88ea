import { describe, expect, it, vi } from "vitest";
import { serializeJsonLd } from "@/components/seo/JsonLd";
import { jsonLdIn } from "@/test/json-ld";
import BlogPostPage from "./page";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    setRequestLocale: () => undefined,
    getMessages: async () => messages,
    getTranslations: async (namespace?: string) => createTranslator({ locale: "de-DE", messages, namespace: namespace as never }),
  };
});
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("not found");
  },
}));

describe("a blog post's structured data", () => {
  it("is an Article with the post's heading, description, day of publication, address and language", async () => {
    const page = await BlogPostPage({ params: Promise.resolve({ region: "de", locale: "de", slug: "dielines-and-bleed" }) });
    const [article, ...others] = jsonLdIn(page);
    expect(others).toEqual([]);
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Stanzkontur, Beschnitt und Sicherheitsabstand erklärt",
      description: expect.stringMatching(/^Was eine Stanzkontur ist/),
      datePublished: "2025-03-04",
      inLanguage: "de-DE",
      publisher: { "@type": "Organization", name: "Boxwright" },
    });
    expect((article as { url: string }).url).toMatch(/^https?:\/\/[^/]+.*\/blog\/dielines-and-bleed$/);
    expect(serializeJsonLd(article)).not.toContain("<");
  });
});
