"use client";

import { useEffect, useRef } from "react";
import { commandForKey, copySelection, cutSelection, pasteClipboard, shortcutFor, type Clipboard, type EditorStore } from "@/editor/state";

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
  // Ctrl+C keeps the elements here, for this editor: a paste after switching sides puts them on the new side.
  const clipboard = useRef<Clipboard | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target, event.key)) return;
      if (event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) return;
      const name = shortcutFor(event)?.name;
      if (name === "copy" || name === "cut" || name === "paste") {
        onClipboardKey(name, event);
        return;
      }
      const action = commandForKey(store.getState(), event);
      if (!action) return;
      event.preventDefault();
      store.dispatch(action);
    };
    function onClipboardKey(name: "copy" | "cut" | "paste", event: KeyboardEvent) {
      const state = store.getState();
      if (name === "paste") {
        const paste = clipboard.current ? pasteClipboard(state, clipboard.current) : null;
        if (!paste) return;
        event.preventDefault();
        // One undo step; the pasted elements are the selection, to move them at once.
        if (store.dispatch(paste.action).changed) store.dispatch({ type: "select", ids: paste.ids });
        return;
      }
      // Words selected on the page (a hint, a price) are the browser's to copy.
      if (window.getSelection()?.isCollapsed === false) return;
      const cut = name === "cut" ? cutSelection(state) : null;
      const copied = cut?.clipboard ?? copySelection(state);
      if (!copied) return;
      event.preventDefault();
      clipboard.current = copied;
      if (cut?.action) store.dispatch(cut.action);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [store, enabled]);
}
