"use client";

import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import { useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useMemo } from "react";
import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { PublicOffer } from "./api";

/** Currency formats of the storefronts, by region id: an offer is priced in its own storefront's currency and written its way. */
export type Formatters = Readonly<Record<string, CurrencyFormatter>>;

/** Amounts and dates of one offer in the page's words. */
export function useOfferWords(offer: Pick<PublicOffer, "region" | "currency">, formatters: Formatters) {
  const locale = useLocale();
  const formatter = formatters[offer.region];
  return useMemo(() => {
    // An offer from a storefront this page does not know is still written in its own currency.
    const fallback = formatter ? null : new Intl.NumberFormat(locale, { style: "currency", currency: offer.currency });
    return {
      money: (minorUnits: number) => (formatter ? formatMinorUnits(minorUnits, formatter) : fallback!.format(minorUnits / 100)),
      /** An offer's validity: the day the manager picked, which is the shop's day its last moment falls on. */
      date: (iso: string) => formatDate(iso, "longDate", locale, SHOP_TIME_ZONE),
    };
  }, [formatter, locale, offer.currency]);
}

/** The sum of the chosen lines' own totals: shown while choosing; the order the shop makes has the last word. */
export function chosenTotal(
  lines: readonly { id: number; total: number; total_with_vat: number }[],
  chosen: ReadonlySet<number>,
  display: PriceDisplay,
): number {
  return lines.reduce((sum, line) => (chosen.has(line.id) ? sum + shownTotal(line, display) : sum), 0);
}
