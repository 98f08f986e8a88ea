import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import layout from "@/components/ui/layout.module.css";
import { CategoryNav } from "@/components/catalog/CategoryNav";
import { ProductGrid } from "@/components/catalog/ProductGrid";
import { ProductImage } from "@/components/catalog/ProductImage";
import styles from "@/components/catalog/catalog.module.css";
import { JsonLd } from "@/components/seo/JsonLd";
import { pageMetadata } from "@/components/seo/metadata";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { CATEGORY_SLUGS, type CategorySlug } from "@/lib/catalog/constants";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import { categoryPicture } from "@/server/catalog/home";
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
  const { storefront, category } = loaded;
  const t = await getTranslations({ locale: storefront.locale, namespace: "Catalog.categories" });
  return pageMetadata({ storefront, path: `/categories/${category}`, title: t(`${category}.name`), description: t(`${category}.description`) });
}

export default async function CategoryPage({ params }: PageProps) {
  const loaded = load(await params);
  if (!loaded) notFound();
  const { storefront, category } = loaded;
  setRequestLocale(storefront.locale);
  const t = await getTranslations("Catalog.categories");
  const tPage = await getTranslations("ProductPage");
  const site = siteConfigFromEnv();
  const { region } = storefront;
  const picture = categoryPicture(region, category);
  const crumbs = [
    { name: tPage("breadcrumbHome"), url: regionUrl(region, "/", site) },
    { name: tPage("allProducts"), url: regionUrl(region, "/products", site) },
    { name: t(`${category}.name`), url: regionUrl(region, `/categories/${category}`, site) },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.listingHead}>
        <div>
          <h1 className={layout.pageTitle}>{t(`${category}.name`)}</h1>
          <p className={layout.lead}>{t(`${category}.description`)}</p>
        </div>
        {picture ? (
          <div className={styles.listingPicture}>
            <ProductImage slug={picture} view="closed" sizes="(max-width: 767px) 8rem, 14rem" alt="" className={styles.listingImage} />
          </div>
        ) : null}
      </header>
      <CategoryNav region={storefront.region} current={category} />
      <ProductGrid products={productSummaries(storefront.region, category)} region={storefront.region} formatter={storefront.region.currencyFormatter} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </div>
  );
}
