"use client";

import { useSyncExternalStore } from "react";

/** The spec's largest mobile breakpoint. */
export const SMALL_SCREEN_QUERY = "(max-width: 767px)";

/** A screen worked with a finger (a phone, a tablet): no Shift, no Alt, no hover. */
export const TOUCH_QUERY = "(pointer: coarse)";

const mediaQuery = (query: string) => (typeof window.matchMedia === "function" ? window.matchMedia(query) : null);

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}

/** A phone-sized screen, followed as it changes (a phone turned, a window narrowed). The editor is client-only, so no server guess is needed. */
export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}

/** A phone or a touch screen: help speaks of tapping, not of Shift-click or Alt-drag. */
export function useTouchScreen(): boolean {
  const touch = useMediaQuery(TOUCH_QUERY);
  return useSmallScreen() || touch;
}
