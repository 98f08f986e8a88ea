"use client";

import { useTranslations } from "next-intl";
import { useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Link } from "@/components/ui/Link";
import { PLUS_PATHS } from "./paths";
import styles from "./plus.module.css";

/**
 * /plus/success's first words: the page is the same for every visitor, so only the
 * browser knows who reads it. A signed-in buyer is thanked and told the dashboard
 * is ready; anyone else is told what Plus is and how to get to it, not promised a
 * dashboard they do not have.
 */
export function WelcomeLead() {
  const t = useTranslations("Plus.success");
  const path = useRegionPath();
  const { status } = useSession();
  if (status === "signed-in") return <p className={styles.lead}>{t("lead")}</p>;
  return (
    <p className={styles.lead} data-testid="plus-welcome-visitor">
      {status === "loading" ? "" : t("leadVisitor")}{" "}
      {status === "anonymous" ? <Link href={`${path("/sign_in")}?redirect=${encodeURIComponent(path(PLUS_PATHS.items))}`}>{t("signIn")}</Link> : null}
    </p>
  );
}
