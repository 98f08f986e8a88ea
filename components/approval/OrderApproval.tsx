"use client";

import { useTranslations } from "next-intl";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Link } from "@/components/ui/Link";
import shared from "@/components/ui/shared.module.css";
import type { FilesetStatus, QaState } from "@/lib/b2b/states";
import styles from "./approval.module.css";

export interface OrderApprovalProps {
  qaState?: QaState | null;
  /** The fileset the buyer was last asked about. */
  approval?: { uuid: string; status: FilesetStatus } | null;
}

/**
 * Where an order's design approval stands, for its buyer: the production files'
 * state, and the way to the files while they wait for the buyer's answer.
 * Orders that never went through approval show nothing.
 */
export function OrderApproval({ qaState, approval }: OrderApprovalProps) {
  const t = useTranslations("Approval");
  const path = useRegionPath();
  if (!qaState && !approval) return null;
  const [status, words] = qaState ? [qaState, t(`qa.${qaState}`)] : [approval!.status, t(`status.${approval!.status}`)];
  return (
    <div className={styles.orderLine}>
      <div className={`${shared.header} ${styles.orderLineHeader}`}>
        <h3 className={shared.subheading}>{t("orderLine.title")}</h3>
        <span className={styles.badge} data-status={status}>
          {words}
        </span>
      </div>
      {approval?.status === "pending" ? (
        <Link href={path(`/approval/${encodeURIComponent(approval.uuid)}`)} variant="primary">
          {t("orderLine.review")}
        </Link>
      ) : null}
    </div>
  );
}
