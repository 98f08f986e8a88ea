"use client";

import { useSyncExternalStore } from "react";

/** The spec's largest mobile breakpoint. */
export const SMALL_SCREEN_QUERY = "(max-width: 767px)";

const mediaQuery = () => (typeof window.matchMedia === "function" ? window.matchMedia(SMALL_SCREEN_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** A phone-sized screen, followed as it changes (a phone turned, a window narrowed). The editor is client-only, so no server guess is needed. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
