import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { priceFormatterOf } from "@/lib/money/format";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { LINE_WORDS_NAMESPACES } from "@/components/orders/line-words-namespaces";
import { ALL_REGIONS } from "@/regions";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import type { Formatters } from "./words";

/**
 * The order pages are shells, the same for every visitor; the orders are the
 * visitor's own and are fetched in the browser. This wraps their island with the
 * account and order messages, the catalogue's words (a line's options and a sample
 * pack's samples are named with them), and gives it every storefront's money format, since
 * an account may hold orders from several storefronts.
 */

export type OrderPageParams = Promise<StorefrontParams & { orderNumber?: string; orderId?: string }>;

/**
 * Each storefront's currency as this page's locale writes it: the page's own storefront
 * in its own language as its region file says, any other (an order from another
 * storefront, a language chosen with ?locale=) the page locale's way, so an order's
 * amounts agree with the quantities and dates beside them.
 */
export function storefrontFormatters(locale: Locale): Formatters {
  return Object.fromEntries(ALL_REGIONS.map((region) => [region.id, priceFormatterOf(region, locale)]));
}

/** The order number of a route, as the shopper typed it. */
export function orderNumberParam(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return value ?? "";
  }
}

/** Titles in the visitor's language; one person's orders are nobody else's business, so search engines skip them. */
export function ordersMetadata(key: "list" | "order") {
  return async function generateMetadata({ params }: { params: OrderPageParams }): Promise<Metadata> {
    const values = await params;
    const storefront = storefrontFromParams(values);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Orders.meta" });
    const title = key === "list" ? t("list") : t("order", { number: orderNumberParam(values.orderNumber ?? values.orderId) });
    return { title: `${title} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
  };
}

export async function OrdersIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Account", "Approval", "PaymentSummary", ...LINE_WORDS_NAMESPACES])}>
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
