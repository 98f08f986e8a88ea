"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/account/fields";
import orderStyles from "@/components/orders/orders.module.css";
import { paymentTone, stateTone, useOrderWords, type Formatters } from "@/components/orders/words";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { Loader } from "@/components/ui/Loader";
import { listOrders, type PlusOrder } from "./api";
import { plusOrdersKey } from "./ItemsPage";
import { orderPath, PLUS_PATHS } from "./paths";
import styles from "./plus.module.css";
import { PlusShell } from "./PlusShell";

/** /boxwright-plus/orders: the buyer's placed and canceled orders, newest first, each opening inside the dashboard. */
export function OrdersPage({ formatters }: { formatters: Formatters }) {
  const t = useTranslations("Plus.orders");
  return (
    <PlusShell section="orders" title={t("title")} here={PLUS_PATHS.orders}>
      {(user) => <OrdersSection userId={user.id} formatters={formatters} />}
    </PlusShell>
  );
}

export function OrdersSection({ userId, formatters }: { userId: number; formatters: Formatters }) {
  const t = useTranslations("Plus.orders");
  const api = useApi();
  const path = useRegionPath();
  const orders = useQuery({ queryKey: plusOrdersKey(userId), queryFn: () => listOrders(api), retry: 1 });

  if (orders.isPending) return <Loader label={t("loading")} />;
  if (orders.isError)
    return (
      <>
        <FormMessage error={t("error")} />
        <Button variant="secondary" onClick={() => void orders.refetch()}>
          {t("retry")}
        </Button>
      </>
    );
  if (orders.data.length === 0)
    return (
      <section className={styles.section} aria-labelledby="plus-orders-empty">
        <h2 id="plus-orders-empty">{t("emptyTitle")}</h2>
        <p>{t("emptyBody")}</p>
        <div className={styles.actions}>
          <Link href={path(PLUS_PATHS.catalogue)} variant="primary">
            {t("emptyAction")}
          </Link>
        </div>
      </section>
    );
  return <OrderTable orders={orders.data} formatters={formatters} />;
}

function OrderTable({ orders, formatters }: { orders: readonly PlusOrder[]; formatters: Formatters }) {
  const t = useTranslations("Orders");
  const words = useOrderWords(formatters);
  const path = useRegionPath();
  return (
    <section className={styles.section}>
      <table className={orderStyles.table}>
        <caption>{t("list.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("list.number")}</th>
            <th scope="col">{t("list.date")}</th>
            <th scope="col" className={orderStyles.amount}>
              {t("list.total")}
            </th>
            <th scope="col">{t("list.state")}</th>
            <th scope="col">{t("list.payment")}</th>
            <th scope="col">
              <span className={orderStyles.visuallyHidden}>{t("list.view")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number} data-testid="plus-order-row">
              <td data-label={t("list.number")}>{order.number}</td>
              <td data-label={t("list.date")}>{words.date(order.completed_at ?? order.created_at)}</td>
              <td data-label={t("list.total")} className={orderStyles.amount}>
                {words.money(order, order.total)}
              </td>
              <td data-label={t("list.state")}>
                <span className={orderStyles.badge} data-tone={stateTone(order.state)}>
                  {words.state(order.state)}
                </span>
              </td>
              <td data-label={t("list.payment")}>
                <span className={orderStyles.badge} data-tone={paymentTone(order.payment_state)}>
                  {words.payment(order.payment_state)}
                </span>
              </td>
              <td>
                <Link href={path(orderPath(order.number, "details"))} aria-label={t("list.viewLabel", { number: order.number })}>
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
