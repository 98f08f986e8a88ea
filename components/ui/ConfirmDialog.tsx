"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "./Button";
import { FormMessage } from "./FormMessage";
import { Modal } from "./Modal";
import styles from "./shared.module.css";

export interface ConfirmDialogProps {
  title: string;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The action asked about; when it fails, the dialog stays open and says why. */
  action(): Promise<void>;
  /** The failure in the reader's words. */
  errorText(error: unknown): string;
  /** Cancelling, and closing the dialog; the caller also closes it once the action is done. */
  onClose(): void;
}

/**
 * Asks before an action that reaches someone else or cannot be undone, then
 * runs it. While it runs the confirm button is disabled and marked busy; it
 * stays so after success, until the caller closes the dialog.
 */
export function ConfirmDialog({ title, question, confirmLabel, cancelLabel, action, errorText, onClose }: ConfirmDialogProps) {
  const closeLabel = useTranslations("Modal")("close");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={title} closeLabel={closeLabel}>
      <div className={styles.dialog}>
        <p>{question}</p>
        <FormMessage error={error} />
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
