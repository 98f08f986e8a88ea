"use client";

import dynamic from "next/dynamic";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import type { EditorAppProps } from "./EditorApp";
import styles from "./shell.module.css";

/**
 * What the editor routes render. The editor (Konva, the state, the panels) is
 * its own chunk, fetched in the browser only: nothing of it is rendered on the
 * server or reaches the storefront's shared bundles.
 */
const EditorApp = dynamic(() => import("./EditorApp"), {
  ssr: false,
  loading: () => (
    <div className={styles.placeholder}>
      <BusyOverlay state="loadingBoxData" inline />
    </div>
  ),
});

/**
 * `data-editor-page` marks an editor page for the site header, which is one short row there on a phone
 * (components/layout/layout.module.css), so the canvas starts on the first screen.
 */
export function EditorIsland(props: EditorAppProps) {
  return (
    <div data-editor-page="">
      <EditorApp {...props} />
    </div>
  );
}
