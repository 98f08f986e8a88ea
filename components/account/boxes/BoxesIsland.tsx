import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import type { AccountPageProps } from "@/components/account/AccountIsland";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { storefrontFromParams } from "@/regions/storefront";
import { productNamesOf, type ProductNames } from "./sku";

/**
 * /account/boxes is a shell, the same for every visitor; the designs are the
 * visitor's own and are fetched in the browser. This wraps its island with the
 * account's and the page's messages.
 */

/** The title in the visitor's language; someone's designs are nobody else's business, so search engines skip them. */
export async function boxesMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "AccountBoxes.meta" });
  return { title: `${t("title")} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
}

/** Product type names in the page's language, so a design shows which box it is for without the whole catalogue's texts. */
export async function productNames(): Promise<ProductNames> {
  return productNamesOf(((await getMessages()) as Messages).Products);
}

export async function BoxesIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Account", "AccountBoxes", "Units"])}>
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}
