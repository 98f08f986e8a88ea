import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { formatPublished } from "@/components/content/BlogIndex";
import styles from "@/components/content/content.module.css";
import { CardList, ContentPage } from "@/components/content/ContentPage";
import { FormsIsland } from "@/components/content/FormsIsland";
import { NewsletterForm } from "@/components/content/NewsletterForm";
import { JsonLd } from "@/components/seo/JsonLd";
import { contentMetadata } from "@/components/seo/metadata";
import { blogPostJsonLd } from "@/components/seo/structured-data";
import type { StorefrontParams } from "@/regions/storefront";
import { regionPath, regionUrl, siteConfigFromEnv } from "@/regions/urls";
import { contentRoute } from "@/server/content/pages";
import { contentFor } from "@/server/content/service";

type Params = StorefrontParams & { slug: string };
type PageProps = { params: Promise<Params> };

export const revalidate = 3600;

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await contentFor({ locale: "en-US", region: { id: "eu" } }).blogPosts()).map((post) => ({ slug: post.slug }));
}

async function load(params: Params) {
  const route = contentRoute(params);
  const post = route ? await route.content.blogPost(params.slug) : null;
  return route && post ? { ...route, post } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = await load(await params);
  return loaded ? contentMetadata(loaded.storefront, loaded.post, `/blog/${loaded.post.slug}`, { type: "article", publishedTime: loaded.post.published }) : {};
}

/** /blog/{slug}: one post. */
export default async function Page({ params }: PageProps) {
  const loaded = await load(await params);
  if (!loaded) notFound();
  const { region, locale } = loaded.storefront;
  setRequestLocale(locale);
  const [t, help, helpArticles] = await Promise.all([getTranslations("Pages.blog"), getTranslations("Help"), loaded.content.blogHelp(loaded.post.slug)]);
  const { post } = loaded;
  return (
    <>
      <JsonLd data={blogPostJsonLd(post, { url: regionUrl(region, `/blog/${post.slug}`, siteConfigFromEnv()), inLanguage: locale })} />
      <ContentPage
        page={loaded.post}
        before={
          <p className={styles.crumbs}>
            <a href={regionPath(region, "/blog")}>{t("allPosts")}</a> ·{" "}
            <time dateTime={loaded.post.published}>{t("published", { date: formatPublished(loaded.post.published, locale) })}</time>
          </p>
        }
      >
        {helpArticles.length > 0 ? (
          <section aria-labelledby="related-articles">
            <h2 id="related-articles">{help("related")}</h2>
            <CardList
              level={3}
              items={helpArticles.map((other) => ({ href: regionPath(region, `/help/${other.slug}`), title: other.heading, text: other.lead }))}
            />
          </section>
        ) : null}
        <FormsIsland namespace="Newsletter">
          <NewsletterForm locale={locale} />
        </FormsIsland>
      </ContentPage>
    </>
  );
}
