import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { ContentPage } from "@/components/content/ContentPage";
import type { StorefrontParams } from "@/regions/storefront";
import { contentMetadata } from "@/components/seo/metadata";
import { legalPage } from "@/server/content/legal";
import { contentRoute } from "@/server/content/pages";

type PageProps = { params: Promise<StorefrontParams> };

/** Text from content/{locale}/pages/terms.json with the configured seller (server/content/legal.ts); rebuilt in the background at most hourly. */
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const route = contentRoute(await params);
  return route ? contentMetadata(route.storefront, await legalPage(route.content, "terms", route.storefront.locale), "/terms") : {};
}

export default async function Page({ params }: PageProps) {
  const route = contentRoute(await params);
  if (!route) notFound();
  setRequestLocale(route.storefront.locale);
  return <ContentPage page={await legalPage(route.content, "terms", route.storefront.locale)} />;
}
