"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useMemo } from "react";
import { formatSize, sizeKindOf } from "@/lib/catalog/sizes";
import { useRegionId } from "@/components/providers/AppProviders";
import { saleUnitOf, saleUnitWords } from "@/lib/catalog/sale-units";
import { sizeUnitFor } from "@/lib/catalog/units";
import type { SavedDesign } from "./api";
import { skuParts, type ProductNames } from "./sku";

export type DesignWords = ReturnType<typeof useDesignWords>;

/** How the saved designs page puts a design into words: its name, its box and size, its quantity, when it changed, its status. */
export function useDesignWords(productNames: ProductNames) {
  const t = useTranslations("AccountBoxes");
  const units = useTranslations("Units");
  const tSizes = useTranslations("Catalog.sizes");
  const locale = useLocale();
  // A design's size as the editor and the cart write it: millimetres, inches in the us (ADR 0058).
  const unit = sizeUnitFor(useRegionId());

  return useMemo(() => {
    const product = (design: Pick<SavedDesign, "sku">) => {
      const { slug } = skuParts(design.sku);
      return (slug && productNames[slug]) || design.sku;
    };
    return {
      product,
      /** The design's own name; an unnamed design goes by its product's, as in the editor. */
      name: (design: Pick<SavedDesign, "name" | "sku">) => design.name.trim() || product(design),
      /** The size as its product is measured, in the editor's unit (mm, or inches in the US); null when the sku names no size. */
      size: (design: Pick<SavedDesign, "sku">) => {
        const { slug, size } = skuParts(design.sku);
        return size ? formatSize(size, sizeKindOf(slug, size), unit, units(unit), locale, tSizes) : null;
      },
      // Rolls of tape and sheets of tissue, pieces of the rest.
      quantity: (design: Pick<SavedDesign, "quantity" | "sku">) =>
        design.quantity === null ? null : saleUnitWords(saleUnitOf(skuParts(design.sku).slug), units).quantity(design.quantity),
      changed: (design: Pick<SavedDesign, "updatedAt">) => formatDate(design.updatedAt, "mediumDate", locale),
      status: (design: Pick<SavedDesign, "status">) => t(`status.${design.status}`),
    };
  }, [productNames, t, tSizes, units, locale, unit]);
}
