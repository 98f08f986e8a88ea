import type { ReactNode } from "react";
import styles from "./shared.module.css";

/**
 * A state in a word, coloured by its tone: "good" (done or fine), "wait"
 * (waiting on someone) or "bad" (gone wrong); any other tone is plain.
 */
export function Badge({ tone, children }: { tone?: string | null; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone ?? undefined}>
      {children}
    </span>
  );
}
