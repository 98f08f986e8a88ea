"use client";

import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState, type ReactNode } from "react";

/**
 * The query cache, for the islands that read the API through it. It is not part
 * of the storefront layout, so pages without such islands (the landing page,
 * content pages) load none of its code; the route segments that have them wrap
 * their pages in QueryCacheProvider, and the header's session island wraps itself.
 *
 * In the browser every QueryCacheProvider shares one client, so the header and the page
 * see one cache, as a single provider at the root would; the server makes one per
 * render, so no request sees another's data.
 */

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } });
}

let browserClient: QueryClient | undefined;

function storefrontQueryClient(): QueryClient {
  if (typeof window === "undefined") return newQueryClient();
  browserClient ??= newQueryClient();
  return browserClient;
}

/** Provides the storefront's query cache, or keeps the one already provided above (tests give each render its own). */
export function QueryCacheProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? storefrontQueryClient());
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
