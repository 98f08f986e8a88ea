import type { ReactNode } from "react";
import { QueryCacheProvider } from "./query";

/** The layout of a route segment whose islands read the API through the query cache (see ./query). */
export function QueryCacheLayout({ children }: { children: ReactNode }) {
  return <QueryCacheProvider>{children}</QueryCacheProvider>;
}
