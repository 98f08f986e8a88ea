"use client";

import { useTranslations } from "next-intl";
import { AccountShell, type AccountSection } from "@/components/account/pages/AccountShell";
import { BoxesSection } from "./BoxesSection";
import type { EditorUrls } from "./DesignCard";
import styles from "./boxes.module.css";
import type { ProductNames } from "./sku";

const SECTION: AccountSection = "boxes";

/** /account/boxes: the account's saved box designs. */
export function BoxesPage({ editorUrls, productNames }: { editorUrls: EditorUrls; productNames: ProductNames }) {
  const t = useTranslations("AccountBoxes");
  return (
    <AccountShell section={SECTION} title={t("title")}>
      {(user) => (
        <>
          <p className={styles.intro}>{t("intro")}</p>
          <BoxesSection userId={user.id} editorUrls={editorUrls} productNames={productNames} />
        </>
      )}
    </AccountShell>
  );
}
