import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BlogIndex } from "@/components/content/BlogIndex";
import { FormsIsland } from "@/components/content/FormsIsland";
import { NewsletterForm } from "@/components/content/NewsletterForm";
import type { StorefrontParams } from "@/regions/storefront";
import { blogPage, blogPageCount } from "@/server/content/blog";
import { contentMetadata } from "@/components/seo/metadata";
import { contentRoute } from "@/server/content/pages";
import { contentFor } from "@/server/content/service";

type Params = StorefrontParams & { page: string };
type PageProps = { params: Promise<Params> };

export const revalidate = 3600;

/** Pages 2 and on (page 1 is /blog itself); every language has the same posts. */
export async function generateStaticParams(): Promise<{ page: string }[]> {
  const posts = await contentFor({ locale: "en-US", region: { id: "eu" } }).blogPosts();
  return Array.from({ length: blogPageCount(posts.length) - 1 }, (_, index) => ({ page: String(index + 2) }));
}

async function load(params: Params) {
  const route = contentRoute(params);
  if (!route || !/^[2-9]\d*$/.test(params.page)) return null;
  const page = Number(params.page);
  const all = await route.content.blogPosts();
  const posts = blogPage(all, page);
  return posts ? { ...route, page, posts, pages: blogPageCount(all.length) } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = await load(await params);
  if (!loaded) return {};
  const [intro, t] = await Promise.all([loaded.content.page("blog"), getTranslations({ locale: loaded.storefront.locale, namespace: "Pages.blog" })]);
  return contentMetadata(loaded.storefront, { title: t("pageTitle", { page: loaded.page }), description: intro.description }, `/blog/page/${loaded.page}`);
}

export default async function Page({ params }: PageProps) {
  const loaded = await load(await params);
  if (!loaded) notFound();
  const { region, locale } = loaded.storefront;
  setRequestLocale(locale);
  return (
    <BlogIndex intro={await loaded.content.page("blog")} posts={loaded.posts} page={loaded.page} pages={loaded.pages} region={region} locale={locale}>
      <FormsIsland namespace="Newsletter">
        <NewsletterForm locale={locale} />
      </FormsIsland>
    </BlogIndex>
  );
}
