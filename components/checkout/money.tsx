"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";

/** The storefront's way of writing prices, for every amount the checkout shows (amounts come from the server). */

const FormatterContext = createContext<CurrencyFormatter | null>(null);

export function MoneyFormat({ formatter, children }: { formatter: CurrencyFormatter; children: ReactNode }) {
  return <FormatterContext.Provider value={formatter}>{children}</FormatterContext.Provider>;
}

export function useMoney(): (minorUnits: number) => string {
  const formatter = useContext(FormatterContext);
  if (!formatter) throw new Error("MoneyFormat is missing above this component");
  return useCallback((minorUnits: number) => formatMinorUnits(minorUnits, formatter), [formatter]);
}
