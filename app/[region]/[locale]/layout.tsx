import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConsentBannerPreview } from "@/components/consent/ConsentBannerPreview";
import { ConsentModeDefault } from "@/components/consent/ConsentModeDefault";
import { ConsentOverlay } from "@/components/consent/ConsentOverlay";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { AnalyticsBootstrap } from "@/components/providers/AnalyticsBootstrap";
import { RegionProvider } from "@/components/providers/region";
import { SessionStart } from "@/components/providers/SessionStart";
import { LayoutWordsProvider } from "@/components/providers/words";
import { RegionMigrationModal } from "@/components/region-migration/RegionMigrationModal";
import { analyticsConfigFromEnv } from "@/lib/analytics/config";
import { loadMessages } from "@/lib/i18n/messages";
import { LAYOUT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { defaultStorefrontParams, storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { pathPrefixOf, siteConfigFromEnv } from "@/regions/urls";
import { fontVariables } from "@/components/fonts/inter";
import "../../globals.css";

/** What every page has unless it says more: the icon, and the shop's description in the visitor's language. */
export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  const icons = { icon: "/build/shared-images/favicon.svg" };
  if (!storefront) return { icons };
  const t = await getTranslations({ locale: storefront.locale, namespace: "Meta" });
  return { icons, description: t("description") };
}

/** Each region in its own language is built ahead; a language chosen with ?locale= renders on first use. */
export function generateStaticParams(): StorefrontParams[] {
  return defaultStorefrontParams();
}

export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<StorefrontParams> }) {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  const site = siteConfigFromEnv();
  const [messages, english, czech] = await Promise.all([loadMessages(storefront.locale), loadMessages("en-US"), loadMessages("cs-CZ")]);

  return (
    // The head's consent script may mark <html> before hydration (ConsentBannerPreview).
    <html lang={storefront.htmlLang} data-region={storefront.region.id} className={fontVariables} suppressHydrationWarning>
      <head>
        <ConsentModeDefault />
      </head>
      <body>
        <LayoutWordsProvider locale={storefront.locale} words={pickMessages(messages, LAYOUT_NAMESPACES)}>
          <RegionProvider regionId={storefront.region.id} pathPrefix={pathPrefixOf(storefront.region)}>
            <AnalyticsBootstrap config={analyticsConfigFromEnv()} regionId={storefront.region.id} country={storefront.region.countryCode} />
            <SessionStart />
            <Header storefront={storefront} site={site} />
            <main id="content">{children}</main>
            <Footer storefront={storefront} />
            <RegionMigrationModal english={english.RegionMigration} czech={czech.RegionMigration} closeLabel={english.Modal.close} />
            <ConsentBannerPreview words={messages.Consent} />
            <ConsentOverlay />
          </RegionProvider>
        </LayoutWordsProvider>
      </body>
    </html>
  );
}
