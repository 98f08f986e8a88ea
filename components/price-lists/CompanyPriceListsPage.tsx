"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ManagerShell, retryServerErrors } from "@/components/manager/ManagerShell";
import type { ManagerStorefront } from "@/components/manager/setup";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { FormMessage } from "@/components/ui/fields";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import type { OfferCatalogue } from "@/lib/b2b/offer-catalogue";
import { formatShopDay } from "@/lib/dates/shop-day";
import type { Locale } from "@/lib/i18n/locales";
import { formatMinorUnits } from "@/lib/money/format";
import { companyPriceLists, deletePriceList, listCompanies, type ManagedCompany, type NegotiatedPriceList } from "./api";
import { COMPANIES_KEY, companyPriceListsKey } from "./keys";
import { PriceListForm } from "./PriceListForm";
import styles from "./price-lists.module.css";

interface CompanyPriceListsPageProps {
  companyId: number;
  storefronts: readonly ManagerStorefront[];
  catalogue: OfferCatalogue;
}

/** /manager/companies/{id}: a company's negotiated price lists, made, changed and deleted here. */
export function CompanyPriceListsPage(props: CompanyPriceListsPageProps) {
  const t = useTranslations("PriceLists.company");
  return (
    <ManagerShell section="companies" title={t("title")}>
      {() => <CompanyPriceLists {...props} />}
    </ManagerShell>
  );
}

function CompanyPriceLists({ companyId, storefronts, catalogue }: CompanyPriceListsPageProps) {
  const t = useTranslations("PriceLists.company");
  const retry = useTranslations("Manager")("retry");
  const api = useApi();
  const path = useRegionPath();
  const companies = useQuery({ queryKey: COMPANIES_KEY, queryFn: () => listCompanies(api), retry: retryServerErrors });
  const lists = useQuery({ queryKey: companyPriceListsKey(companyId), queryFn: () => companyPriceLists(api, companyId), retry: retryServerErrors });
  const back = <Link href={path("/manager/companies")}>{t("back")}</Link>;

  if (companies.isPending || lists.isPending) return <Loader label={t("loading")} />;
  if (companies.isError || lists.isError)
    return (
      <LoadFailed
        message={t("failed")}
        retryLabel={retry}
        onRetry={() => {
          void companies.refetch();
          void lists.refetch();
        }}
      />
    );
  const company = companies.data.find((candidate) => candidate.id === companyId);
  const storefront = company && storefronts.find((candidate) => candidate.id === company.region);
  if (!company || !storefront)
    return (
      <>
        <p>{t("missing")}</p>
        <p>{back}</p>
      </>
    );
  return <Lists company={company} storefront={storefront} catalogue={catalogue} lists={lists.data} back={back} />;
}

function Lists({
  company,
  storefront,
  catalogue,
  lists,
  back,
}: {
  company: ManagedCompany;
  storefront: ManagerStorefront;
  catalogue: OfferCatalogue;
  lists: NegotiatedPriceList[];
  back: ReactNode;
}) {
  const t = useTranslations("PriceLists.company");
  const cancel = useTranslations("PriceLists.form")("cancel");
  const failed = useTranslations("PriceLists.errors")("failed");
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const [deleting, setDeleting] = useState<NegotiatedPriceList | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const day = (value: string) => formatShopDay(value, storefront.locale, "medium");
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyPriceListsKey(company.id) });

  return (
    <>
      <p>{back}</p>
      <h2>{company.name}</h2>
      <FormMessage notice={notice} />
      {lists.length === 0 ? <p className={shared.muted}>{t("empty")}</p> : null}
      <ul className={styles.lists} aria-label={t("title")}>
        {lists.map((list) => (
          <li key={list.id} className={shared.card} data-testid="price-list">
            <h3>{list.name}</h3>
            <p>
              {list.valid_to ? t("validity", { from: day(list.valid_from), to: day(list.valid_to) }) : t("openEnded", { from: day(list.valid_from) })} ·{" "}
              {t("entries", { count: list.entries.length })}
            </p>
            <EntrySummary list={list} catalogue={catalogue} storefront={storefront} />
            <div className={shared.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => {
                  setNotice(null);
                  setEditing(list.id);
                }}
              >
                {t("edit")}
              </Button>
              <Button
                size="small"
                variant="secondary"
                onClick={() => {
                  setNotice(null);
                  setDeleting(list);
                }}
              >
                {t("delete")}
              </Button>
            </div>
            {editing === list.id ? (
              <PriceListForm
                company={company}
                storefront={storefront}
                catalogue={catalogue}
                list={list}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  setNotice(t("saved"));
                  void refresh();
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <PriceListForm
          company={company}
          storefront={storefront}
          catalogue={catalogue}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t("saved"));
            void refresh();
          }}
        />
      ) : (
        <div className={shared.actions}>
          <Button
            onClick={() => {
              setNotice(null);
              setEditing("new");
            }}
          >
            {t("add")}
          </Button>
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t("delete")}
          question={t("deleteConfirm", { name: deleting.name })}
          confirmLabel={t("delete")}
          cancelLabel={cancel}
          errorText={() => failed}
          onClose={() => setDeleting(null)}
          action={async () => {
            await deletePriceList(api, deleting.id);
            setDeleting(null);
            setNotice(t("deleted"));
            await refresh();
          }}
        />
      ) : null}
    </>
  );
}

/** What a list prices, one line per entry: product, size, and its piece prices or discount. */
function EntrySummary({ list, catalogue, storefront }: { list: NegotiatedPriceList; catalogue: OfferCatalogue; storefront: ManagerStorefront }) {
  const t = useTranslations("PriceLists.mine");
  const locale = useLocale() as Locale;
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  if (list.entries.length === 0) return null;
  return (
    <ul className={shared.muted} data-testid="price-list-entries">
      {list.entries.map((entry) => {
        const product = catalogue.find((candidate) => candidate.slug === entry.product);
        const price = entry.ladder
          ? entry.ladder.map((tier) => t("tier", { quantity: tier.range_start, price: formatMinorUnits(tier.price, storefront.formatter) })).join(" · ")
          : t("discount", { percent: percent.format((entry.discount_basis_points ?? 0) / 10_000) });
        return <li key={entry.id}>{`${product?.names[locale] ?? entry.product}, ${entry.size_code ?? t("allSizes")}: ${price}`}</li>;
      })}
    </ul>
  );
}
