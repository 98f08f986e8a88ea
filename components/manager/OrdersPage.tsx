"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Badge } from "@/components/ui/Badge";
import { ListTable } from "@/components/ui/ListTable";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { findOrders, type OrderSummary } from "./api";
import { TextField } from "@/components/ui/fields";
import { ordersKey } from "./keys";
import styles from "./manager.module.css";
import { ManagerShell, retryServerErrors } from "./ManagerShell";
import type { ManagerStorefront } from "./setup";
import { filesetTone, useManagerWords, type ManagerWords } from "./words";

interface Search {
  q: string;
  completeOnly: boolean;
}

/** /manager/orders: an order found by its number or the buyer's e-mail. */
export function OrdersPage({ storefronts }: { storefronts: readonly ManagerStorefront[] }) {
  const t = useTranslations("Manager");
  return (
    <ManagerShell section="orders" title={t("orders.title")}>
      {() => <OrderSearch storefronts={storefronts} />}
    </ManagerShell>
  );
}

function OrderSearch({ storefronts }: { storefronts: readonly ManagerStorefront[] }) {
  const t = useTranslations("Manager.orders");
  const retry = useTranslations("Manager")("retry");
  const api = useApi();
  const words = useManagerWords(storefronts);
  const checkboxId = useId();
  const [typed, setTyped] = useState("");
  const [completeOnly, setCompleteOnly] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const orders = useQuery({
    queryKey: ordersKey(search?.q ?? "", search?.completeOnly ?? true),
    queryFn: () => findOrders(api, search!),
    enabled: search !== null,
    retry: retryServerErrors,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = typed.trim();
    setError(q ? null : t("queryRequired"));
    if (q) setSearch({ q, completeOnly });
  }

  return (
    <>
      <section className={`${shared.section} ${styles.section}`} aria-labelledby="order-search">
        <h2 id="order-search">{t("searchTitle")}</h2>
        <form className={shared.form} role="search" onSubmit={submit} noValidate>
          <TextField
            label={t("query")}
            type="search"
            autoComplete="off"
            maxLength={254}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
          />
          <div className={styles.checkbox}>
            <input id={checkboxId} type="checkbox" checked={completeOnly} onChange={(event) => setCompleteOnly(event.target.checked)} />
            <label htmlFor={checkboxId}>{t("completeOnly")}</label>
          </div>
          <div className={shared.actions}>
            <Button type="submit">{t("search")}</Button>
          </div>
        </form>
      </section>
      {search === null ? null : orders.isPending ? (
        <Loader label={t("searching")} />
      ) : orders.isError ? (
        <LoadFailed message={t("failed")} retryLabel={retry} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p role="status" className={shared.muted}>
          {t("none", { query: search.q })}
        </p>
      ) : (
        <OrderTable orders={orders.data} words={words} />
      )}
    </>
  );
}

function OrderTable({ orders, words }: { orders: readonly OrderSummary[]; words: ManagerWords }) {
  const t = useTranslations("Manager.orders");
  const path = useRegionPath();
  return (
    <ListTable
      className={styles.table}
      caption={t("caption", { count: orders.length })}
      rows={orders}
      rowKey={(order) => order.number}
      rowTestId="order-row"
      columns={[
        {
          label: t("number"),
          cell: (order) => (
            <>
              <Link href={path(`/manager/orders/${encodeURIComponent(order.number)}`)}>{order.number}</Link>
              <span className={styles.small}>{words.storefront(order.region)}</span>
            </>
          ),
        },
        { label: t("buyer"), cell: (order) => order.email ?? t("noEmail") },
        { label: t("completed"), cell: (order) => (order.completed_at ? words.date(order.completed_at) : t("notCompleted")) },
        { label: t("total"), amount: true, cell: (order) => words.money(order.region, order.currency, order.total) },
        { label: t("qa"), cell: (order) => words.qaState(order.qa_state) },
        {
          label: t("approval"),
          cell: (order) =>
            order.approval_status ? (
              <Badge tone={filesetTone(order.approval_status)}>{words.filesetStatus(order.approval_status)}</Badge>
            ) : (
              words.filesetStatus(null)
            ),
        },
      ]}
    />
  );
}
