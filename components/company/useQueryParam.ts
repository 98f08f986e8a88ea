"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A query parameter of the page's address, read in the browser: the company pages
 * are shells the same for every visitor, and the mailed links carry their secret
 * (`token`, `code`) in the query. Undefined while rendering on the server.
 */
export function useQueryParam(name: string): string | null | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name),
    () => undefined,
  );
}
