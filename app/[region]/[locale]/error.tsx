"use client";

import { HomeLink } from "@/components/layout/HomeLink";
import { useLayoutWords } from "@/components/providers/words";
import { Button } from "@/components/ui/Button";
import styles from "./home.module.css";

/**
 * The 500 page: a page that failed while rendering shows this inside the
 * storefront's layout, in the visitor's language (ErrorPage is among the
 * words the layout gives every page, components/providers/words).
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useLayoutWords().words.ErrorPage;
  return (
    <section className={styles.notFound}>
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p className={styles.errorActions}>
        <Button variant="secondary" onClick={reset}>
          {t.retry}
        </Button>
        <HomeLink variant="primary">{t.home}</HomeLink>
      </p>
    </section>
  );
}
