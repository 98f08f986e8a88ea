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
import { HELP_CATEGORIES, type HelpCategory } from "@/server/content/schema";

type Params = StorefrontParams & { category: string };
type PageProps = { params: Promise<Params> };

export const revalidate = 3600;

export function generateStaticParams(): { category: string }[] {
  return HELP_CATEGORIES.map((category) => ({ category }));
}

async function load(params: Params) {
  const route = contentRoute(params);
  if (!route || !(HELP_CATEGORIES as readonly string[]).includes(params.category)) return null;
  const category = params.category as HelpCategory;
  const [categories, articles] = await Promise.all([route.content.helpCategories(), route.content.helpArticles()]);
  const inCategory = articles.filter((article) => article.category === category);
  // A topic this language has no article in yet is not a page of its own.
  return inCategory.length > 0 ? { ...route, category, info: categories[category], articles: inCategory } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = await load(await params);
  if (!loaded) return {};
  const help = await loaded.content.page("help");
  return contentMetadata(
    loaded.storefront,
    { title: `${loaded.info.name} | ${help.title}`, description: `${loaded.info.description} ${help.description}` },
    `/help/categories/${loaded.category}`,
  );
}

/** /help/categories/{category}: the articles of one help topic. */
export default async function Page({ params }: PageProps) {
  const loaded = await load(await params);
  if (!loaded) notFound();
  const { region, locale } = loaded.storefront;
  setRequestLocale(locale);
  const t = await getTranslations("Pages.help");
  return (
    <article className={`${shared.page} ${styles.article}`}>
      <p className={styles.crumbs}>
        <a href={regionPath(region, "/help")}>{t("backToHelp")}</a>
      </p>
      <h1 className={styles.heading}>{loaded.info.name}</h1>
      <p className={styles.lead}>{loaded.info.description}</p>
      <HelpSearchForm region={region} />
      <CardList items={loaded.articles.map((article) => ({ href: regionPath(region, `/help/${article.slug}`), title: article.heading, text: article.lead }))} />
    </article>
  );
}
