"use client";

import { useSyncExternalStore } from "react";

/**
 * The open modal dialog the cookie banner must live in, if any.
 *
 * A modal <dialog> (components/ui/Modal, showModal()) makes everything outside it
 * inert and covers it with its backdrop, the unanswered cookie banner included:
 * it sat under the sign-in dialog's backdrop and could not be clicked. The banner
 * is the one thing on the page that must stay answerable, so while a modal is
 * open it is rendered inside that dialog (a portal): it is then in the dialog's
 * top layer and not inert, and every dialog keeps the browser's own focus
 * trapping, Escape and inert page (docs/adr/0063-trust-signals.md).
 */

/** The topmost open modal dialog: the shop's modals say aria-modal="true"; the last opened is last in the document. */
export function topModalDialog(root: ParentNode): HTMLDialogElement | null {
  const open = root.querySelectorAll<HTMLDialogElement>('dialog[open][aria-modal="true"]');
  return open.length > 0 ? open[open.length - 1]! : null;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
  return () => observer.disconnect();
}

const noSubscription = () => () => {};

/** Follows the open modal dialogs while `watching` (the banner is showing); null when none is open. */
export function useModalHost(watching: boolean): HTMLDialogElement | null {
  return useSyncExternalStore(
    watching ? subscribe : noSubscription,
    () => (watching ? topModalDialog(document) : null),
    () => null,
  );
}
