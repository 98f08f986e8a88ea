import styles from "./shared.module.css";

/** A form-level result: an error is announced at once, a confirmation politely. */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (notice)
    return (
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    );
  return null;
}
