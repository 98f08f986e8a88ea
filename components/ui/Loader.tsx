import styles from "./loader.module.css";

export type LoaderKind = "circular" | "vanilla";
export type LoaderColor = "blue" | "gray";

export interface LoaderProps {
  kind?: LoaderKind;
  color?: LoaderColor;
  /** What is loading, read by screen readers (the visible loader has no text). */
  label: string;
}

export function Loader({ kind = "circular", color = "blue", label }: LoaderProps) {
  return (
    <span role="status" aria-label={label} className={`${styles.loader} ${styles[color]}`} data-kind={kind} data-color={color}>
      {kind === "circular" ? (
        <span className={styles.circular} aria-hidden="true" />
      ) : (
        <span className={styles.vanilla} aria-hidden="true">
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
      )}
    </span>
  );
}
