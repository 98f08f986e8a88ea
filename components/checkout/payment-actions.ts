"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { announceBankTransfer, startRedirectPayment } from "./calls";
import { browser } from "./navigation";
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

  const summaryPath = useCallback(
    (paymentIntentId?: string) => {
      const summary = path(`/order/${encodeURIComponent(orderNumber)}/payment/summary`);
      return paymentIntentId ? `${summary}?payment_intent=${encodeURIComponent(paymentIntentId)}` : summary;
    },
    [orderNumber, path],
  );

  const payWith = useCallback(
    async (method: PaymentMethod) => {
      if (method.kind === "card") {
        router.push(path(`/order/${encodeURIComponent(orderNumber)}/payment`));
      } else if (method.kind === "redirect") {
        const started = await startRedirectPayment(api, orderNumber, method.code);
        browser.leave(started.redirect_url);
      } else {
        await announceBankTransfer(api, orderNumber, method.id);
        router.push(summaryPath());
      }
    },
    [api, orderNumber, path, router, summaryPath],
  );

  return useMemo(() => ({ payWith, summaryPath }), [payWith, summaryPath]);
}
