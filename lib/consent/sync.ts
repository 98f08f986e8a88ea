import { PREFERENCES_KEY, parsePreferences, type ConsentPreferences } from "./preferences";

/**
 * Cross-tab sync: a choice saved in one tab reaches the others through the
 * 'storage' event, which browsers fire only in the tabs that did not write.
 * Clearing storage (key null) counts as the preferences being removed.
 */
export function subscribeToOtherTabs(
  target: Pick<Window, "addEventListener" | "removeEventListener">,
  onChange: (stored: ConsentPreferences | null) => void,
): () => void {
  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== PREFERENCES_KEY) return;
    onChange(event.key === null ? null : parsePreferences(event.newValue));
  }
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}

export { CONSENT_OPEN_EVENT, openConsentPreferences } from "./open";
