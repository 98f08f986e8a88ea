import type { ContentText } from "@/components/content/ContentPage";
import type { Region } from "@/regions";
import { regionOrigin, regionUrl, type SiteConfig } from "@/regions/urls";
import { SITE_NAME } from "./metadata";

/**
 * schema.org objects for <JsonLd>: what each kind of page tells crawlers about
 * itself. Builders only; the page renders them with JsonLd, which escapes them.
 */

const CONTEXT = "https://schema.org";

/** Money in minor units as schema.org wants it: a decimal string (every shop currency has two decimals). */
export function schemaPrice(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

export function organizationJsonLd(region: Region, site: SiteConfig) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: SITE_NAME,
    url: regionUrl(region, "/", site),
    logo: `${regionOrigin(region, site)}/build/shared-images/favicon.svg`,
    sameAs: Object.values(region.externalLinks),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  sku: string;
  /** Absolute URLs. */
  image: string;
  url: string;
  currency: string;
  /** The lowest piece price, in minor units, as the region shows prices. */
  price: number;
  /** The smallest quantity sold at that price. */
  minQuantity: number;
}

export function productJsonLd(product: ProductFacts) {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: product.image,
    brand: { "@type": "Brand", name: SITE_NAME },
    url: product.url,
    offers: {
      "@type": "Offer",
      url: product.url,
      priceCurrency: product.currency,
      price: schemaPrice(product.price),
      eligibleQuantity: { "@type": "QuantitativeValue", minValue: product.minQuantity, unitCode: "C62" },
      availability: "https://schema.org/InStock",
    },
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  /** Absolute URL of the article. */
  url: string;
  /** BCP 47 language of the text ('de-DE'). */
  inLanguage: string;
  /** ISO 8601 dates; help articles carry none. */
  datePublished?: string;
  dateModified?: string;
  /** Absolute URL. */
  image?: string;
  /** A person's name; the shop itself when the article has no author. */
  author?: string;
}

/** A blog post or a help article. */
export function articleJsonLd(article: ArticleFacts) {
  const publisher = { "@type": "Organization", name: SITE_NAME };
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.inLanguage,
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified || article.datePublished ? { dateModified: article.dateModified ?? article.datePublished } : {}),
    ...(article.image ? { image: article.image } : {}),
    author: article.author ? { "@type": "Person", name: article.author } : publisher,
    publisher,
  };
}

export interface Question {
  question: string;
  /** Plain text or simple HTML, as shown on the page. */
  answer: string;
}

/** Questions answered on the page itself (a help category, the pro pages). */
export function faqPageJsonLd(questions: readonly Question[]) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: questions.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** Where a content page is and in which language, for its structured data. */
export interface ContentPlace {
  /** Absolute URL of the page. */
  url: string;
  /** BCP 47 language of the text ('de-DE'). */
  inLanguage: string;
}

/** A content page's text as the page shows it, in reading order, as plain text. */
function contentBody(page: ContentText): string {
  const sections = page.sections.map((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])].filter(Boolean).join("\n"));
  return [page.lead, ...sections].join("\n\n");
}

/** A blog post (/blog/{slug}): an Article dated the day it was published. */
export function blogPostJsonLd(post: ContentText & { description: string; published: string }, place: ContentPlace) {
  return articleJsonLd({ headline: post.heading, description: post.description, datePublished: post.published, ...place });
}

/**
 * A help article (/help/{slug}). Its heading is mostly the shopper's question
 * ("How long does delivery take?") and the article the answer: then it is a
 * FAQPage of that one question. A heading that asks nothing ("Ordering a sample
 * pack") makes it an Article. The heading decides per language, as the page reads.
 */
export function helpArticleJsonLd(article: ContentText & { description: string }, place: ContentPlace) {
  if (article.heading.trim().endsWith("?")) return faqPageJsonLd([{ question: article.heading, answer: contentBody(article) }]);
  return articleJsonLd({ headline: article.heading, description: article.description, ...place });
}
