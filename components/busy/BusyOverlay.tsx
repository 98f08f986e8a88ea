import { useTranslations } from "next-intl";
import { Loader } from "@/components/ui/Loader";
import { BUSY_ERROR_STATES, type BusyState } from "./busy-states";
import styles from "./busy-overlay.module.css";

export interface BusyOverlayProps {
  state: BusyState;
  /** Cover only the nearest positioned parent instead of the whole window. */
  inline?: boolean;
  /** Words to say instead of the state's own, where the page knows better (the editor names the product it saves). */
  message?: string;
}

/** Covers the page (or a part of it) while the shop is busy, saying what it is doing. */
export function BusyOverlay({ state, inline = false, message }: BusyOverlayProps) {
  const t = useTranslations("Busy");
  const isError = BUSY_ERROR_STATES.has(state);
  const words = message ?? t(state);
  const className = [styles.overlay, inline && styles.inline, isError && styles.error].filter(Boolean).join(" ");
  return (
    <div className={className} data-busy-state={state} aria-busy={!isError}>
      {!isError && <Loader kind="circular" color="blue" label={words} />}
      <p className={styles.message} role={isError ? "alert" : undefined} aria-live={isError ? undefined : "polite"}>
        {words}
      </p>
    </div>
  );
}
