import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/content/content.module.css";
import { CardList, ContentPage } from "@/components/content/ContentPage";
import { JsonLd } from "@/components/seo/JsonLd";
import { contentMetadata } from "@/components/seo/metadata";
import { helpArticleJsonLd } from "@/components/seo/structured-data";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath, regionUrl, siteConfigFromEnv } from "@/regions/urls";
import { contentRoute } from "@/server/content/pages";
import { contentFor } from "@/server/content/service";

type Params = StorefrontParams & { slug: string };
type PageProps = { params: Promise<Params> };

export const revalidate = 3600;

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await contentFor({ locale: "en-US", region: { id: "eu" } }).helpArticles()).map((article) => ({ slug: article.slug }));
}

async function load(params: Params) {
  const route = contentRoute(params);
  const article = route ? await route.content.helpArticle(params.slug) : null;
  return route && article ? { ...route, article } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = await load(await params);
  return loaded ? contentMetadata(loaded.storefront, loaded.article, `/help/${loaded.article.slug}`) : {};
}

/** /help/{slug}: one help article, under its topic. */
export default async function Page({ params }: PageProps) {
  const loaded = await load(await params);
  if (!loaded) notFound();
  const { region, locale } = loaded.storefront;
  setRequestLocale(locale);
  const [categories, related, t, help] = await Promise.all([
    loaded.content.helpCategories(),
    loaded.content.relatedHelp(loaded.article.slug),
    getTranslations("Pages.help"),
    getTranslations("Help"),
  ]);
  const { article } = loaded;
  return (
    <>
      <JsonLd data={helpArticleJsonLd(article, { url: regionUrl(region, `/help/${article.slug}`, siteConfigFromEnv()), inLanguage: locale })} />
      <ContentPage
        page={loaded.article}
        before={
          <p className={styles.crumbs}>
            <a href={regionPath(region, "/help")}>{t("backToHelp")}</a> ›{" "}
            <a href={regionPath(region, `/help/categories/${loaded.article.category}`)}>{categories[loaded.article.category].name}</a>
          </p>
        }
      >
        {related.length > 0 ? (
          <section aria-labelledby="related-articles">
            <h2 id="related-articles">{help("related")}</h2>
            <CardList level={3} items={related.map((other) => ({ href: regionPath(region, `/help/${other.slug}`), title: other.heading, text: other.lead }))} />
          </section>
        ) : null}
        <p className={styles.crumbs}>
          <a href={regionPath(region, "/contact")}>{t("contactUs")}</a>
        </p>
      </ContentPage>
    </>
  );
}
