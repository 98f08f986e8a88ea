import type { ReactNode } from "react";
import styles from "./shared.module.css";

export interface EmptyStateProps {
  id: string;
  title: string;
  body: string;
  /** 1 where the empty state is all the page has (an empty checkout), so its title is the page's. */
  level?: 1 | 2;
  /** The way to begin: links or buttons. */
  children: ReactNode;
}

/** A list with nothing in it yet: what would be there, and the way to begin (the children). */
export function EmptyState({ id, title, body, level = 2, children }: EmptyStateProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className={`${styles.section} ${styles.empty}`} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <p>{body}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
