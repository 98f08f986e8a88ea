"use client";

import { useFormatter, useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useCallback, useMemo } from "react";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { Messages } from "@/lib/i18n/messages";
import type { Order, OrderLine, OrderState, PaymentState } from "./types";

/** How the order pages put an order into words: states, lines, delivery, money and dates. */

/** Currency formats of the storefronts, by region id: an order is shown in its own storefront's format. */
export type Formatters = Readonly<Record<string, CurrencyFormatter>>;

export type Tone = "good" | "wait" | "bad";

const PAYMENT_TONES: Record<PaymentState, Tone> = { OK: "good", WAITING: "wait", DELAYED: "wait", NOT_STARTED: "wait", FAILED: "bad" };

export function paymentTone(state: PaymentState): Tone {
  return PAYMENT_TONES[state];
}

export function stateTone(state: OrderState): Tone {
  return state === "complete" ? "good" : state === "canceled" ? "bad" : "wait";
}

/** An order that still owes money and can be paid from its payment page. */
export function canPay(order: Pick<Order, "state" | "payment_state">): boolean {
  return (order.state === "payment" || order.state === "complete") && (order.payment_state === "FAILED" || order.payment_state === "NOT_STARTED");
}

type ShipmentName = keyof Messages["Orders"]["shipment"];

export function useOrderWords(formatters: Formatters) {
  const t = useTranslations("Orders");
  const format = useFormatter();
  const locale = useLocale();

  const money = useCallback(
    (order: Pick<Order, "region">, amount: number) => {
      const formatter = formatters[order.region];
      return formatter ? formatMinorUnits(amount, formatter) : format.number(amount / 100, { minimumFractionDigits: 2 });
    },
    [formatters, format],
  );

  return useMemo(
    () => ({
      money,
      date: (iso: string) => formatDate(iso, "longDate", locale),
      /** When the order was placed; an order still in its checkout shows when it began. */
      placed: (order: Pick<Order, "completed_at" | "created_at">) =>
        order.completed_at
          ? t("order.placed", { date: formatDate(order.completed_at, "longDate", locale) })
          : t("order.started", { date: formatDate(order.created_at, "longDate", locale) }),
      state: (state: OrderState) => t(`state.${state}`),
      payment: (state: PaymentState) => t(`payment.${state}`),
      paymentMeaning: (state: PaymentState) => t(`paymentMeaning.${state}`),
      /** Reads only the names, so the plus dashboard's lines use it too. */
      line: (line: Pick<OrderLine, "kind"> & { name?: OrderLine["name"]; variant: { name: string } | null; product: { name: string } | null }) => {
        // The product's name, not the variant's ("Mailer box 300x220x100"): the size follows in words (LineConfiguration).
        if (line.kind === "product") return line.name ?? line.product?.name ?? line.variant?.name ?? "";
        if (line.kind === "expert_check") return t("services.expert_check");
        if (line.kind === "trees") return t("services.trees");
        return t("services.warranty");
      },
      /** The delivery method in words; a type the messages do not know yet is shown as it is. */
      shipment: (type: string | null) => {
        if (type === null) return t("order.noShipment");
        const key = `shipment.${type}` as `shipment.${ShipmentName}`;
        return t.has(key) ? t(key) : type;
      },
    }),
    [t, money, locale],
  );
}
