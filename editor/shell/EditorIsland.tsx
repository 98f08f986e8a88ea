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

export function EditorIsland(props: EditorAppProps) {
  return <EditorApp {...props} />;
}
