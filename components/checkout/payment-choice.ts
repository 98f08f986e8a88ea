"use client";

import { useCallback, useState } from "react";
import type { PaymentMethod } from "./types";

/**
 * The payment method the shopper picked on the delivery step. The server learns
 * it only when the shopper pays (and records it on the payment), so the browser
 * keeps it for this tab: the summary pays with it and the payment page offers it
 * first, also after a reload; another tab starts afresh.
 */

const key = (orderNumber: string) => `checkout-payment:${orderNumber}`;

function read(orderNumber: string): string | null {
  try {
    return window.sessionStorage.getItem(key(orderNumber));
  } catch {
    return null; // storage disabled: the choice lives in memory only
  }
}

function write(orderNumber: string, code: string): void {
  try {
    window.sessionStorage.setItem(key(orderNumber), code);
  } catch {
    // as above
  }
}

/** The chosen method among those offered; the first one until the shopper picks. */
export function usePaymentChoice(orderNumber: string, offered: readonly PaymentMethod[]): [PaymentMethod | null, (method: PaymentMethod) => void] {
  const [code, setCode] = useState<string | null>(() => (typeof window === "undefined" ? null : read(orderNumber)));
  const choose = useCallback(
    (method: PaymentMethod) => {
      write(orderNumber, method.code);
      setCode(method.code);
    },
    [orderNumber],
  );
  return [offered.find((method) => method.code === code) ?? offered[0] ?? null, choose];
}
