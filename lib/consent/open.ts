/**
 * The window event that reopens the preferences dialog (the footer's cookie
 * settings link sends it). On its own so the link, on every page, does not load
 * the preferences' parsing.
 */
export const CONSENT_OPEN_EVENT = "ph-cookie-consent-open";

export function openConsentPreferences(target: Pick<Window, "dispatchEvent"> = window): void {
  target.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
