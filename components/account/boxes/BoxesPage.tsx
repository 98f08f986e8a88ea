"use client";

import { useTranslations } from "next-intl";
import { AccountShell, type AccountSection } from "@/components/account/pages/AccountShell";
import { BoxesSection } from "./BoxesSection";
import styles from "./boxes.module.css";
import type { ProductNames } from "./sku";

const SECTION: AccountSection = "boxes";

/** /account/boxes: the account's saved box designs. */
export function BoxesPage({ editorUrl, productNames }: { editorUrl: string; productNames: ProductNames }) {
  const t = useTranslations("AccountBoxes");
  return (
    <AccountShell section={SECTION} title={t("title")}>
      {(user) => (
        <>
          <p className={styles.intro}>{t("intro")}</p>
          <BoxesSection userId={user.id} editorUrl={editorUrl} productNames={productNames} />
        </>
      )}
    </AccountShell>
  );
}
