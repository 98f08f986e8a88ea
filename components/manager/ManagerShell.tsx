"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { SectionNav } from "@/components/ui/SectionNav";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import { currentManager, type Manager } from "./api";
import { MANAGER_KEY } from "./keys";
import styles from "./manager.module.css";

export type ManagerSection = "inbox" | "offers" | "orders" | "companies";

const SECTIONS: readonly { key: ManagerSection; path: string }[] = [
  { key: "inbox", path: "/manager/quote_requests" },
  { key: "offers", path: "/manager/offers" },
  { key: "orders", path: "/manager/orders" },
  { key: "companies", path: "/manager/companies" },
];

/** A refusal is an answer, not a failure worth asking again; a server error is retried once. */
export const retryServerErrors = (failures: number, error: unknown) => failures < 1 && !(error instanceof ApiError && error.status < 500);

/**
 * Every console page starts here: the visitor is asked for as a manager first,
 * and only a manager's page makes its data calls (its children are not rendered
 * before). The API checks every call anyway; this keeps everybody else from a
 * page of errors and tells them where they are.
 */
export function ManagerShell({ section, title, children }: { section: ManagerSection; title: ReactNode; children: (manager: Manager) => ReactNode }) {
  const t = useTranslations("Manager");
  // The companies' price lists keep their words in their own namespace (ADR 0056).
  const companies = useTranslations("PriceLists")("nav");
  const api = useApi();
  const path = useRegionPath();
  const manager = useQuery({ queryKey: MANAGER_KEY, queryFn: () => currentManager(api), retry: retryServerErrors, staleTime: Infinity });

  if (manager.isPending)
    return (
      <div className={`${shared.page} ${styles.page}`}>
        <Loader label={t("gate.checking")} />
      </div>
    );
  if (manager.isError)
    return (
      <div className={`${shared.page} ${styles.page}`}>
        <LoadFailed message={t("gate.failed")} retryLabel={t("retry")} onRetry={() => void manager.refetch()} />
      </div>
    );
  if (manager.data === null) return <Refusal signInPath={path("/sign_in")} />;

  return (
    <div className={`${shared.page} ${styles.page}`}>
      <SectionNav
        className={styles.nav}
        label={t("nav.label")}
        links={SECTIONS.map((entry) => ({ key: entry.key, href: path(entry.path), label: entry.key === "companies" ? companies : t(`nav.${entry.key}`) }))}
        current={section}
      >
        <p className={styles.signedIn}>{t("nav.signedIn", { name: manager.data.name })}</p>
      </SectionNav>
      <h1>{title}</h1>
      {children(manager.data)}
    </div>
  );
}

/** What a visitor who is not an order manager sees: where they are, and the way to sign in as one. */
function Refusal({ signInPath }: { signInPath: string }) {
  const t = useTranslations("Manager.gate");
  // Only rendered in the browser, once the API has answered: the way back is the address the visitor is at.
  const back = typeof window === "undefined" ? null : `${window.location.pathname}${window.location.search}`;
  const href = back ? `${signInPath}?redirect=${encodeURIComponent(back)}` : signInPath;
  return (
    <div className={`${shared.page} ${styles.page}`}>
      <section className={`${shared.section} ${styles.section}`} aria-labelledby="manager-refusal">
        <h1 id="manager-refusal">{t("title")}</h1>
        <p>{t("body")}</p>
        <div className={shared.actions}>
          <Link href={href} variant="primary">
            {t("signIn")}
          </Link>
        </div>
      </section>
    </div>
  );
}
