import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { plusStorefront } from "@/components/plus/availability";
import type { PlusPageProps } from "@/components/plus/PlusIsland";
import type { Messages } from "@/lib/i18n/messages";
import { pickMessages } from "@/lib/i18n/pick";
import { COMPANY_NAMESPACES } from "./namespaces";

/** The company pages' island: the dashboard's words and the company's own (`Company`). */
export async function CompanyIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, COMPANY_NAMESPACES)}>
      <Suspense>{children}</Suspense>
    </NextIntlClientProvider>
  );
}

/** Titles in the visitor's language; a company's pages are nobody else's business, so search engines skip them. */
export function companyMetadata(key: keyof Messages["Company"]["meta"]) {
  return async function generateMetadata({ params }: PlusPageProps): Promise<Metadata> {
    const storefront = plusStorefront(await params);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Company.meta" });
    return { title: `${t(key)} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
  };
}
