"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ManagerShell, retryServerErrors } from "@/components/manager/ManagerShell";
import styles from "@/components/manager/manager.module.css";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { ListTable } from "@/components/ui/ListTable";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { listCompanies } from "./api";
import { COMPANIES_KEY } from "./keys";

/** /manager/companies: the company accounts a manager can give negotiated prices, each leading to its price lists. */
export function CompaniesPage() {
  const t = useTranslations("PriceLists.companies");
  return (
    <ManagerShell section="companies" title={t("title")}>
      {() => <Companies />}
    </ManagerShell>
  );
}

function Companies() {
  const t = useTranslations("PriceLists.companies");
  const retry = useTranslations("Manager")("retry");
  const api = useApi();
  const path = useRegionPath();
  const companies = useQuery({ queryKey: COMPANIES_KEY, queryFn: () => listCompanies(api), retry: retryServerErrors });
  if (companies.isPending) return <Loader label={t("loading")} />;
  if (companies.isError) return <LoadFailed message={t("failed")} retryLabel={retry} onRetry={() => void companies.refetch()} />;
  return (
    <>
      <p className={shared.muted}>{t("lead")}</p>
      {companies.data.length === 0 ? (
        <p className={shared.muted}>{t("empty")}</p>
      ) : (
        <ListTable
          className={styles.table}
          caption={t("caption")}
          rows={companies.data}
          rowKey={(company) => company.id}
          rowTestId="company-row"
          columns={[
            { label: t("name"), cell: (company) => <Link href={path(`/manager/companies/${company.id}`)}>{company.name}</Link> },
            { label: t("vatId"), cell: (company) => company.vat_id ?? "" },
            { label: t("country"), cell: (company) => company.country_iso },
            { label: t("currency"), cell: (company) => company.currency },
            { label: t("members"), amount: true, cell: (company) => company.members_count },
          ]}
        />
      )}
    </>
  );
}
