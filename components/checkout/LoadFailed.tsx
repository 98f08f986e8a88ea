"use client";

import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/fields";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import styles from "./checkout.module.css";

/** The checkout or payment page when its order could not be loaded, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("Checkout");
  return (
    <div className={`${shared.page} ${styles.page}`}>
      <FormMessage error={t("errors.generic")} />
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t("retry")}</Button>
      </div>
    </div>
  );
}
