"use client";

import { useTranslations } from "next-intl";
import { HomeLink } from "@/components/layout/HomeLink";
import { Button } from "@/components/ui/Button";
import styles from "./home.module.css";

/**
 * The 500 page: a page that failed while rendering shows this inside the
 * storefront's layout, in the visitor's language (ErrorPage is among the
 * messages every page sends to the browser).
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  return (
    <section className={styles.notFound}>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <p className={styles.errorActions}>
        <Button variant="secondary" onClick={reset}>
          {t("retry")}
        </Button>
        <HomeLink variant="primary">{t("home")}</HomeLink>
      </p>
    </section>
  );
}
