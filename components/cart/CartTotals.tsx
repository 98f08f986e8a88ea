"use client";

import { useTranslations } from "next-intl";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import styles from "./cart.module.css";
import type { Order } from "./types";

/** The order's totals as the server worked them out; here they are only formatted. */

export interface CartTotalsProps {
  order: Order;
  formatter: CurrencyFormatter;
  /** Regions without VAT (us) leave the VAT row out. */
  hasVat: boolean;
}

export function CartTotals({ order, formatter, hasVat }: CartTotalsProps) {
  const t = useTranslations("Cart.totals");
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  // Shipping is chosen at checkout; until then there is nothing to charge for it yet.
  const shipping = order.shipment_type === null ? t("shippingLater") : order.ship_total === 0 ? t("free") : money(order.ship_total);
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <div>
        <dt>{t("subtotal")}</dt>
        <dd>{money(order.item_total)}</dd>
      </div>
      <div>
        <dt>{t("shipping")}</dt>
        <dd>{shipping}</dd>
      </div>
      {order.customs_total !== 0 ? (
        // Deliveries to ch and no leave the EU: the surcharge is named, not hidden in a difference.
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
      {hasVat || order.tax_total !== 0 ? (
        <div>
          <dt>{t("vat")}</dt>
          <dd>{money(order.tax_total)}</dd>
        </div>
      ) : null}
      <div className={styles.grandTotal}>
        <dt>{t("total")}</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}
