import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { productNamesOf, type ProductNames } from "@/components/account/boxes/sku";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";
import { alternatesFor, siteConfigFromEnv } from "@/regions/urls";

/**
 * The quote pages' server side: their titles, the storefront of the route, and
 * the wrapper that hands their client islands the quote messages. /quote is a
 * public page with its heading and intro in the HTML; the thanks page, the list
 * and a request's details are the same shell for everyone, filled in the browser.
 */

export type QuotePageProps = { params: Promise<StorefrontParams> };
export type QuoteRequestRouteProps = { params: Promise<StorefrontParams & { qrNumber: string }> };

export async function quoteStorefront(params: Promise<StorefrontParams>): Promise<Storefront> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  return storefront;
}

/** /quote is for search engines too: its title, description and the storefronts' alternates. */
export async function quoteFormMetadata({ params }: QuotePageProps): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "Quotes.meta" });
  return {
    title: `${t("title")} | ${storefront.region.pageTitle}`,
    description: t("description"),
    alternates: alternatesFor(storefront.region, "/quote", siteConfigFromEnv()),
  };
}

/** The request number of a route, as the buyer typed or followed it. */
export function quoteNumberParam(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return value ?? "";
  }
}

/** Titles of the personal quote pages; one buyer's requests are nobody else's business, so search engines skip them. */
export function personalQuoteMetadata(key: "success" | "list" | "request") {
  return async function generateMetadata({ params }: { params: Promise<StorefrontParams & { qrNumber?: string }> }): Promise<Metadata> {
    const values = await params;
    const storefront = storefrontFromParams(values);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Quotes.meta" });
    const title = key === "request" ? t("request", { number: quoteNumberParam(values.qrNumber) }) : t(key);
    return { title: `${title} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
  };
}

/** Product type names in the page's language, so a request shows its product without the whole catalogue's texts. */
export async function quoteProductNames(): Promise<ProductNames> {
  return productNamesOf(((await getMessages()) as Messages).Products);
}

/** The client islands with the quote messages; what they show until they run in the browser is `fallback`. */
export async function QuotesIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Quotes"])}>
      {/* The islands read their query (?mode=, ?number=) in the browser, so they are not part of the prerendered HTML. */}
      <Suspense fallback={fallback}>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
