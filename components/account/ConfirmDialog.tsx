"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import shared from "@/components/ui/shared.module.css";
import { useErrorText } from "./errors";
import { FormMessage } from "./fields";

interface ConfirmDialogProps {
  title: string;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The action asked about; a failure is shown in the dialog, which stays open. */
  onConfirm(): Promise<unknown>;
  onDone(): void;
  onClose(): void;
}

/** Asks before an action that cannot be taken back (sign out, delete). */
export function ConfirmDialog({ title, question, confirmLabel, cancelLabel, onConfirm, onDone, onClose }: ConfirmDialogProps) {
  const closeLabel = useTranslations("Modal")("close");
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onDone();
    } catch (failure) {
      setError(errorText(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={title} closeLabel={closeLabel}>
      <div className={shared.form}>
        <p>{question}</p>
        <FormMessage error={error} />
        <div className={shared.actions}>
          <Button onClick={confirm} disabled={busy}>
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
