import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ManagerIsland, managerStorefront, type ManagerPageParams } from "@/components/manager/ManagerIsland";
import { CompaniesPage } from "@/components/price-lists/CompaniesPage";
import { storefrontFromParams } from "@/regions/storefront";

/** /manager/companies: the company accounts a manager gives negotiated price lists (ADR 0056). */

export async function generateMetadata({ params }: { params: ManagerPageParams }): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "PriceLists.meta" });
  return { title: `${t("companies")} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
}

export default async function Page({ params }: { params: ManagerPageParams }) {
  await managerStorefront(params);
  return (
    <ManagerIsland>
      <CompaniesPage />
    </ManagerIsland>
  );
}
