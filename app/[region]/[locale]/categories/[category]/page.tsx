import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CategoryNav } from "@/components/catalog/CategoryNav";
import { ProductGrid } from "@/components/catalog/ProductGrid";
import styles from "@/components/catalog/catalog.module.css";
import { CATEGORY_SLUGS, type CategorySlug } from "@/lib/catalog/constants";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { alternatesFor, siteConfigFromEnv } from "@/regions/urls";
import { productSummaries } from "@/server/catalog/pages";

type Params = StorefrontParams & { category: string };
type PageProps = { params: Promise<Params> };

export const revalidate = 3600;

export function generateStaticParams(): { category: string }[] {
  return CATEGORY_SLUGS.map((category) => ({ category }));
}

function load(params: Params) {
  const storefront = storefrontFromParams(params);
  const category = (CATEGORY_SLUGS as readonly string[]).includes(params.category) ? (params.category as CategorySlug) : null;
  return storefront && category ? { storefront, category } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = load(await params);
  if (!loaded) return {};
  const t = await getTranslations({ locale: loaded.storefront.locale, namespace: "Catalog.categories" });
  return {
    title: `${t(`${loaded.category}.name`)} | ${loaded.storefront.region.pageTitle}`,
    description: t(`${loaded.category}.description`),
    alternates: alternatesFor(loaded.storefront.region, `/categories/${loaded.category}`, siteConfigFromEnv()),
  };
}

export default async function CategoryPage({ params }: PageProps) {
  const loaded = load(await params);
  if (!loaded) notFound();
  const { storefront, category } = loaded;
  setRequestLocale(storefront.locale);
  const t = await getTranslations("Catalog.categories");
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t(`${category}.name`)}</h1>
      <p className={styles.lead}>{t(`${category}.description`)}</p>
      <CategoryNav region={storefront.region} current={category} />
      <ProductGrid products={productSummaries(storefront.region, category)} region={storefront.region} formatter={storefront.region.currencyFormatter} />
    </div>
  );
}
