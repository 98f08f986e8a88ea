"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PlusAccess, useDashboardLinks } from "@/components/plus/PlusShell";
import styles from "@/components/plus/plus.module.css";
import { PageShell } from "@/components/ui/PageShell";
import { SectionNav } from "@/components/ui/SectionNav";
import type { CurrentUser } from "@/lib/session/types";

export type CompanySection = "company" | "approvals";

/** A company page in the plus dashboard: the dashboard's navigation (the company's sections among them), for a signed-in plus buyer. */
export function CompanyShell({
  section,
  title,
  here,
  children,
}: {
  section: CompanySection;
  title: string;
  here: string;
  children: (user: CurrentUser) => ReactNode;
}) {
  const plus = useTranslations("Plus");
  return (
    <PageShell
      title={title}
      eyebrow={<p className={styles.brand}>{plus("brand")}</p>}
      nav={<SectionNav label={plus("nav.label")} links={useDashboardLinks()} current={section} />}
    >
      <PlusAccess here={here}>{children}</PlusAccess>
    </PageShell>
  );
}
