import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { pickMessages } from "@/lib/i18n/pick";
import { ALL_REGIONS } from "@/regions";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";
import { MANAGER_NAMESPACES } from "./namespaces";
import type { ManagerStorefront, ProductNames } from "./setup";

/**
 * The manager console's pages are shells, the same for every visitor: whether
 * the visitor is an order manager, and all the data, is known only in the
 * browser. This wraps their island with the console's messages.
 */

export type ManagerPageParams = Promise<StorefrontParams & { id?: string; number?: string }>;

export async function managerStorefront(params: Promise<StorefrontParams>): Promise<Storefront> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  return storefront;
}

type MetaKey = keyof Messages["Manager"]["meta"];

/** Titles in the manager's language; none of these pages belongs in search results. */
export function managerMetadata(key: MetaKey, param?: "id" | "number") {
  return async function generateMetadata({ params }: { params: ManagerPageParams }): Promise<Metadata> {
    const values = await params;
    const storefront = storefrontFromParams(values);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Manager.meta" });
    const title = t(key, { number: param ? routeParam(values[param]) : "" });
    return { title: `${title} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
  };
}

/** A route segment as it was typed (an order number, a request's number). */
export function routeParam(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return value ?? "";
  }
}

/** Every storefront an offer can be made for, with its currency and money format. */
export function managerStorefronts(): ManagerStorefront[] {
  return ALL_REGIONS.map((region) => ({
    id: region.id,
    name: region.pageTitle,
    currency: region.currency,
    formatter: { ...region.currencyFormatter },
    locale: region.locale,
  }));
}

/** Product type names in the page's language, for requests that name a product. */
export async function productNames(): Promise<ProductNames> {
  const products = ((await getMessages()) as Messages).Products;
  return Object.fromEntries(Object.entries(products).map(([slug, product]) => [slug, product.name]));
}

export async function ManagerIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, MANAGER_NAMESPACES)}>
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
