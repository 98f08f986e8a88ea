"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";

/**
 * The order's payment link (`?workflow_token=` on the payment page): whoever holds
 * it may pay that one order without the buyer's account, such as a colleague in
 * accounts. Every payment call of the page carries it, and so does the summary the
 * payment returns to.
 */

export type PayerParams = { workflow_token: string };

const PaymentLinkContext = createContext<string | null>(null);

export function PaymentLinkProvider({ token, children }: { token: string | null; children: ReactNode }) {
  return <PaymentLinkContext.Provider value={token}>{children}</PaymentLinkContext.Provider>;
}

/** The query parameters of a payment-link holder's calls; undefined for the buyer. */
export function usePayerParams(): PayerParams | undefined {
  const token = useContext(PaymentLinkContext);
  return useMemo(() => (token ? { workflow_token: token } : undefined), [token]);
}

/** `path` with these query parameters added (the payer's, a payment intent's); unchanged without any. */
export function withQuery(path: string, params: Record<string, string> | undefined): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}
