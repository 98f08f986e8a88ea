"use client";

import { useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { freshDesignAddress } from "./opening";
import styles from "./shell.module.css";

/**
 * Said when the editor opened the draft the shopper left for this product line
 * rather than a new blank one: when it was last changed, and the way to a new
 * design for the same line when that is what they came for.
 */
export function DraftNotice({ updatedAt, configuration }: { updatedAt: string; configuration: LineConfiguration }) {
  const t = useTranslations("Editor.drafts");
  const locale = useLocale();
  const date = formatDate(updatedAt, "detailedFormat", locale);
  const href = typeof window === "undefined" ? "" : freshDesignAddress(window.location, configuration);
  return (
    <p className={styles.draftNotice} role="status" data-testid="draft-notice">
      <span>{t("resumed", { date })}</span> <a href={href}>{t("startNew")}</a>
    </p>
  );
}
