"use client";

import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/EmptyState";
import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Badge } from "@/components/ui/Badge";
import { ListTable } from "@/components/ui/ListTable";
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
      <ListTable
        caption={t("list.caption")}
        rows={orders}
        rowKey={(order) => order.number}
        rowTestId={rowTestId}
        columns={[
          { label: t("list.number"), cell: (order) => order.number },
          { label: t("list.date"), cell: (order) => words.date(order.completed_at ?? order.created_at) },
          { label: t("list.total"), amount: true, cell: (order) => words.money(order, order.total) },
          { label: t("list.state"), cell: (order) => <Badge tone={stateTone(order.state)}>{words.state(order.state)}</Badge> },
          { label: t("list.payment"), cell: (order) => <Badge tone={paymentTone(order.payment_state)}>{words.payment(order.payment_state)}</Badge> },
          {
            label: t("list.view"),
            action: true,
            cell: (order) => (
              <Link href={path(detailsPath(order.number))} aria-label={t("list.viewLabel", { number: order.number })}>
                {t("list.view")}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
