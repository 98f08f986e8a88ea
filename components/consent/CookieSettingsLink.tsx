"use client";

import { openConsentPreferences } from "@/lib/consent/open";
import styles from "./consent.module.css";

/** The footer's way back to the cookie preferences: it sends the window event the overlay listens to. */
export function CookieSettingsLink({ label }: { label: string }) {
  return (
    <button type="button" className={styles.footerLink} onClick={() => openConsentPreferences()}>
      {label}
    </button>
  );
}
