"use client";

import { useEffect } from "react";

/** Browsers without requestIdleCallback (Safari) wait this long instead. */
export const IDLE_FALLBACK_MS = 1500;
/** An idle moment is awaited at most this long; then the preload starts anyway. */
export const IDLE_TIMEOUT_MS = 4000;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  navigator: { connection?: { saveData?: boolean } };
}

/**
 * Calls `preload` once, in the first idle moment after the editor is on screen:
 * the 3D preview's code (three.js, most of a second to fetch, parse and compile
 * on a phone) is then ready before the shopper's first switch to 3D, instead of
 * being loaded after the press. Not when the shopper asked the browser to save
 * data; not at all without a `preload`.
 */
export function useIdlePreload(preload: (() => void) | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!preload || !enabled) return;
    const win = window as unknown as IdleWindow;
    if (win.navigator.connection?.saveData) return;
    if (typeof win.requestIdleCallback === "function") {
      const handle = win.requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
      return () => win.cancelIdleCallback?.(handle);
    }
    const timer = setTimeout(preload, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [preload, enabled]);
}
