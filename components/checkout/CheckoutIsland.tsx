import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { LINE_WORDS_NAMESPACES } from "@/components/orders/line-words-namespaces";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";

/**
 * The checkout and payment pages are one static shell per storefront and language;
 * the order is the visitor's own and is fetched in the browser. This wraps their
 * client island with the checkout messages.
 */

export type CheckoutPageParams = Promise<StorefrontParams>;

export async function checkoutStorefront(params: CheckoutPageParams): Promise<Storefront> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  return storefront;
}

type MetaKey = keyof Messages["Checkout"]["meta"];

/** Titles in the visitor's language; an order's pages are nobody else's business, so search engines skip them. */
export function checkoutMetadata(key: MetaKey) {
  return async function generateMetadata({ params }: { params: CheckoutPageParams }): Promise<Metadata> {
    const storefront = storefrontFromParams(await params);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Checkout.meta" });
    return { title: `${t(key)} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
  };
}

export async function CheckoutIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  // The line words include Units, which the quantities' roll, sheet and piece words come from too (ADR 0058).
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Checkout", "Trust", ...LINE_WORDS_NAMESPACES])}>
      {children}
    </NextIntlClientProvider>
  );
}
