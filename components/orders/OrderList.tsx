"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/AppProviders";
import accountStyles from "@/components/account/account.module.css";
import styles from "./orders.module.css";
import type { Order } from "./types";
import { paymentTone, stateTone, useOrderWords, type Formatters } from "./words";

/** The user's completed and canceled orders, newest first, each with a link to its details. */
export function OrderList({ orders, formatters }: { orders: readonly Order[]; formatters: Formatters }) {
  const t = useTranslations("Orders");
  const words = useOrderWords(formatters);
  const path = useRegionPath();

  if (orders.length === 0) {
    return (
      <section className={`${accountStyles.section} ${styles.empty}`} aria-labelledby="orders-empty">
        <h2 id="orders-empty">{t("empty.title")}</h2>
        <p>{t("empty.body")}</p>
        <Link href={path("/products")} variant="primary">
          {t("empty.action")}
        </Link>
      </section>
    );
  }

  return (
    <section className={accountStyles.section}>
      <table className={styles.table}>
        <caption>{t("list.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("list.number")}</th>
            <th scope="col">{t("list.date")}</th>
            <th scope="col" className={styles.amount}>
              {t("list.total")}
            </th>
            <th scope="col">{t("list.state")}</th>
            <th scope="col">{t("list.payment")}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t("list.view")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number} data-testid="order-row">
              <td data-label={t("list.number")}>{order.number}</td>
              <td data-label={t("list.date")}>{words.date(order.completed_at ?? order.created_at)}</td>
              <td data-label={t("list.total")} className={styles.amount}>
                {words.money(order, order.total)}
              </td>
              <td data-label={t("list.state")}>
                <span className={styles.badge} data-tone={stateTone(order.state)}>
                  {words.state(order.state)}
                </span>
              </td>
              <td data-label={t("list.payment")}>
                <span className={styles.badge} data-tone={paymentTone(order.payment_state)}>
                  {words.payment(order.payment_state)}
                </span>
              </td>
              <td>
                <Link href={path(`/account/orders/${encodeURIComponent(order.number)}`)} aria-label={t("list.viewLabel", { number: order.number })}>
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
