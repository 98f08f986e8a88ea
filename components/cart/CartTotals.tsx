"use client";

import { useTranslations } from "next-intl";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { useTotalsLabels } from "@/components/ui/totals-labels";
import { totalsRows, type TotalsRow } from "@/lib/money/totals-rows";
import styles from "./cart.module.css";
import type { Order } from "./types";

/**
 * The order's totals as the server worked them out, on the storefront's basis
 * (lib/money/totals-rows.ts): with VAT where the storefront shows gross, so they
 * sit beside the cart's gross lines; net with the VAT added in gb; net in us, ch
 * and no. Here they are only labelled and formatted.
 */

export interface CartTotalsProps {
  order: Order;
  formatter: CurrencyFormatter;
}

export function CartTotals({ order, formatter }: CartTotalsProps) {
  const t = useTranslations("Cart.totals");
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  const label = useTotalsLabels("Cart.totals", t("subtotal"));
  const amount = (row: TotalsRow) => {
    // Shipping is chosen at checkout; until then there is nothing to charge for it yet.
    if (row.key === "shipping" && order.shipment_type === null) return t("shippingLater");
    if (row.key === "shipping" && row.amount === 0) return t("free");
    return money(row.amount);
  };
  return (
    <>
      <dl className={styles.totals} data-testid="cart-totals">
        {totalsRows(order).map((row) => (
          <div key={row.key} className={row.strong ? styles.grandTotal : undefined}>
            {/* Deliveries to ch and no leave the EU: the customs surcharge is named, not hidden in a difference. */}
            <dt title={row.key === "customs" ? t("customsHint") : undefined}>{label(row, order)}</dt>
            {/* Words in place of an amount ("chosen at checkout") may wrap; amounts never break. */}
            <dd className={row.key === "shipping" && (order.shipment_type === null || row.amount === 0) ? styles.totalWords : undefined}>{amount(row)}</dd>
          </div>
        ))}
      </dl>
      {order.reverse_charge ? <p className={styles.note}>{t("reverseCharge")}</p> : null}
    </>
  );
}
