"use client";

import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/** False while the server renders and the browser hydrates, true afterwards: for code that is loaded only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
