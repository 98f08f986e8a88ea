"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "@/components/providers/AppProviders";
import { ApiError } from "@/lib/api/errors";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { shownTotal } from "@/lib/money/basis";
import { fetchLineQuote, lineQuoteQuery, type LadderRow, type LineQuote } from "@/lib/pricing/client";

/**
 * The server's quote of the design's line in its configuration (GET
 * prices/line_item): the same figure the product page showed and the cart will
 * charge, with the configuration at every quantity step for the quantity list.
 * A configuration the product does not sell is refused (400), and not asked again.
 */
export function useLineQuote(configuration: LineConfiguration | null) {
  const api = useApi();
  return useQuery({
    queryKey: ["line-quote", configuration ? lineQuoteQuery(configuration) : null],
    queryFn: () => fetchLineQuote(api, configuration!),
    enabled: configuration !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 400) && failures < 2,
  });
}

/** A quote row's price of one piece on the storefront's basis (with VAT where the storefront shows it). */
export function piecePrice(row: LadderRow, display: LineQuote["price_display"]): number {
  return shownTotal({ total: row.unit_price, total_with_vat: row.unit_price_with_vat }, display);
}
