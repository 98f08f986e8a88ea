"use client";

import { useEffect } from "react";
import { commandForKey, type EditorStore } from "@/editor/state";

/** The keys that move a slider: on a focused slider they are its own, not the selection's nudge. */
const SLIDER_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

/** Keys typed here belong to the field: Backspace deletes a letter, Ctrl+A selects the text, an arrow moves a slider. */
function isTyping(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && target.type === "range") return SLIDER_KEYS.has(key);
  return target instanceof HTMLInputElement && !["button", "checkbox", "radio", "color", "file"].includes(target.type);
}

/**
 * The editor's keyboard shortcuts (editor/state's map) wherever the focus is on
 * the page, except in text fields and dialogs. A key a control already handled
 * (the canvas, the side tabs, the toolbar's arrows) arrives prevented and is left alone.
 */
export function useShortcuts(store: EditorStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target, event.key)) return;
      if (event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) return;
      const action = commandForKey(store.getState(), event);
      if (!action) return;
      event.preventDefault();
      store.dispatch(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [store, enabled]);
}
