"use client";

import { useTranslations } from "next-intl";
import styles from "./checkout.module.css";
import { useMoney } from "./money";
import type { Order } from "./types";

/** The order's totals as the server computed them: products, delivery, customs, discount, VAT and what is due. */
export function OrderTotals({ order }: { order: Order }) {
  const t = useTranslations("Checkout.totals");
  const money = useMoney();
  return (
    <dl className={styles.totals} aria-label={t("label")}>
      <div>
        <dt>{t("items")}</dt>
        <dd>{money(order.item_total)}</dd>
      </div>
      <div>
        <dt>{t("shipping")}</dt>
        <dd>{money(order.ship_total)}</dd>
      </div>
      {order.customs_total !== 0 ? (
        <div>
          <dt title={t("customsHint")}>{t("customs")}</dt>
          <dd>{money(order.customs_total)}</dd>
        </div>
      ) : null}
      {order.promo_total !== 0 ? (
        <div>
          <dt>{order.promo_code ? t("discountCode", { code: order.promo_code }) : t("discount")}</dt>
          <dd>{money(order.promo_total)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("tax")}</dt>
        <dd>{money(order.tax_total)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{t("total")}</dt>
        <dd data-testid="order-total">{money(order.total)}</dd>
      </div>
    </dl>
  );
}
