import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import layout from "@/components/ui/layout.module.css";
import { CategoryNav } from "@/components/catalog/CategoryNav";
import { ProductGrid } from "@/components/catalog/ProductGrid";
import styles from "@/components/catalog/catalog.module.css";
import { pageMetadata } from "@/components/seo/metadata";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { productSummaries } from "@/server/catalog/pages";

type PageProps = { params: Promise<StorefrontParams> };

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "ProductPage" });
  return pageMetadata({ storefront, path: "/products", title: t("allProductsTitle"), description: t("allProductsLead") });
}

/** Product select: every product sold in the region, with its lowest price. */
export default async function ProductSelectPage({ params }: PageProps) {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  const t = await getTranslations("ProductPage");
  return (
    <div className={styles.page}>
      <h1 className={layout.pageTitle}>{t("allProductsTitle")}</h1>
      <p className={layout.lead}>{t("allProductsLead")}</p>
      <CategoryNav region={storefront.region} />
      <ProductGrid products={productSummaries(storefront.region)} region={storefront.region} formatter={storefront.region.currencyFormatter} />
    </div>
  );
}
