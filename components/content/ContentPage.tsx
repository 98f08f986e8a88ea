import type { ReactNode } from "react";
import shared from "@/components/ui/shared.module.css";
import styles from "./content.module.css";

/** What a content file holds for display (server/content/schema.ts is the authority on its shape). */
export interface ContentSection {
  heading?: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}
export interface ContentText {
  heading: string;
  lead: string;
  notice?: string;
  sections: readonly ContentSection[];
}

/** The text of a content file: its heading, an optional notice, its lead and its sections. */
export function ContentPage({ page, before, children }: { page: ContentText; before?: ReactNode; children?: ReactNode }) {
  return (
    <article className={`${shared.page} ${styles.article}`}>
      {before}
      <h1 className={styles.heading}>{page.heading}</h1>
      {page.notice ? (
        <p className={styles.notice} role="note">
          {page.notice}
        </p>
      ) : null}
      <p className={styles.lead}>{page.lead}</p>
      <Sections sections={page.sections} />
      {children}
    </article>
  );
}

export function Sections({ sections }: { sections: readonly ContentSection[] }) {
  return sections.map((section, index) => (
    <section key={index} id={`section-${index + 1}`} className={styles.section}>
      {section.heading ? <h2>{section.heading}</h2> : null}
      {section.paragraphs.map((paragraph, p) => (
        <p key={p}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}

/** A list of linked cards: blog posts, help articles, industries, categories. */
export function CardList({ items, label, level = 2 }: { items: { href: string; title: string; text: string; meta?: string }[]; label?: string; level?: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((item) => (
        <li key={item.href} className={styles.card}>
          <Title className={styles.cardTitle}>
            <a href={item.href}>{item.title}</a>
          </Title>
          {item.meta ? <p className={styles.meta}>{item.meta}</p> : null}
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
