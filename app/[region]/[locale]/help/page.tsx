import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/content/content.module.css";
import { CardList, ContentPage } from "@/components/content/ContentPage";
import { HelpSearchForm } from "@/components/content/HelpSearchForm";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import { contentMetadata } from "@/components/seo/metadata";
import { contentRoute } from "@/server/content/pages";
import { HELP_CATEGORIES } from "@/server/content/schema";

type PageProps = { params: Promise<StorefrontParams> };

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const route = contentRoute(await params);
  return route ? contentMetadata(route.storefront, await route.content.page("help"), "/help") : {};
}

/** /help: the help centre, its search and its topics with their articles. */
export default async function Page({ params }: PageProps) {
  const route = contentRoute(await params);
  if (!route) notFound();
  const { region, locale } = route.storefront;
  setRequestLocale(locale);
  const [page, categories, articles, t, help] = await Promise.all([
    route.content.page("help"),
    route.content.helpCategories(),
    route.content.helpArticles(),
    getTranslations("Pages.help"),
    getTranslations("Help"),
  ]);
  const { sections, ...intro } = page;
  // A topic shows once this language has an article in it (a language being translated has the first seven).
  const topics = HELP_CATEGORIES.map((category) => ({ category, count: articles.filter((article) => article.category === category).length })).filter(
    (topic) => topic.count > 0,
  );
  return (
    <ContentPage page={{ ...intro, sections: [] }}>
      <HelpSearchForm region={region} />
      <h2>{t("topics")}</h2>
      <CardList
        level={3}
        items={topics.map(({ category, count }) => ({
          href: regionPath(region, `/help/categories/${category}`),
          title: categories[category].name,
          text: categories[category].description,
          meta: t("articleCount", { count }),
        }))}
      />
      <p>
        <a href={regionPath(region, "/help/categories")}>{help("allTopics")}</a>
      </p>
      {sections.map((section, index) => section.paragraphs.map((paragraph) => <p key={`${index}${paragraph}`}>{paragraph}</p>))}
      <p className={styles.crumbs}>
        <a href={regionPath(region, "/contact")}>{t("contactUs")}</a>
      </p>
    </ContentPage>
  );
}
