import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/content/content.module.css";
import { CardList } from "@/components/content/ContentPage";
import { HelpSearchForm } from "@/components/content/HelpSearchForm";
import shared from "@/components/ui/shared.module.css";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import { contentMetadata } from "@/components/seo/metadata";
import { contentRoute } from "@/server/content/pages";

type PageProps = { params: Promise<StorefrontParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function queryOf(searchParams: PageProps["searchParams"]): Promise<string> {
  const q = (await searchParams).q;
  return (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 200) ?? "";
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const route = contentRoute(await params);
  if (!route) return {};
  const t = await getTranslations({ locale: route.storefront.locale, namespace: "Pages.help" });
  // Result pages are for visitors, not for search engines' indexes.
  return contentMetadata(route.storefront, { title: t("searchTitle"), description: t("searchDescription") }, "/help/search", { noindex: true });
}

/** /help/search?q=: help articles of this language holding every word of the query, rendered on the server. */
export default async function Page({ params, searchParams }: PageProps) {
  const route = contentRoute(await params);
  if (!route) notFound();
  const { region, locale } = route.storefront;
  setRequestLocale(locale);
  const query = await queryOf(searchParams);
  const [results, t] = await Promise.all([route.content.searchHelp(query), getTranslations("Pages.help")]);
  return (
    <article className={`${shared.page} ${styles.article}`}>
      <p className={styles.crumbs}>
        <a href={regionPath(region, "/help")}>{t("backToHelp")}</a>
      </p>
      <h1 className={styles.heading}>{query ? t("resultsFor", { query }) : t("searchTitle")}</h1>
      <HelpSearchForm region={region} query={query} />
      {!query ? <p>{t("emptyQuery")}</p> : results.length === 0 ? <p>{t("noResults", { query })}</p> : null}
      <CardList items={results.map((article) => ({ href: regionPath(region, `/help/${article.slug}`), title: article.heading, text: article.lead }))} />
    </article>
  );
}
