"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useRegionPath } from "@/components/providers/AppProviders";
import { PlusAccess, useDashboardLinks } from "@/components/plus/PlusShell";
import styles from "@/components/plus/plus.module.css";
import { PageShell } from "@/components/ui/PageShell";
import { SectionNav } from "@/components/ui/SectionNav";
import type { CurrentUser } from "@/lib/session/types";
import { COMPANY_PATHS } from "./paths";

export type CompanySection = "company" | "approvals";

/** A company page in the plus dashboard: its navigation with the company's own sections, for a signed-in plus buyer. */
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
  const t = useTranslations("Company.nav");
  const path = useRegionPath();
  const links = [
    ...useDashboardLinks(),
    { key: "company", href: path(COMPANY_PATHS.company), label: t("company") },
    { key: "approvals", href: path(COMPANY_PATHS.approvals), label: t("approvals") },
  ];
  return (
    <PageShell
      title={title}
      eyebrow={<p className={styles.brand}>{plus("brand")}</p>}
      nav={<SectionNav label={plus("nav.label")} links={links} current={section} />}
    >
      <PlusAccess here={here}>{children}</PlusAccess>
    </PageShell>
  );
}
