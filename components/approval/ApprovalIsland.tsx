import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";

/**
 * /approval/{uuid} is a shell, the same for every fileset; the files are the
 * buyer's order's and are fetched in the browser. This wraps its island with
 * the page's messages.
 */

export type ApprovalPageParams = Promise<StorefrontParams & { uuid: string }>;

/** The fileset's uuid as its link carries it. */
export function filesetUuidParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The title in the visitor's language; an order's files are its buyer's business, so search engines skip them. */
export async function approvalMetadata({ params }: { params: ApprovalPageParams }): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "Approval.meta" });
  return { title: `${t("title")} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
}

export async function ApprovalIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  // The mailed link's code is read from the query string in the browser, so the shell stays the same for every visit.
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Approval"])}>
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
