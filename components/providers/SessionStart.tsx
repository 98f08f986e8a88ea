"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "./hydrated";

/** The session's code is loaded once the page is hydrated, so it is not part of any page's first load. */
const StartedSession = lazy(() => import("./StartedSession"));

/** Mounted once per page: every visitor has a user from the first visit (see SessionBootstrap). */
export function SessionStart() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <StartedSession />
    </Suspense>
  );
}
