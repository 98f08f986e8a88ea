"use client";

import { useTranslations } from "next-intl";
import type { SaveState } from "./autosave";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";

interface SaveStatusProps {
  state: SaveState;
  onRetry: () => void;
  /** Opens the choice between this version and the one saved elsewhere again. */
  onResolve: () => void;
}

/** Where the shopper's work stands: saved, waiting, saving, or not saved with a way to try again. */
export function SaveStatus({ state, onRetry, onResolve }: SaveStatusProps) {
  const t = useTranslations("Editor.save");
  return (
    <div className={styles.saveState} data-testid="save-state" data-state={state}>
      <span role="status">{t(state)}</span>
      {state === "failed" ? (
        <button type="button" className={shared.linkButton} onClick={onRetry}>
          {t("retry")}
        </button>
      ) : null}
      {state === "conflict" ? (
        <button type="button" className={shared.linkButton} onClick={onResolve}>
          {t("resolve")}
        </button>
      ) : null}
    </div>
  );
}
