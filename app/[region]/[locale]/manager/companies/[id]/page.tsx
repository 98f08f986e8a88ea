import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ManagerIsland, managerStorefront, managerStorefronts } from "@/components/manager/ManagerIsland";
import { CompanyPriceListsPage } from "@/components/price-lists/CompanyPriceListsPage";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { offerCatalogue } from "@/server/offers/catalogue";

/** /manager/companies/{id}: a company's negotiated price lists (ADR 0056). */

type RouteProps = { params: Promise<StorefrontParams & { id: string }> };

/** No company is known at build time; each shell is rendered on its first visit and kept, as it holds no company data. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "PriceLists.meta" });
  return { title: `${t("company")} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
}

export default async function Page({ params }: RouteProps) {
  const [, { id }] = await Promise.all([managerStorefront(params), params]);
  if (!/^[1-9]\d{0,15}$/.test(id)) notFound();
  return (
    <ManagerIsland>
      <CompanyPriceListsPage companyId={Number(id)} storefronts={managerStorefronts()} catalogue={await offerCatalogue()} />
    </ManagerIsland>
  );
}
