"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Modal } from "@/components/ui/Modal";
import { Button } from "@/components/ui/Button";
import styles from "./shell.module.css";

interface ConflictDialogProps {
  open: boolean;
  onClose: () => void;
  /** Loads the version saved elsewhere into the editor. */
  onTakeTheirs: () => Promise<void>;
  /** Saves the shopper's version over it. */
  onKeepMine: () => Promise<void>;
}

/**
 * Another tab or window saved the design after this one read it. Nothing is
 * saved until the shopper picks a version; closing the dialog keeps the choice
 * open (the save state says "changed in another tab" and offers it again).
 */
export function ConflictDialog({ open, onClose, onTakeTheirs, onKeepMine }: ConflictDialogProps) {
  const t = useTranslations("Editor.conflict");
  const close = useTranslations("Modal")("close");
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  async function choose(action: () => Promise<void>) {
    setWorking(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t("title")} closeLabel={close}>
      <p>{t("text")}</p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t("failed")}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" disabled={working} onClick={() => void choose(onTakeTheirs)}>
          {t("theirs")}
        </Button>
        <Button disabled={working} onClick={() => void choose(onKeepMine)}>
          {t("mine")}
        </Button>
      </div>
    </Modal>
  );
}
