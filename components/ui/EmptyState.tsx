import type { ReactNode } from "react";
import styles from "./shared.module.css";

/** A list with nothing in it yet: what would be there, and the way to begin (the children). */
export function EmptyState({ id, title, body, children }: { id: string; title: string; body: string; children: ReactNode }) {
  return (
    <section className={`${styles.section} ${styles.empty}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{body}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
