"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { skuParts } from "@/components/account/boxes/sku";
import { useRegionId } from "@/components/providers/AppProviders";
import { formatSize, sizeKindOf } from "@/lib/catalog/sizes";
import { sizeUnitFor } from "@/lib/catalog/units";

/**
 * A line's size in words from its sku, as its product is measured (a box inside,
 * a bag with its gusset, tape as width × length) in the storefront's unit: the
 * same words the cart, the plus pages and the invoice use, so a custom size the
 * manager offered reads the same on the offer, at the checkout and on the order.
 * Null for a sku that names no size (a sample pack, a service).
 */
export function useSkuSize(): (sku: string | null | undefined) => string | null {
  const units = useTranslations("Units");
  const sizes = useTranslations("Catalog.sizes");
  const locale = useLocale();
  // Millimetres, inches in the us: the unit of the product page, the editor and the cart (ADR 0058).
  const unit = sizeUnitFor(useRegionId());
  return useCallback(
    (sku) => {
      if (!sku) return null;
      const { slug, size } = skuParts(sku);
      return size ? formatSize(size, sizeKindOf(slug, size), unit, units(unit), locale, sizes) : null;
    },
    [units, sizes, locale, unit],
  );
}
