"use client";

import { useEffect, useState } from "react";
import type { ApiService } from "@/lib/api/api-service";
import { fetchPriceList, type PriceListResponse } from "@/lib/pricing/client";

/**
 * The configurator's price list for the chosen options, without a query cache:
 * the server-rendered list for the default options, then one request per new set
 * of options, remembered for the rest of the visit. While a new list loads the
 * last one stays shown; an answer that arrives after the shopper moved on to
 * other options is kept for later but never shown for the newer options.
 */

const lists = new Map<string, PriceListResponse>();
const loading = new Map<string, Promise<PriceListResponse>>();

const keyOf = (product: string, extras: string) => `${product}|${extras}`;

function load(api: ApiService, product: string, extras: string): Promise<PriceListResponse> {
  const key = keyOf(product, extras);
  let request = loading.get(key);
  if (!request) {
    request = fetchPriceList(api, { product, extras })
      .then((list) => {
        lists.set(key, list);
        return list;
      })
      .finally(() => loading.delete(key));
    loading.set(key, request);
  }
  return request;
}

interface Shown {
  key: string;
  list?: PriceListResponse;
  failed?: boolean;
}

export interface PriceListState {
  /** The list for the chosen options, or the last one shown while it loads; none after a failure. */
  list: PriceListResponse | undefined;
  fetching: boolean;
  failed: boolean;
}

export function usePriceList(api: ApiService, product: string, extras: string, initial: { extras: string; list: PriceListResponse }): PriceListState {
  const key = keyOf(product, extras);
  const known = extras === initial.extras ? initial.list : lists.get(key);
  const [shown, setShown] = useState<Shown>({ key: keyOf(product, initial.extras), list: initial.list });
  // A list already known is shown at once, and is the one kept on screen while the next options load.
  if (known && (shown.key !== key || shown.list !== known)) setShown({ key, list: known });

  useEffect(() => {
    if (known) return;
    let current = true;
    load(api, product, extras).then(
      (list) => {
        if (current) setShown({ key, list });
      },
      () => {
        if (current) setShown({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, product, extras, key, known]);

  const settled = shown.key === key;
  return { list: shown.list, fetching: !known && !settled, failed: settled && shown.failed === true };
}
