"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";
import { skuParts, type ProductNames } from "@/components/account/boxes/sku";
import { formatSize, sizeKindOf } from "@/lib/catalog/sizes";
import { useRegionId } from "@/components/providers/AppProviders";
import { sizeUnitFor } from "@/lib/catalog/units";

export type PlusWords = ReturnType<typeof usePlusWords>;

/** How the dashboard puts products and dates into words: names in the page's language, sizes in the storefront's unit. */
export function usePlusWords(productNames: ProductNames) {
  const units = useTranslations("Units");
  const tSizes = useTranslations("Catalog.sizes");
  const format = useFormatter();
  const locale = useLocale();
  // The size as the cart and the order pages write it (ADR 0058).
  const unit = sizeUnitFor(useRegionId());

  return useMemo(
    () => ({
      /** The product type's name in the page's language; what the order called it when the catalogue no longer has it. */
      product: (slug: string | null | undefined, fallback: string) => (slug && productNames[slug]) || fallback,
      /** The size as its product is measured (a box inside, tape as width × length), in the storefront's unit; null when the sku names no size. */
      size: (sku: string) => {
        const { slug, size } = skuParts(sku);
        if (!size) return null;
        return formatSize(size, sizeKindOf(slug, size), unit, units(unit), locale, tSizes);
      },
      date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" }),
      /** An offer's validity: the day the manager picked, read in the shop's time zone. */
      validUntil: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long", timeZone: SHOP_TIME_ZONE }),
    }),
    [productNames, tSizes, units, format, locale, unit],
  );
}
