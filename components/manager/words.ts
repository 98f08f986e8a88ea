"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useCallback, useMemo } from "react";
import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";
import type { FilesetStatus, OfferState, QaState, QuoteRequestState } from "@/lib/b2b/states";
import { formatMinorUnits } from "@/lib/money/format";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import type { ManagerStorefront } from "./setup";

/** How the console puts things into words: states, money in each storefront's format, dates, languages, refusals. */

export type Tone = "good" | "wait" | "bad" | "plain";

const OFFER_TONES: Record<OfferState, Tone> = { draft: "plain", sent: "wait", viewed: "wait", accepted: "good", expired: "bad", withdrawn: "bad" };
const REQUEST_TONES: Record<QuoteRequestState, Tone> = { new: "wait", in_progress: "plain", offered: "good", closed: "plain" };
const FILESET_TONES: Record<FilesetStatus, Tone> = { pending: "wait", approved: "good", changes_requested: "bad", superseded: "plain" };

export const offerTone = (state: OfferState) => OFFER_TONES[state];
export const requestTone = (state: QuoteRequestState) => REQUEST_TONES[state];
export const filesetTone = (status: FilesetStatus) => FILESET_TONES[status];

/** Refusals the console expects, each with a sentence of its own under Manager.errors. */
const KNOWN_REFUSALS = [
  "offer_not_draft",
  "offer_empty",
  "invalid_valid_until",
  "offer_already_accepted",
  "forbidden",
  "not_found",
  "unsupported_file_type",
  "file_too_large",
  "rate_limited",
] as const;

export type ManagerWords = ReturnType<typeof useManagerWords>;

export function useManagerWords(storefronts: readonly ManagerStorefront[]) {
  const t = useTranslations("Manager");
  const format = useFormatter();
  const locale = useLocale();

  const money = useCallback(
    (region: string, currency: string, amount: number) => {
      const storefront = storefronts.find((candidate) => candidate.id === region);
      if (storefront && storefront.currency === currency) return formatMinorUnits(amount, storefront.formatter);
      return format.number(amount / 100, { style: "currency", currency });
    },
    [storefronts, format],
  );

  const languages = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);

  return useMemo(
    () => ({
      money,
      date: (iso: string) => formatDate(iso, "mediumDate", locale),
      /** An offer's validity: the day the manager picked, read in the shop's time zone wherever the console is open. */
      validUntil: (iso: string) => formatDate(iso, "mediumDate", locale, SHOP_TIME_ZONE),
      dateTime: (iso: string) => formatDate(iso, "mediumDateTime", locale),
      requestState: (state: QuoteRequestState) => t(`requestState.${state}`),
      offerState: (state: OfferState) => t(`offerState.${state}`),
      qaState: (state: QaState | null) => (state ? t(`qaState.${state}`) : t("qaState.none")),
      filesetStatus: (status: FilesetStatus | null) => (status ? t(`filesetStatus.${status}`) : t("filesetStatus.none")),
      /** An order's state and payment state; one the messages do not know yet is shown as it is. */
      orderState: (state: string) => (t.has(`orderState.${state}` as "orderState.complete") ? t(`orderState.${state}` as "orderState.complete") : state),
      paymentState: (state: string) => (t.has(`paymentState.${state}` as "paymentState.OK") ? t(`paymentState.${state}` as "paymentState.OK") : state),
      mode: (mode: number) => (mode === 1 ? t("mode.brief") : t("mode.qr")),
      /** A storefront by its title, or its id when this page does not know it. */
      storefront: (id: string) => storefronts.find((candidate) => candidate.id === id)?.name ?? id.toUpperCase(),
      /** A language in the manager's own words ("Polish (Poland)"); an unknown tag as it is. */
      language: (tag: string) => {
        try {
          return languages.of(tag) ?? tag;
        } catch {
          return tag;
        }
      },
    }),
    [t, money, storefronts, languages, locale],
  );
}

/** A failed call in the manager's language: the refusals the console expects by name, anything else generally. */
export function useRefusal(): (error: unknown) => string {
  const t = useTranslations("Manager.errors");
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiNetworkError) return t("network");
      if (!(error instanceof ApiError)) return t("generic");
      const code = error.status === 429 ? "rate_limited" : error.code;
      if ((KNOWN_REFUSALS as readonly (string | undefined)[]).includes(code)) return t(code as (typeof KNOWN_REFUSALS)[number]);
      if (error.status === 400) return t("invalid");
      return t("generic");
    },
    [t],
  );
}
