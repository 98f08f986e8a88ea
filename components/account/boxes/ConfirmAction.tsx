"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FormMessage } from "@/components/account/fields";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import styles from "./boxes.module.css";

interface ConfirmActionProps {
  title: string;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The action asked about; when it fails, the dialog stays open and says why. */
  action(): Promise<void>;
  /** The failure in the shopper's words. */
  errorText(error: unknown): string;
  onClose(): void;
}

/** Asks before copying or deleting a design, and runs it; the caller closes the dialog once the action is done. */
export function ConfirmAction({ title, question, confirmLabel, cancelLabel, action, errorText, onClose }: ConfirmActionProps) {
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
        <div className={styles.dialogActions}>
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
