import type { ConsentPreferences } from "./preferences";

/**
 * Google consent mode (spec section 4 'Analytics'): every storage type is denied
 * before any tag runs, and a choice (or the stored one at start) sends the update.
 */

export const GOOGLE_CONSENT_TYPES = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
export type GoogleConsentType = (typeof GOOGLE_CONSENT_TYPES)[number];
export type GoogleConsent = Record<GoogleConsentType, "granted" | "denied">;

export const GOOGLE_CONSENT_DEFAULT: GoogleConsent = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

export function googleConsentOf(preferences: ConsentPreferences): GoogleConsent {
  const advertising = preferences.advertising ? "granted" : "denied";
  return {
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
    analytics_storage: preferences.analytics ? "granted" : "denied",
  };
}

/**
 * The inline script of the page's head: gtag's queue and the denied default
 * (GOOGLE_CONSENT_DEFAULT, consent.test.ts runs it). It has to run before any tag, so
 * it cannot wait for the page's bundles; the production server lets exactly this text run.
 */
export { CONSENT_ASK_ATTRIBUTE, CONSENT_DEFAULT_SCRIPT } from "./default-script.mjs";

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

export function sendConsentUpdate(preferences: ConsentPreferences, target: GtagWindow = window as unknown as GtagWindow): void {
  if (!target.gtag) {
    // The head script did not run (a page without the layout): keep gtag's protocol anyway.
    target.dataLayer = target.dataLayer ?? [];
    const layer = target.dataLayer;
    target.gtag = function gtag() {
      // gtag reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  }
  target.gtag("consent", "update", googleConsentOf(preferences));
}
