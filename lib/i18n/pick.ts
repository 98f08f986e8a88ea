import type { Messages } from "./messages";

/**
 * Only what client components read is sent to the browser: every page carries
 * its client messages in its HTML, so the full catalogues would weigh on each one.
 */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, K>;
}

/** Namespaces that client components use on every page (ErrorPage: the 500 page can replace any page). */
export const CLIENT_NAMESPACES = ["Busy", "Loader", "Modal", "AccountMenu", "Consent", "ErrorPage"] as const;
