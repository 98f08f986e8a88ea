"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { shouldShowRegionMigration } from "./rule";
import styles from "./region-migration.module.css";

export interface RegionMigrationText {
  title: string;
  body: string;
  imageAlt: string;
  close: string;
}

export interface RegionMigrationModalProps {
  /** The notice is always shown in English, then in Czech, whatever the page's language. */
  english: RegionMigrationText;
  czech: RegionMigrationText;
  /** Label of the dialog's × button. */
  closeLabel: string;
}

function neverChanges(): () => void {
  return () => {};
}

function readAddressBar(): boolean {
  return shouldShowRegionMigration(window.location.hostname, window.location.search);
}

/**
 * Tells visitors who came from the closed Czech site that they are now on the
 * .com site. It decides in the browser, from the address bar, so the page around
 * it stays one cached page for everybody.
 */
export function RegionMigrationModal({ english, czech, closeLabel }: RegionMigrationModalProps) {
  // The server renders it closed; the browser reads its address bar once hydrated.
  const arrivedFromCzechSite = useSyncExternalStore(neverChanges, readAddressBar, () => false);
  const [dismissed, setDismissed] = useState(false);
  const close = useCallback(() => setDismissed(true), []);
  const open = arrivedFromCzechSite && !dismissed;

  return (
    <Modal open={open} onClose={close} title={english.title} closeLabel={closeLabel}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG, no optimisation needed */}
      <img className={styles.image} src="/build/shared-images/region-migration.svg" alt={english.imageAlt} width={480} height={160} />
      <section className={styles.language} lang="en">
        <p>{english.body}</p>
      </section>
      <section className={styles.language} lang="cs">
        <h3>{czech.title}</h3>
        <p>{czech.body}</p>
      </section>
      <div className={styles.actions}>
        <Button onClick={close}>
          {english.close} / <span lang="cs">{czech.close}</span>
        </Button>
      </div>
    </Modal>
  );
}
