"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/AppProviders";
import shared from "@/components/ui/shared.module.css";
import styles from "../account.module.css";
import { AccountShell } from "./AccountShell";

/**
 * /account/support-reforestation. Trees come from the sustainability extra on
 * orders, which the order work adds; until then the page says how to get some.
 */
export function ReforestationPage() {
  const t = useTranslations("Account");
  const path = useRegionPath();
  return (
    <AccountShell section="reforestation" title={t("reforestation.title")}>
      {() => (
        <section className={shared.section}>
          <p>{t("reforestation.body")}</p>
          <p className={styles.aside}>{t("reforestation.empty")}</p>
          <div className={shared.actions}>
            <Link href={path("/products")} variant="primary">
              {t("reforestation.browse")}
            </Link>
          </div>
        </section>
      )}
    </AccountShell>
  );
}
