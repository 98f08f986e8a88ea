"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useApi } from "@/components/providers/AppProviders";
import { Badge } from "@/components/ui/Badge";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { LinesTable } from "@/components/ui/LinesTable";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import { getOrderFile, type ManagedOrder } from "./api";
import { ApprovalSection } from "./ApprovalSection";
import { orderFileKey } from "./keys";
import styles from "./manager.module.css";
import { ManagerShell, retryServerErrors } from "./ManagerShell";
import { QaSection } from "./QaSection";
import type { ManagerStorefront } from "./setup";
import { filesetTone, useManagerWords, type ManagerWords } from "./words";

interface OrderPageProps {
  number: string;
  storefronts: readonly ManagerStorefront[];
}

/** /manager/orders/{number}: the order, its proofs for the buyer's approval, and its QA. */
export function OrderPage({ number, storefronts }: OrderPageProps) {
  const t = useTranslations("Manager");
  return (
    <ManagerShell section="orders" title={t("order.title", { number })}>
      {() => <OrderFile number={number} storefronts={storefronts} />}
    </ManagerShell>
  );
}

function OrderFile({ number, storefronts }: OrderPageProps) {
  const t = useTranslations("Manager");
  const api = useApi();
  const words = useManagerWords(storefronts);
  const file = useQuery({ queryKey: orderFileKey(number), queryFn: () => getOrderFile(api, number), retry: retryServerErrors });

  if (file.isPending) return <Loader label={t("order.loading")} />;
  if (file.isError)
    return (
      <LoadFailed
        message={file.error instanceof ApiError && file.error.status === 404 ? t("order.notFound") : t("order.failed")}
        retryLabel={t("retry")}
        onRetry={() => void file.refetch()}
      />
    );

  const { order } = file.data;
  return (
    <>
      <OrderSummary order={order} words={words} />
      <OrderLines order={order} words={words} />
      <ApprovalSection number={order.number} filesets={file.data.filesets} words={words} />
      <QaSection order={order} comments={file.data.qa_comments} changes={file.data.qa_state_changes} words={words} />
    </>
  );
}

/** Who bought it, where, when, and where its files stand. */
function OrderSummary({ order, words }: { order: ManagedOrder; words: ManagerWords }) {
  const t = useTranslations("Manager.order");
  const address = order.bill_address ?? order.ship_address;
  const buyer = [address?.first_name, address?.last_name].filter(Boolean).join(" ");
  const company = address?.company_name ?? "";

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="order-summary">
      <h2 id="order-summary">{t("summary")}</h2>
      <dl className={`${shared.facts} ${styles.facts}`}>
        <dt>{t("state")}</dt>
        <dd>{t("stateValue", { state: words.orderState(order.state), payment: words.paymentState(order.payment_state) })}</dd>
        <dt>{t("buyer")}</dt>
        <dd>
          {[buyer, company].filter(Boolean).join(", ") || t("noName")}
          <span className={styles.small}>{order.email ?? t("noEmail")}</span>
        </dd>
        <dt>{t("storefront")}</dt>
        <dd>{words.storefront(order.region)}</dd>
        <dt>{t("completed")}</dt>
        <dd>{order.completed_at ? words.dateTime(order.completed_at) : t("notCompleted")}</dd>
        <dt>{t("manager")}</dt>
        <dd>{order.order_manager?.name ?? t("noManager")}</dd>
        <dt>{t("qaState")}</dt>
        <dd>{words.qaState(order.qa_state)}</dd>
        <dt>{t("tax")}</dt>
        <dd data-testid="tax-decision">
          {order.reverse_charge ? t("reverseCharge") : order.vat_rate > 0 ? t("vatCharged", { rate: order.vat_rate }) : t("noVat")}
          <span className={styles.small}>
            {order.vat_id
              ? order.vat_check
                ? t("vatIdConfirmed", { vatId: order.vat_id, source: order.vat_check.source })
                : t("vatIdUnconfirmed", { vatId: order.vat_id })
              : t("noVatId")}
          </span>
        </dd>
        <dt>{t("approval")}</dt>
        <dd>
          {order.approval ? <Badge tone={filesetTone(order.approval.status)}>{words.filesetStatus(order.approval.status)}</Badge> : words.filesetStatus(null)}
        </dd>
      </dl>
    </section>
  );
}

function OrderLines({ order, words }: { order: ManagedOrder; words: ManagerWords }) {
  const t = useTranslations("Manager.order");
  const money = (amount: number) => words.money(order.region, order.currency, amount);
  const totals: [string, number][] = [
    [t("itemTotal"), order.item_total],
    [t("shipTotal"), order.ship_total],
    ...(order.customs_total !== 0 ? ([[t("customsTotal"), order.customs_total]] as [string, number][]) : []),
    ...(order.promo_total !== 0 ? ([[t("promoTotal"), order.promo_total]] as [string, number][]) : []),
    [t("taxTotal"), order.tax_total],
  ];

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="order-lines">
      <h2 id="order-lines">{t("lines")}</h2>
      <LinesTable
        className={styles.table}
        labels={{ product: t("line"), quantity: t("quantity"), unitPrice: t("unitPrice"), total: t("lineTotal") }}
        lines={order.line_items.map((line) => ({
          key: line.id,
          testId: "order-line",
          name: (
            <>
              {line.name ?? line.variant?.name ?? line.product?.name ?? line.service_name ?? line.sku ?? line.kind}
              {line.sku ? <span className={styles.small}>{line.sku}</span> : null}
              {line.description ? <span className={styles.small}>{line.description}</span> : null}
              {line.fixed_price ? <span className={styles.small}>{t("fixedPrice")}</span> : null}
            </>
          ),
          quantity: line.quantity,
          unitPrice: money(line.price),
          total: money(line.total),
        }))}
        foot={
          <>
            {totals.map(([label, amount]) => (
              <tr key={label}>
                <th scope="row" colSpan={3}>
                  {label}
                </th>
                <td className={shared.amount}>{money(amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={3}>
                {t("total")}
              </th>
              <td className={shared.amount}>{money(order.total)}</td>
            </tr>
          </>
        }
      />
    </section>
  );
}
