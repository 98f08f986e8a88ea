"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { announceBankTransfer, startRedirectPayment } from "./calls";
import { browser } from "./navigation";
import { usePayerParams, withQuery } from "./payment-link";
import type { PaymentMethod } from "./types";

/**
 * Where each kind of payment goes once the order waits for it: the card to the
 * payment page, a redirect method to its provider, a bank transfer straight to
 * the summary (the order is placed and waits for the money).
 */
export function usePaymentActions(orderNumber: string) {
  const api = useApi();
  const router = useRouter();
  const path = useRegionPath();
  const payer = usePayerParams();

  const summaryPath = useCallback(
    (paymentIntentId?: string) => {
      const summary = path(`/order/${encodeURIComponent(orderNumber)}/payment/summary`);
      return withQuery(summary, { ...payer, ...(paymentIntentId ? { payment_intent: paymentIntentId } : {}) });
    },
    [orderNumber, path, payer],
  );

  /** `rejectSchedule`: pay the whole amount even though an instalment plan is on the order. */
  const payWith = useCallback(
    async (method: PaymentMethod, options: { rejectSchedule?: boolean } = {}) => {
      if (method.kind === "card") {
        router.push(withQuery(path(`/order/${encodeURIComponent(orderNumber)}/payment`), payer));
      } else if (method.kind === "redirect") {
        const started = await startRedirectPayment(api, orderNumber, method.code, payer, options.rejectSchedule);
        browser.leave(started.redirect_url);
      } else {
        await announceBankTransfer(api, orderNumber, method.id, payer, options.rejectSchedule);
        router.push(summaryPath());
      }
    },
    [api, orderNumber, path, payer, router, summaryPath],
  );

  return useMemo(() => ({ payWith, summaryPath }), [payWith, summaryPath]);
}
