"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { useApi } from "@/components/providers/AppProviders";
import type { EditorStore } from "@/editor/state";
import { Autosave, type AutosaveSnapshot } from "./autosave";
import { saveDesign, type BoxDesign } from "./design-api";

const idle = () => () => {};

/**
 * Keeps the owner's design saved: every change of the store's document goes to
 * autosave, and leaving the page (closing the tab, switching away on a phone)
 * saves at once. A page left with unsaved work asks first, as the browser allows.
 * Null for designs the visitor may only look at. Leaving the editor by an in-app
 * link unmounts it, which saves what waits at once (it would otherwise wait for
 * the pause); leaving the page sends it as a request that may outlive the page.
 */
export function useAutosave(store: EditorStore, design: BoxDesign | null): { autosave: Autosave | null; snapshot: AutosaveSnapshot | null } {
  const api = useApi();
  const [autosave] = useState(() =>
    design ? new Autosave({ design, send: (change, base, options) => saveDesign(api, design.id, change, base, options) }) : null,
  );
  const snapshot = useSyncExternalStore(
    autosave?.subscribe ?? idle,
    () => autosave?.getSnapshot() ?? null,
    () => null,
  );

  useEffect(() => {
    if (!autosave) return;
    const unsubscribe = store.subscribe(() => autosave.edit({ document: store.getState().document }));
    // An edit made between the editor's first paint and this effect reached the store before anyone listened.
    autosave.edit({ document: store.getState().document });
    const saveNow = () => autosave.flush();
    const onHidden = () => {
      if (document.visibilityState === "hidden") saveNow();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.unsaved) return;
      saveNow();
      event.preventDefault();
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", saveNow);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      unsubscribe();
      // Leaving the editor inside the shop (a link, the back button) unmounts it: what waits is saved now.
      autosave.flush();
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", saveNow);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [autosave, store]);

  return { autosave, snapshot };
}
