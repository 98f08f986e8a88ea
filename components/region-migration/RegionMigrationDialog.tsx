"use client";

import { useCallback, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import type { RegionMigrationModalProps } from "./RegionMigrationModal";
import styles from "./region-migration.module.css";

/** The notice itself, loaded by RegionMigrationModal only for a visitor it is meant for. */
export default function RegionMigrationDialog({ english, czech, closeLabel }: RegionMigrationModalProps) {
  const [dismissed, setDismissed] = useState(false);
  const close = useCallback(() => setDismissed(true), []);

  return (
    <Modal open={!dismissed} onClose={close} title={english.title} closeLabel={closeLabel}>
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
