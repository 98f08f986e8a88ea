"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { shouldShowRegionMigration } from "./rule";

/** The dialog's code is loaded only for the few visitors who arrive from the Czech site. */
const RegionMigrationDialog = lazy(() => import("./RegionMigrationDialog"));

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
export function RegionMigrationModal(props: RegionMigrationModalProps) {
  // The server renders it closed; the browser reads its address bar once hydrated.
  const arrivedFromCzechSite = useSyncExternalStore(neverChanges, readAddressBar, () => false);
  if (!arrivedFromCzechSite) return null;
  return (
    <Suspense fallback={null}>
      <RegionMigrationDialog {...props} />
    </Suspense>
  );
}
