import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { LINE_WORDS_NAMESPACES } from "@/components/orders/line-words-namespaces";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";

/**
 * /offer/{token}/review is a shell, the same for every offer; the offer is the
 * buyer's own and is fetched in the browser. This wraps its island with the
 * page's messages.
 */

export type OfferPageParams = Promise<StorefrontParams & { token: string }>;

/** The offer's token as its link carries it. */
export function offerTokenParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The title in the visitor's language; an offer is its buyer's business, so search engines skip it. */
export async function offerMetadata({ params }: { params: OfferPageParams }): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "Offer.meta" });
  return { title: `${t("title")} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
}

export async function OfferIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Offer", ...LINE_WORDS_NAMESPACES])}>
      {/* The island reads ?preview= in the browser. */}
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
