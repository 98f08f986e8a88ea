"use client";

import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/EmptyState";
import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/AppProviders";
import shared from "@/components/ui/shared.module.css";
import type { Order } from "./types";
import { paymentTone, stateTone, useOrderWords, type Formatters } from "./words";

/** The user's completed and canceled orders, newest first, each with a link to its details. */
export function OrderList({ orders, formatters }: { orders: readonly Order[]; formatters: Formatters }) {
  const t = useTranslations("Orders");
  const path = useRegionPath();

  if (orders.length === 0) {
    return (
      <EmptyState id="orders-empty" title={t("empty.title")} body={t("empty.body")}>
        <Link href={path("/products")} variant="primary">
          {t("empty.action")}
        </Link>
      </EmptyState>
    );
  }
  return <OrderTable orders={orders} formatters={formatters} detailsPath={(number) => `/account/orders/${encodeURIComponent(number)}`} />;
}

/** What a row of the list shows of an order. */
export type OrderRow = Pick<Order, "number" | "region" | "state" | "payment_state" | "total" | "completed_at" | "created_at">;

export interface OrderTableProps {
  orders: readonly OrderRow[];
  formatters: Formatters;
  /** Where an order's details are, before the storefront's prefix. */
  detailsPath(number: string): string;
  rowTestId?: string;
}

/** Orders as a table: number, date, total, state and payment state, and the way to each one's details. */
export function OrderTable({ orders, formatters, detailsPath, rowTestId = "order-row" }: OrderTableProps) {
  const t = useTranslations("Orders");
  const words = useOrderWords(formatters);
  const path = useRegionPath();
  return (
    <section className={shared.section}>
      <table className={`${shared.table} ${shared.stacked}`}>
        <caption>{t("list.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("list.number")}</th>
            <th scope="col">{t("list.date")}</th>
            <th scope="col" className={shared.amount}>
              {t("list.total")}
            </th>
            <th scope="col">{t("list.state")}</th>
            <th scope="col">{t("list.payment")}</th>
            <th scope="col">
              <span className={shared.visuallyHidden}>{t("list.view")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number} data-testid={rowTestId}>
              <td data-label={t("list.number")}>{order.number}</td>
              <td data-label={t("list.date")}>{words.date(order.completed_at ?? order.created_at)}</td>
              <td data-label={t("list.total")} className={shared.amount}>
                {words.money(order, order.total)}
              </td>
              <td data-label={t("list.state")}>
                <span className={shared.badge} data-tone={stateTone(order.state)}>
                  {words.state(order.state)}
                </span>
              </td>
              <td data-label={t("list.payment")}>
                <span className={shared.badge} data-tone={paymentTone(order.payment_state)}>
                  {words.payment(order.payment_state)}
                </span>
              </td>
              <td>
                <Link href={path(detailsPath(order.number))} aria-label={t("list.viewLabel", { number: order.number })}>
                  {t("list.view")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
