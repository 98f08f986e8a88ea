"use client";

import { useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useMemo } from "react";
import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";
import type { ProductNames } from "@/components/account/boxes/sku";
import { useSkuSize } from "@/components/orders/sku-size";

export type PlusWords = ReturnType<typeof usePlusWords>;

/** How the dashboard puts products and dates into words: names in the page's language, sizes in the storefront's unit. */
export function usePlusWords(productNames: ProductNames) {
  const locale = useLocale();
  // The size as the cart and the order pages write it (ADR 0058).
  const sizeOf = useSkuSize();

  return useMemo(
    () => ({
      /** The product type's name in the page's language; what the order called it when the catalogue no longer has it. */
      product: (slug: string | null | undefined, fallback: string) => (slug && productNames[slug]) || fallback,
      /** The size as its product is measured (a box inside, tape as width × length), in the storefront's unit; null when the sku names no size. */
      size: (sku: string) => sizeOf(sku),
      date: (iso: string) => formatDate(iso, "longDate", locale),
      /** An offer's validity: the day the manager picked, read in the shop's time zone. */
      validUntil: (iso: string) => formatDate(iso, "longDate", locale, SHOP_TIME_ZONE),
    }),
    [productNames, sizeOf, locale],
  );
}
