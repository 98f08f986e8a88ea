import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { productNamesOf, type ProductNames } from "@/components/account/boxes/sku";
import type { Messages } from "@/lib/i18n/messages";
import { pickMessages } from "@/lib/i18n/pick";
import type { Storefront, StorefrontParams } from "@/regions/storefront";
import { plusStorefront } from "./availability";
import { PLUS_NAMESPACES } from "./namespaces";

/**
 * The dashboard's pages are shells, the same for every visitor; the buyer's
 * items, quotes and orders are fetched in the browser. This wraps their island
 * with the dashboard's messages (and the order pages' words it reuses).
 */

export type PlusRouteParams = StorefrontParams & { token?: string; orderNumber?: string };
export type PlusPageProps = { params: Promise<PlusRouteParams> };

/** The page's storefront; the layout has already answered 404 where there is no plus area. */
export async function plusPageStorefront(params: PlusPageProps["params"]): Promise<Storefront> {
  const storefront = plusStorefront(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  return storefront;
}

/** A route parameter as the shopper typed it. */
export function routeParam(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return value ?? "";
  }
}

type MetaKey = Exclude<keyof Messages["Plus"]["meta"], "catalogueDescription" | "order">;

/** Titles in the visitor's language; a buyer's dashboard is nobody else's business, so search engines skip it. */
export function plusMetadata(key: MetaKey | "order") {
  return async function generateMetadata({ params }: PlusPageProps): Promise<Metadata> {
    const values = await params;
    const storefront = plusStorefront(values);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Plus.meta" });
    const title = key === "order" ? t("order", { number: routeParam(values.orderNumber) }) : t(key);
    return { title: `${title} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
  };
}

/** Product type names in the page's language, without the catalogue's descriptions. */
export async function productNames(): Promise<ProductNames> {
  return productNamesOf(((await getMessages()) as Messages).Products);
}

export async function PlusIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, PLUS_NAMESPACES)}>
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
