"use client";

import { useEffect, useState } from "react";
import type { ApiReads } from "./later-api";

/**
 * The carbon footprint per piece (grams) of a size the page did not render it for
 * (a custom size), from the server (GET v2/products/{sku}/emissions); undefined while
 * it loads, when it failed, or without a sku. The footprint is the server's figure
 * like the price: the browser does not know the product's material weights.
 */
export function useSizeEmissions(api: ApiReads, sku: string | null): number | undefined {
  const [known, setKnown] = useState<{ sku: string; grams: number } | null>(null);
  useEffect(() => {
    if (!sku) return;
    let current = true;
    api.emissions(sku, 1).then(
      (answer) => {
        if (current && answer) setKnown({ sku, grams: answer.co2e_grams_per_piece });
      },
      // A footprint that cannot be had is left out; the price says what failed.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, sku]);
  return sku && known?.sku === sku ? known.grams : undefined;
}
