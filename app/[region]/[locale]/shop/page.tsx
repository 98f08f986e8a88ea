import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/content/content.module.css";
import { ContentPage } from "@/components/content/ContentPage";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import { contentMetadata } from "@/components/seo/metadata";
import { contentRoute } from "@/server/content/pages";

type PageProps = { params: Promise<StorefrontParams> };

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const route = contentRoute(await params);
  return route ? contentMetadata(route.storefront, await route.content.page("shop"), "/shop") : {};
}

/** /shop: how ordering works, leading to the catalogue, sample packs and quotes. */
export default async function Page({ params }: PageProps) {
  const route = contentRoute(await params);
  if (!route) notFound();
  const { region, locale } = route.storefront;
  setRequestLocale(locale);
  const t = await getTranslations("Pages.shop");
  return (
    <ContentPage page={await route.content.page("shop")}>
      <ul className={styles.links}>
        <li>
          <a href={regionPath(region, "/products")}>{t("allProducts")}</a>
        </li>
        <li>
          <a href={regionPath(region, "/sample-packs")}>{t("samplePacks")}</a>
        </li>
        <li>
          <a href={regionPath(region, "/quote")}>{t("quote")}</a>
        </li>
      </ul>
    </ContentPage>
  );
}
