"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/providers/hydrated";
import { AccountMenuLinks } from "./AccountMenuLinks";

/**
 * The session's code (query cache, API client) comes after hydration, so it is
 * not part of any page's first load; until then the menu shows what it shows
 * while the session loads.
 */
const SessionAccountMenu = lazy(() => import("./SessionAccountMenu"));

/** The header's way into the account: sign-in and registration, or the account and sign-out. */
export function AccountMenu() {
  const hydrated = useHydrated();
  const loading = <AccountMenuLinks status="loading" manager={false} />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <SessionAccountMenu />
    </Suspense>
  );
}
