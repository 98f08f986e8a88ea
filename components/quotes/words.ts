"use client";

import { useFormatter, useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useMemo } from "react";
import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";
import type { ProductNames } from "@/components/account/boxes/sku";
import { QUOTE_MODES, type OfferState, type QuoteMode, type QuoteRequestState } from "@/lib/b2b/states";
import type { QuoteRequest } from "./api";

/** How the buyer's quote pages put a request into words: its mode, state, product, dates, a one-line summary. */

export type Tone = "good" | "wait" | "bad" | "none";

const REQUEST_TONES: Record<QuoteRequestState, Tone> = { new: "wait", in_progress: "wait", offered: "good", closed: "none" };
const OFFER_TONES: Record<OfferState, Tone> = { draft: "wait", sent: "good", viewed: "good", accepted: "good", expired: "bad", withdrawn: "bad" };

export const requestTone = (state: QuoteRequestState): Tone => REQUEST_TONES[state];
export const offerTone = (state: OfferState): Tone => OFFER_TONES[state];

/** How long a brief's summary runs in the list before it is cut. */
const SUMMARY_LENGTH = 80;

export type QuoteWords = ReturnType<typeof useQuoteWords>;

export function useQuoteWords(productNames: ProductNames) {
  const t = useTranslations("Quotes");
  const format = useFormatter();
  const locale = useLocale();

  return useMemo(() => {
    const product = (slug: string | null) => (slug ? (productNames[slug] ?? slug) : "");
    const date = (iso: string) => formatDate(iso, "longDate", locale);
    return {
      product,
      date,
      /** An offer's validity: the day the manager picked, read in the shop's time zone. */
      validUntil: (iso: string) => formatDate(iso, "longDate", locale, SHOP_TIME_ZONE),
      mode: (mode: QuoteMode) => t(mode === QUOTE_MODES.qr ? "mode.qr" : "mode.brief"),
      state: (state: QuoteRequestState) => t(`state.${state}`),
      offerState: (state: OfferState) => t(`offerState.${state}`),
      /** A deadline is a calendar day as the date field gave it; anything else is shown as typed. */
      day: (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, "longDate", locale) : value),
      /** The request in one line: the product and quantity of a quick request, the start of a brief. */
      summary: (request: Pick<QuoteRequest, "mode" | "product_slug" | "quantity" | "message">) => {
        if (request.mode === QUOTE_MODES.qr && request.product_slug) {
          return request.quantity === null
            ? product(request.product_slug)
            : t("list.summaryQr", { product: product(request.product_slug), quantity: request.quantity });
        }
        const text = request.message.replace(/\s+/g, " ").trim();
        if (text.length <= SUMMARY_LENGTH) return text;
        // Cut between words where there is one in the second half, so the summary does not end in half a word.
        const cut = text.slice(0, SUMMARY_LENGTH);
        const space = cut.lastIndexOf(" ");
        return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
      },
      fileSize: (bytes: number) =>
        bytes < 1024 * 1024
          ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: "unit", unit: "kilobyte" })
          : format.number(bytes / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }),
    };
  }, [productNames, t, format, locale]);
}
