/**
 * jsdom has the <dialog> element but not showModal() and close(). This gives
 * tests as much of the browser's behaviour as the shop's dialogs rely on:
 * showModal() opens the dialog and focuses its first focusable element, Escape
 * sends a cancelable "cancel" event to the top open modal dialog (closing it
 * unless cancelled), and close() closes it with a "close" event. Focus trapping
 * and the inert page behind are the browser's and are not imitated.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const modals: HTMLDialogElement[] = [];

export function polyfillDialog() {
  if (typeof HTMLDialogElement === "undefined" || typeof HTMLDialogElement.prototype.showModal === "function") return;

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException("The dialog is already open.", "InvalidStateError");
    if (!this.isConnected) throw new DOMException("The dialog is not in a document.", "InvalidStateError");
    this.setAttribute("open", "");
    modals.push(this);
    (this.querySelector<HTMLElement>("[autofocus]") ?? this.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute("open");
    if (returnValue !== undefined) this.returnValue = returnValue;
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    this.dispatchEvent(new Event("close"));
  };

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const top = [...modals].reverse().find((dialog) => dialog.isConnected && dialog.open);
    if (!top) return;
    if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
