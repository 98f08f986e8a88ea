"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "@/components/providers/AppProviders";
import type { PrintQuality } from "@/lib/catalog/constants";
import { fetchPrices } from "./order";
import type { ProductFacts } from "./product";

/** Piece prices of the design's sku at every quantity offered, for one print quality; the server computes them. */
export function usePrices(product: ProductFacts | null, printQuality: PrintQuality | null, quantities: readonly number[]) {
  const api = useApi();
  return useQuery({
    queryKey: ["editor-prices", product?.slug, product?.sku, printQuality, quantities.join(",")],
    queryFn: () => fetchPrices(api, product!, printQuality, quantities),
    enabled: product !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
