"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import styles from "./cart.module.css";
import type { CartChangeOptions } from "./useCart";

/** The spec's "confirmation remove" modal: asks before a product or a bundle leaves the cart. */

export interface ConfirmRemovalProps {
  title: string;
  question: string;
  onConfirm(options: CartChangeOptions): Promise<boolean>;
  onDone(): void;
  onClose(): void;
}

export function ConfirmRemoval({ title, question, onConfirm, onDone, onClose }: ConfirmRemovalProps) {
  const t = useTranslations("Cart.remove");
  const closeLabel = useTranslations("Modal")("close");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    const removed = await onConfirm({ onError: setError });
    setBusy(false);
    if (removed) onDone();
  }

  return (
    <Modal open onClose={onClose} title={title} closeLabel={closeLabel}>
      <div className={styles.stack}>
        <p>{question}</p>
        {error ? (
          <p role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={confirm} disabled={busy}>
            {t("confirm")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
