import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import { CardList, ContentPage, type ContentText } from "./ContentPage";
import styles from "./content.module.css";
import { formatDate } from "@/lib/dates/format";

export interface BlogCard {
  slug: string;
  title: string;
  lead: string;
  published: string;
}

/** A post's day (YYYY-MM-DD) with its year, the same day wherever it is read. */
export function formatPublished(published: string, locale: string): string {
  return formatDate(published, "longDate", locale);
}

export function blogPagePath(page: number): string {
  return page === 1 ? "/blog" : `/blog/page/${page}`;
}

/** One page of the blog's index: the blog's own text, its posts and links to the pages either side. */
export async function BlogIndex({ intro, posts, page, pages, region, locale, children }: { intro: ContentText; posts: BlogCard[]; page: number; pages: number; region: Region; locale: string; children?: ReactNode }) {
  const t = await getTranslations("Pages.blog");
  return (
    <ContentPage page={intro}>
      <CardList
        items={posts.map((post) => ({
          href: regionPath(region, `/blog/${post.slug}`),
          title: post.title,
          text: post.lead,
          meta: t("published", { date: formatPublished(post.published, locale) }),
        }))}
      />
      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={t("pagination")}>
          {page > 1 ? <a href={regionPath(region, blogPagePath(page - 1))} rel="prev">{t("newer")}</a> : <span />}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <a href={regionPath(region, blogPagePath(page + 1))} rel="next">{t("older")}</a> : <span />}
        </nav>
      ) : null}
      {children}
    </ContentPage>
  );
}
