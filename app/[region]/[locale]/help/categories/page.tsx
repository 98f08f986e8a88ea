import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/content/content.module.css";
import { HelpSearchForm } from "@/components/content/HelpSearchForm";
import shared from "@/components/ui/shared.module.css";
import { contentMetadata } from "@/components/seo/metadata";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import { contentRoute } from "@/server/content/pages";
import { HELP_CATEGORIES } from "@/server/content/schema";

type PageProps = { params: Promise<StorefrontParams> };

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const route = contentRoute(await params);
  if (!route) return {};
  const t = await getTranslations({ locale: route.storefront.locale, namespace: "Help" });
  return contentMetadata(route.storefront, { title: t("topicsTitle"), description: t("topicsDescription") }, "/help/categories");
}

/** /help/categories: every topic of the help centre with the titles of all its articles, one page to scan. */
export default async function Page({ params }: PageProps) {
  const route = contentRoute(await params);
  if (!route) notFound();
  const { region, locale } = route.storefront;
  setRequestLocale(locale);
  const [categories, articles, t, help] = await Promise.all([
    route.content.helpCategories(),
    route.content.helpArticles(),
    getTranslations("Pages.help"),
    getTranslations("Help"),
  ]);
  const topics = HELP_CATEGORIES.map((category) => ({ category, articles: articles.filter((article) => article.category === category) })).filter(
    (topic) => topic.articles.length > 0,
  );
  return (
    <article className={`${shared.page} ${styles.article}`}>
      <p className={styles.crumbs}>
        <a href={regionPath(region, "/help")}>{t("backToHelp")}</a>
      </p>
      <h1 className={styles.heading}>{help("topicsTitle")}</h1>
      <HelpSearchForm region={region} />
      {topics.map(({ category, articles: inTopic }) => (
        <section key={category} className={styles.section} aria-labelledby={`topic-${category}`}>
          <h2 id={`topic-${category}`}>
            <a href={regionPath(region, `/help/categories/${category}`)}>{categories[category].name}</a>
          </h2>
          <p>{categories[category].description}</p>
          <ul>
            {inTopic.map((article) => (
              <li key={article.slug}>
                <a href={regionPath(region, `/help/${article.slug}`)}>{article.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
