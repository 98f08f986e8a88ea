import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { CardList, ContentPage } from "@/components/content/ContentPage";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import { contentMetadata } from "@/components/seo/metadata";
import { contentRoute } from "@/server/content/pages";
import { INDUSTRY_SLUGS } from "@/server/content/schema";

type PageProps = { params: Promise<StorefrontParams> };

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const route = contentRoute(await params);
  return route ? contentMetadata(route.storefront, await route.content.page("industries"), "/i") : {};
}

/** /i: the industries we make packaging for, each with its own page. */
export default async function Page({ params }: PageProps) {
  const route = contentRoute(await params);
  if (!route) notFound();
  setRequestLocale(route.storefront.locale);
  const industries = await Promise.all(INDUSTRY_SLUGS.map(async (slug) => ({ slug, page: await route.content.industry(slug) })));
  return (
    <ContentPage page={await route.content.page("industries")}>
      <CardList
        items={industries.map(({ slug, page }) => ({ href: regionPath(route.storefront.region, `/i/${slug}`), title: page.heading, text: page.lead }))}
      />
    </ContentPage>
  );
}
