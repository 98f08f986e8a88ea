"use client";

import { useEffect, useState } from "react";
import type { ApiReads } from "./later-api";
import { configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration-url";
import type { LineQuote } from "@/lib/pricing/line-quote";

/**
 * The server's price of the configured line (GET prices/line_item), without a
 * query cache: the server-rendered quote for the default configuration, then one
 * request per new configuration, remembered for the rest of the visit. While a
 * new quote loads the last one stays shown; an answer that arrives after the
 * shopper moved on is kept for later but never shown for the newer configuration.
 */

/** The query GET prices/line_item is asked with (lib/pricing/line-quote.ts lineQuoteQuery): equal configurations share one answer. */
const lineQuoteQuery = (configuration: LineConfiguration) => configurationToSearchParams(configuration).toString();

const quotes = new Map<string, LineQuote>();
const loading = new Map<string, Promise<LineQuote>>();

function load(api: ApiReads, key: string, configuration: LineConfiguration): Promise<LineQuote> {
  let request = loading.get(key);
  if (!request) {
    request = api
      .lineQuote(configuration)
      .then((quote) => {
        quotes.set(key, quote);
        return quote;
      })
      .finally(() => loading.delete(key));
    loading.set(key, request);
  }
  return request;
}

interface Shown {
  key: string;
  quote?: LineQuote;
  failed?: boolean;
  error?: unknown;
}

export interface LineQuoteState {
  /** The quote for the configuration, or the last one shown while it loads; none after a failure. */
  quote: LineQuote | undefined;
  fetching: boolean;
  failed: boolean;
  /** Why it failed, as thrown (an ApiError carries the server's code and details). */
  error?: unknown;
}

export function useLineQuote(
  api: ApiReads,
  configuration: LineConfiguration,
  initial: { configuration: LineConfiguration; quote: LineQuote },
  /**
   * The signed-in visitor's token, or null: their company may have its own prices
   * (ADR 0056), so the prerendered public quote is only shown until theirs arrives,
   * and their answers are remembered apart from anyone else's.
   */
  viewer: string | null = null,
): LineQuoteState {
  const query = lineQuoteQuery(configuration);
  const key = viewer ? `${viewer}|${query}` : query;
  const initialKey = lineQuoteQuery(initial.configuration);
  const known = key === initialKey ? initial.quote : quotes.get(key);
  const [shown, setShown] = useState<Shown>({ key: initialKey, quote: initial.quote });
  // A quote already known is shown at once, and is the one kept on screen while the next loads.
  if (known && (shown.key !== key || shown.quote !== known)) setShown({ key, quote: known });

  useEffect(() => {
    if (known) return;
    let current = true;
    load(api, key, configuration).then(
      (quote) => {
        if (current) setShown({ key, quote });
      },
      (error: unknown) => {
        if (current) setShown({ key, failed: true, error });
      },
    );
    return () => {
      current = false;
    };
    // The key names the configuration: a new object with the same choices asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, known]);

  const settled = shown.key === key;
  const failed = settled && shown.failed === true;
  return { quote: shown.quote, fetching: !known && !settled, failed, error: failed ? shown.error : undefined };
}
