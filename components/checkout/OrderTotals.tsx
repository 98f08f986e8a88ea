"use client";

import { useTranslations } from "next-intl";
import { useTotalsLabels } from "@/components/ui/totals-labels";
import { totalsRows } from "@/lib/money/totals-rows";
import styles from "./checkout.module.css";
import { useMoney } from "./money";
import type { Order } from "./types";

/**
 * The order's totals as the server computed them, on the storefront's basis
 * (lib/money/totals-rows.ts): products, delivery, customs and discount with VAT
 * and the VAT the total includes where the storefront shows gross; net with the
 * VAT added in gb; net in us, ch and no.
 */
export function OrderTotals({ order }: { order: Order }) {
  const t = useTranslations("Checkout.totals");
  const money = useMoney();
  const label = useTotalsLabels("Checkout.totals", t("items"));
  return (
    <>
      <dl className={styles.totals} aria-label={t("label")}>
        {totalsRows(order).map((row) => (
          <div key={row.key} className={row.strong ? styles.grandTotal : undefined}>
            <dt title={row.key === "customs" ? t("customsHint") : undefined}>{label(row, order)}</dt>
            <dd data-testid={row.key === "total" ? "order-total" : undefined}>{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      {order.reverse_charge ? <p className={styles.aside}>{t("reverseCharge")}</p> : null}
    </>
  );
}
