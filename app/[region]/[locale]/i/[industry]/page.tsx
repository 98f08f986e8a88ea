import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import styles from "@/components/content/content.module.css";
import { ContentPage } from "@/components/content/ContentPage";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import { contentMetadata } from "@/components/seo/metadata";
import { contentRoute } from "@/server/content/pages";
import { INDUSTRY_SLUGS, type IndustrySlug } from "@/server/content/schema";

type Params = StorefrontParams & { industry: string };
type PageProps = { params: Promise<Params> };

export const revalidate = 3600;

export function generateStaticParams(): { industry: string }[] {
  return INDUSTRY_SLUGS.map((industry) => ({ industry }));
}

function load(params: Params) {
  const route = contentRoute(params);
  const industry = (INDUSTRY_SLUGS as readonly string[]).includes(params.industry) ? (params.industry as IndustrySlug) : null;
  return route && industry ? { ...route, industry } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = load(await params);
  return loaded ? contentMetadata(loaded.storefront, await loaded.content.industry(loaded.industry), `/i/${loaded.industry}`) : {};
}

/** /i/{industry}: packaging advice for one industry. */
export default async function Page({ params }: PageProps) {
  const loaded = load(await params);
  if (!loaded) notFound();
  setRequestLocale(loaded.storefront.locale);
  const [page, index] = await Promise.all([loaded.content.industry(loaded.industry), loaded.content.page("industries")]);
  return (
    <ContentPage
      page={page}
      before={
        <p className={styles.crumbs}>
          <a href={regionPath(loaded.storefront.region, "/i")}>{index.heading}</a>
        </p>
      }
    />
  );
}
