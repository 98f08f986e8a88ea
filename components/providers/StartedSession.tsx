"use client";

import { QueryCacheProvider } from "./query";
import { SessionBootstrap } from "./SessionProvider";

/** SessionBootstrap with the storefront's query cache; loaded by SessionStart. */
export default function StartedSession() {
  return (
    <QueryCacheProvider>
      <SessionBootstrap />
    </QueryCacheProvider>
  );
}
