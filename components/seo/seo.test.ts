import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { storefrontFromParams } from "@/regions/storefront";
import { siteConfigFromEnv } from "@/regions/urls";
import { serializeJsonLd } from "./JsonLd";
import { contentMetadata, openGraphLocale, pageMetadata } from "./metadata";
import { articleJsonLd, breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "./structured-data";

const production = siteConfigFromEnv({ SITE_HOSTS: "production" });
const german = storefrontFromParams({ region: "de", locale: "de" })!;
const austrian = storefrontFromParams({ region: "at", locale: "de" })!;

describe("JSON-LD serialization", () => {
  it("cannot end the script element early, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script>", text: "a\u2028b\u2029c <!-- d" };
    const json = serializeJsonLd(data);
    expect(json).not.toContain("<");
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe("Portuguese, served by the EU storefront", () => {
  const portuguese = storefrontFromParams({ region: "eu", locale: "pt" })!;
  const metadata = pageMetadata({ storefront: portuguese, path: "/products", title: "Todos os produtos", description: "Tudo.", site: production });

  it("is its own page: canonical with ?locale=pt, not the English page", () => {
    expect(metadata.alternates?.canonical).toBe("https://boxwright.com/products?locale=pt");
    expect(metadata.openGraph).toMatchObject({ url: "https://boxwright.com/products?locale=pt", locale: "pt_PT" });
  });

  it("is announced as pt-PT beside every region, from every page that the EU storefront has", () => {
    const languages = metadata.alternates?.languages as Record<string, string>;
    expect(languages["pt-PT"]).toBe("https://boxwright.com/products?locale=pt");
    expect(languages.en).toBe("https://boxwright.com/products");
    const inGerman = pageMetadata({ storefront: german, path: "/products", title: "Alle Produkte", description: "Alles.", site: production });
    expect((inGerman.alternates?.languages as Record<string, string>)["pt-PT"]).toBe("https://boxwright.com/products?locale=pt");
    expect(inGerman.alternates?.canonical).toBe("https://boxwright.de/products");
  });

  it("is not announced where the EU storefront does not have the page", () => {
    const some = pageMetadata({ storefront: german, path: "/products/x", title: "X", description: "X", regions: [REGIONS.de, REGIONS.at], site: production });
    expect(Object.keys(some.alternates?.languages ?? {})).not.toContain("pt-PT");
  });
});

describe("page metadata", () => {
  const metadata = pageMetadata({ storefront: german, path: "/products", title: "Alle Produkte", description: "Alles.", site: production });

  it("names the storefront in the title and repeats title and description in the cards", () => {
    expect(metadata.title).toBe("Alle Produkte | Boxwright DE");
    expect(metadata.description).toBe("Alles.");
    expect(metadata.openGraph).toMatchObject({
      title: metadata.title,
      description: "Alles.",
      url: "https://boxwright.de/products",
      locale: "de_DE",
      siteName: "Boxwright",
    });
    expect(metadata.twitter).toMatchObject({ card: "summary", title: metadata.title, description: "Alles." });
  });

  it("gives an absolute canonical and hreflang for every region plus x-default", () => {
    expect(metadata.alternates?.canonical).toBe("https://boxwright.de/products");
    const languages = metadata.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages)).toHaveLength(17); // 15 regions, pt-PT on the EU storefront, x-default
    expect(languages["x-default"]).toBe("https://boxwright.com/products");
    expect(languages["nl-NL"]).toBe("https://boxwright.com/nl-nl/products");
    expect(languages["pl-PL"]).toBe("https://boxwright.pl/products");
    expect(Object.values(languages).every((url) => url.startsWith("https://"))).toBe(true);
  });

  it("lists only the regions that have the page, and x-default only when the default region has it", () => {
    const some = pageMetadata({ storefront: german, path: "/products/x", title: "X", description: "X", regions: [REGIONS.de, REGIONS.at], site: production });
    expect(Object.keys(some.alternates?.languages ?? {}).sort()).toEqual(["de-AT", "de-DE"]);
  });

  it("keeps pages of one visitor out of search results", () => {
    const cart = pageMetadata({ storefront: german, path: "/cart", title: "Warenkorb", description: "Ihr Warenkorb.", noindex: true, site: production });
    expect(cart.robots).toEqual({ index: false, follow: true });
    expect(cart.alternates).toEqual({ canonical: "https://boxwright.de/cart" });
  });

  it("shows a share image as a large card", () => {
    const image = { url: "https://boxwright.de/products/x/share-image", width: 1200, height: 630, alt: "X" };
    const withImage = pageMetadata({ storefront: german, path: "/products/x", title: "X", description: "X", image, site: production });
    expect(withImage.openGraph?.images).toEqual([image]);
    expect(withImage.twitter).toMatchObject({ card: "summary_large_image", images: [{ url: image.url, alt: "X" }] });
  });

  it("names the Open Graph locale after the region when the page is in its language", () => {
    expect(openGraphLocale(austrian)).toBe("de_AT");
    expect(openGraphLocale(storefrontFromParams({ region: "eu", locale: "en" })!)).toBe("en_GB"); // the EU storefront writes British English
    expect(openGraphLocale(storefrontFromParams({ region: "de", locale: "fr" })!)).toBe("fr_FR");
  });
});

describe("content page metadata", () => {
  it("is the page builder's, with the page's own title and description", () => {
    const page = { title: "Impressum", description: "Wer den Shop betreibt." };
    expect(contentMetadata(german, page, "/imprint", { site: production })).toEqual(
      pageMetadata({ storefront: german, path: "/imprint", title: page.title, description: page.description, site: production }),
    );
  });

  it("marks a blog post as an article with its publication date", () => {
    const post = contentMetadata(german, { title: "Neu", description: "Neu." }, "/blog/neu", {
      type: "article",
      publishedTime: "2026-03-01",
      site: production,
    });
    expect(post.openGraph).toMatchObject({ type: "article", publishedTime: "2026-03-01", siteName: "Boxwright", url: "https://boxwright.de/blog/neu" });
    expect(contentMetadata(german, { title: "Hilfe", description: "Hilfe." }, "/help", { site: production }).openGraph).not.toHaveProperty("publishedTime");
  });
});

describe("structured data", () => {
  it("gives a product's offer in the region's currency as a decimal price", () => {
    const product = productJsonLd({
      name: "Box",
      description: "A box",
      sku: "b-1",
      image: "https://x/b.svg",
      url: "https://x/b",
      currency: "PLN",
      price: 1234,
      minQuantity: 30,
    });
    expect(product.offers).toMatchObject({ "@type": "Offer", priceCurrency: "PLN", price: "12.34", eligibleQuantity: { minValue: 30 } });
  });

  it("numbers breadcrumbs from 1", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", url: "https://x/" },
      { name: "Box", url: "https://x/b" },
    ]);
    expect(list.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, "Home", "https://x/"],
      [2, "Box", "https://x/b"],
    ]);
  });

  it("builds articles and question pages", () => {
    const article = articleJsonLd({ headline: "H", description: "D", url: "https://x/a", inLanguage: "de-DE", datePublished: "2026-01-02" });
    expect(article).toMatchObject({ "@type": "Article", dateModified: "2026-01-02", author: { "@type": "Organization", name: "Boxwright" } });
    const faq = faqPageJsonLd([{ question: "Q?", answer: "A." }]);
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
  });
});
