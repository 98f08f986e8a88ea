import type { Messages } from "./messages";

/**
 * Only what client components read is sent to the browser: every page carries
 * its client messages in its HTML, so the full catalogues would weigh on each one.
 */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, K>;
}

/** Namespaces every island's provider sends beside its own: the shared client components' (busy overlay, loader, dialogs, the form kit's error summary and field words) and the layout's. */
export const CLIENT_NAMESPACES = ["Busy", "Loader", "Modal", "AccountMenu", "Consent", "ErrorPage", "Forms"] as const;

/**
 * The words the storefront layout gives its own client parts on every page, as
 * plain strings (components/providers/words): the account menu, the 500 page
 * (which can replace any page), and the consent overlay with its dialogs.
 */
export const LAYOUT_NAMESPACES = ["AccountMenu", "ErrorPage", "Consent", "Modal"] as const;
