"use client";

import { useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useSession } from "@/components/providers/SessionProvider";
import { useRegionPath } from "@/components/providers/region";
import type { SaveState } from "./autosave";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";

interface SaveStatusProps {
  state: SaveState;
  /** When a save from this page last landed (ISO 8601), so pressing Save visibly does something. */
  savedAt?: string | null;
  onRetry: () => void;
  /** Opens the choice between this version and the one saved elsewhere again. */
  onResolve: () => void;
}

/**
 * Where the shopper's work stands: saved, waiting, saving, or not saved with a
 * way to try again. A shopper who has not signed in is told the truth about
 * "saved": it is kept for this browser's visitor only, and signing in (which
 * takes the design along) keeps it for good.
 */
export function SaveStatus({ state, savedAt = null, onRetry, onResolve }: SaveStatusProps) {
  const t = useTranslations("Editor.save");
  const locale = useLocale();
  const { status } = useSession();
  const path = useRegionPath();
  const anonymous = status === "anonymous";
  const time = savedAt ? formatDate(savedAt, "time", locale) : null;

  let text: string = t(state);
  if (state === "saved" && anonymous) text = time ? t("savedHereAt", { time }) : t("savedHere");
  else if (state === "saved" && time) text = t("savedAt", { time });

  // A box of fixed size, three lines high: the status, which wraps onto as many lines as it needs (two where an
  // action follows it), then its action on one line. Whatever it says, the bar around it keeps its height, so
  // the canvas never moves under the cursor when a save lands, and the status is never cut (the walk found
  // "Saved at 9:40 AM, in this browser …" cut at 1440 px and on the phone). The action's words, too long for
  // its line, end in an ellipsis; the whole of each slot is its title (a tooltip) and its accessible name.
  const line = `${shared.linkButton} ${styles.saveLine}`;
  const action = (state === "saved" && anonymous) || state === "failed" || state === "conflict";
  return (
    <div className={styles.saveState} data-testid="save-state" data-state={state} data-anonymous={anonymous || undefined} data-action={action || undefined}>
      <span role="status" className={styles.saveStatus} title={text}>
        {text}
      </span>
      {state === "saved" && anonymous ? (
        <a className={line} href={signInAddress(path("/sign_in"))} title={t("keepHint")}>
          {t("keep")}
        </a>
      ) : null}
      {state === "failed" ? (
        <button type="button" className={line} onClick={onRetry} title={t("retry")}>
          {t("retry")}
        </button>
      ) : null}
      {state === "conflict" ? (
        <button type="button" className={line} onClick={onResolve} title={t("resolve")}>
          {t("resolve")}
        </button>
      ) : null}
    </div>
  );
}

/** Sign-in that comes back to this very design: signing in hands the visitor's designs to the account. */
function signInAddress(signIn: string): string {
  if (typeof window === "undefined") return signIn;
  const here = `${window.location.pathname}${window.location.search}`;
  return `${signIn}?${new URLSearchParams({ redirect: here }).toString()}`;
}
