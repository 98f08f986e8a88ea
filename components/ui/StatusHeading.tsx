import type { ReactNode } from "react";
import { Badge } from "./Badge";
import styles from "./shared.module.css";

export interface StatusHeadingProps {
  /** The heading's id, for the section it names. */
  id?: string;
  title: ReactNode;
  /** The state in a word, and its tone (see Badge). */
  state: ReactNode;
  tone?: string | null;
  /** 3 for a part of a section (an order's payment within its status). */
  level?: 2 | 3;
}

/** A section's heading with where its subject stands beside it, wrapping on narrow screens. */
export function StatusHeading({ id, title, state, tone, level = 2 }: StatusHeadingProps) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <div className={styles.header}>
      <Heading id={id} className={level === 3 ? styles.subheading : undefined}>
        {title}
      </Heading>
      <Badge tone={tone}>{state}</Badge>
    </div>
  );
}
