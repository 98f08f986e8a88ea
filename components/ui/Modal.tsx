"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icons";
import styles from "./modal.module.css";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible label of the close button, from the caller's messages. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: showModal() moves focus into
 * it, keeps it there and makes the page behind inert; Escape, the × button and
 * a click on the backdrop ask the caller to close it, and focus returns to what
 * opened it.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({ onClose, title, closeLabel, children }: Omit<ModalProps, "open">) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The caller's latest onClose, without showing the dialog again each time it changes.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Set while the dialog closes because it is leaving the page, so that closing is not reported back.
  const leaving = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    leaving.current = false;
    if (!dialog.open) dialog.showModal();
    return () => {
      leaving.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      className={styles.dialog}
      // Escape: the caller decides whether and when the dialog goes.
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      // A browser may still close it itself (a second Escape in a row); the caller hears of it.
      onClose={() => {
        if (!leaving.current) close.current();
      }}
      // The dialog element itself is hit only outside its body: on the backdrop.
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => close.current()}>
          <Icon name="close" size={20} />
        </button>
        {children}
      </div>
    </dialog>
  );
}
