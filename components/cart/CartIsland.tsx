import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";

/**
 * The cart, cross-sell and bundles pages are the same HTML for every visitor; the
 * visitor's cart is fetched in the browser. This wraps their client islands with
 * the messages they read, and gives them titles in the visitor's language.
 */

export type CartPageParams = { params: Promise<StorefrontParams> };

export async function cartStorefront(params: CartPageParams["params"]): Promise<Storefront> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  return storefront;
}

type MetaKey = keyof Messages["Cart"]["meta"];

/** A visitor's cart is nobody else's business: kept out of search results. */
export function cartMetadata(key: MetaKey) {
  return async function generateMetadata({ params }: CartPageParams): Promise<Metadata> {
    const storefront = storefrontFromParams(await params);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Cart.meta" });
    return { title: `${t(key)} | ${storefront.region.pageTitle}`, robots: { index: false, follow: true } };
  };
}

/** Option labels, length units and the company-price note are needed only where lines are shown. */
type ExtraNamespace = "Catalog" | "Units" | "PriceLists";

export async function CartIsland({ children, with: extra = [] }: { children: ReactNode; with?: readonly ExtraNamespace[] }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Cart", "Trust", ...extra])}>{children}</NextIntlClientProvider>;
}
