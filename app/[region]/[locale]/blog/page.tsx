import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BlogIndex } from "@/components/content/BlogIndex";
import { FormsIsland } from "@/components/content/FormsIsland";
import { NewsletterForm } from "@/components/content/NewsletterForm";
import type { StorefrontParams } from "@/regions/storefront";
import { blogPage, blogPageCount } from "@/server/content/blog";
import { contentMetadata } from "@/components/seo/metadata";
import { contentRoute } from "@/server/content/pages";

type PageProps = { params: Promise<StorefrontParams> };

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const route = contentRoute(await params);
  return route ? contentMetadata(route.storefront, await route.content.page("blog"), "/blog") : {};
}

/** /blog: the newest posts; older ones on /blog/page/2 and on. */
export default async function Page({ params }: PageProps) {
  const route = contentRoute(await params);
  if (!route) notFound();
  const { region, locale } = route.storefront;
  setRequestLocale(locale);
  const posts = await route.content.blogPosts();
  return (
    <BlogIndex
      intro={await route.content.page("blog")}
      posts={blogPage(posts, 1) ?? []}
      page={1}
      pages={blogPageCount(posts.length)}
      region={region}
      locale={locale}
    >
      <FormsIsland namespace="Newsletter">
        <NewsletterForm locale={locale} />
      </FormsIsland>
    </BlogIndex>
  );
}
