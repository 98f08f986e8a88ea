import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { plusAlternates, plusStorefront } from "@/components/plus/availability";
import { PlusCatalogue } from "@/components/plus/PlusCatalogue";
import { PlusIsland, plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";
import { MyCompanyPrices } from "@/components/price-lists/MyCompanyPrices";
import { PLUS_PATHS } from "@/components/plus/paths";
import { siteConfigFromEnv } from "@/regions/urls";
import { productSummaries } from "@/server/catalog/pages";
import { priceDisplayFor } from "@/server/pricing/tax";

/** /plus/catalogue: the storefront's products for business buyers, server-rendered for search engines. */

/** Prices move; the page is rebuilt in the background at most hourly, like the catalogue pages. */
export const revalidate = 3600;

export async function generateMetadata({ params }: PlusPageProps): Promise<Metadata> {
  const storefront = plusStorefront(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "Plus.meta" });
  return {
    title: `${t("catalogue")} | ${storefront.region.pageTitle}`,
    description: t("catalogueDescription"),
    alternates: plusAlternates(storefront.region, PLUS_PATHS.catalogue, siteConfigFromEnv()),
  };
}

export default async function Page({ params }: PlusPageProps) {
  const { region } = await plusPageStorefront(params);
  // Prerendered with list prices for everyone; a member's negotiated prices come in the browser (ADR 0056).
  return (
    <PlusCatalogue
      region={region}
      products={productSummaries(region)}
      priceDisplay={priceDisplayFor(region)}
      companyPrices={
        <PlusIsland>
          <MyCompanyPrices formatter={{ ...region.currencyFormatter }} />
        </PlusIsland>
      }
    />
  );
}
