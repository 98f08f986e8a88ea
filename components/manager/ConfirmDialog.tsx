"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { FormMessage } from "./fields";
import styles from "./manager.module.css";

interface ConfirmDialogProps {
  title: string;
  question: ReactNode;
  confirmLabel: string;
  /** The action asked about; when it fails, the dialog stays open and says why. */
  action(): Promise<void>;
  errorText(error: unknown): string;
  onClose(): void;
}

/** Asks before something that reaches the buyer or cannot be undone (sending, withdrawing), then does it. */
export function ConfirmDialog({ title, question, confirmLabel, action, errorText, onClose }: ConfirmDialogProps) {
  const t = useTranslations("Manager");
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
            {t("cancel")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
