import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";

/**
 * Account and auth pages are the same HTML for every visitor (so they are built
 * ahead and cached); the visitor's data is fetched in the browser. This wraps
 * their client island with the account messages.
 */

export type AccountPageProps = { params: Promise<StorefrontParams> };

export async function accountStorefront(params: AccountPageProps["params"]): Promise<Storefront> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  return storefront;
}

type MetaKey = keyof Messages["Account"]["meta"];

/** Titles in the visitor's language; kept out of search results. */
export function accountMetadata(key: MetaKey) {
  return async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
    const storefront = storefrontFromParams(await params);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Account.meta" });
    return { title: `${t(key)} | ${storefront.region.pageTitle}`, robots: { index: false, follow: true } };
  };
}

export async function AccountIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Account"])}>
      {/* The pages read their query (tokens, redirect) in the browser. */}
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
