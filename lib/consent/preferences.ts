import { parseJsonOrNull } from "@/lib/json";

/**
 * Cookie consent preferences (spec section 3 'Consent preferences'): one boolean
 * per category, kept in local storage under 'ph-pref'. A stored value that does
 * not parse, or lacks any category, counts as no consent at all, so the banner
 * asks again rather than guessing.
 */

export const CONSENT_CATEGORIES = ["functional", "analytics", "advertising", "essential"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor can switch; essential follows them. */
export const TOGGLED_CATEGORIES = ["functional", "analytics", "advertising"] as const satisfies readonly ConsentCategory[];
export type ToggledCategory = (typeof TOGGLED_CATEGORIES)[number];

export type ConsentPreferences = Record<ConsentCategory, boolean>;

export const PREFERENCES_KEY = "ph-pref";
/** Set to the string 'true' in local storage, everything counts as granted and nothing is shown. */
export const CONSENT_DISABLED_KEY = "consentDisabled";

/**
 * Four booleans, checked by hand rather than with zod: the overlay reads them on
 * every storefront page just after it loads, and zod's core would more than double
 * what it loads.
 */
function isPreferences(value: unknown): value is ConsentPreferences {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return CONSENT_CATEGORIES.every((category) => typeof record[category] === "boolean");
}

/** Defaults until the visitor chooses: everything denied. */
export const DENIED: ConsentPreferences = { functional: false, analytics: false, advertising: false, essential: false };
export const ALL_GRANTED: ConsentPreferences = { functional: true, analytics: true, advertising: true, essential: true };

/**
 * Essential has no toggle: it is on whenever any other category is on, and the
 * shop cannot work without it, so every saved choice keeps it on.
 */
export function withEssential(choice: Record<ToggledCategory, boolean>): ConsentPreferences {
  return { functional: choice.functional, analytics: choice.analytics, advertising: choice.advertising, essential: true };
}

/** The stored preferences, or null when missing, not JSON, or lacking a category. */
export function parsePreferences(raw: string | null | undefined): ConsentPreferences | null {
  const value = parseJsonOrNull(raw);
  if (!isPreferences(value)) return null;
  // Only the categories: anything else stored beside them is dropped.
  return { functional: value.functional, analytics: value.analytics, advertising: value.advertising, essential: value.essential };
}

/** Local storage can be missing or refuse access (private modes, blocked cookies). */
type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

function safeGet(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readPreferences(storage: KeyValueStorage | undefined): ConsentPreferences | null {
  return parsePreferences(safeGet(storage, PREFERENCES_KEY));
}

export function writePreferences(storage: KeyValueStorage | undefined, preferences: ConsentPreferences): void {
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // The choice still holds for this page; it is asked again next visit.
  }
}

export function isConsentDisabled(storage: KeyValueStorage | undefined): boolean {
  return safeGet(storage, CONSENT_DISABLED_KEY) === "true";
}
