"use client";

import { useTranslations } from "next-intl";
import type { TotalsRow } from "@/lib/money/totals-rows";

/** What the labels of an order's totals depend on: the discount code and the VAT rate. */
export interface TotalsLabelFacts {
  promo_code?: string | null;
  vat_rate: number;
}

/**
 * The labels of an order's totals rows (lib/money/totals-rows.ts) in the cart's
 * or the checkout's words; the first row is named by the caller (the cart says
 * "Subtotal", the checkout "Products").
 */
export function useTotalsLabels(words: "Cart.totals" | "Checkout.totals", itemsLabel: string) {
  const t = useTranslations(words);
  return (row: TotalsRow, order: TotalsLabelFacts): string => {
    switch (row.key) {
      case "items":
        return itemsLabel;
      case "shipping":
        return t("shipping");
      case "customs":
        return t("customs");
      case "discount":
        return order.promo_code ? t("discountCode", { code: order.promo_code }) : t("discount");
      case "vat":
        return t("vatAdded", { rate: order.vat_rate });
      case "vatIncluded":
        return t("vatIncluded", { rate: order.vat_rate });
      case "total":
        return t("total");
    }
  };
}
