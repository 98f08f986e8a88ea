"use client";

import dynamic from "next/dynamic";
import { createContext, useContext } from "react";
import { useTranslations } from "next-intl";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import type { EditorFlavour } from "@/lib/dielines";
import type { EditorAppProps } from "./EditorApp";
import styles from "./shell.module.css";

/** The route's editor, for the words shown while the editor's own code loads (a box, or a design in the product editor). */
const FlavourContext = createContext<EditorFlavour>("box");

function Loading() {
  const t = useTranslations("Editor.load");
  const product = useContext(FlavourContext) === "product";
  return (
    <div className={styles.placeholder}>
      <BusyOverlay state="loadingBoxData" inline message={product ? t("productLoading") : undefined} />
    </div>
  );
}

/**
 * What the editor routes render. The editor (Konva, the state, the panels) is
 * its own chunk, fetched in the browser only: nothing of it is rendered on the
 * server or reaches the storefront's shared bundles.
 */
const EditorApp = dynamic(() => import("./EditorApp"), {
  ssr: false,
  loading: () => <Loading />,
});

/**
 * `data-editor-page` marks an editor page for the site header, which is one short row there on a phone
 * (components/layout/layout.module.css), so the canvas starts on the first screen.
 */
export function EditorIsland(props: EditorAppProps) {
  return (
    <div data-editor-page="">
      <FlavourContext value={props.flavour ?? "box"}>
        <EditorApp {...props} />
      </FlavourContext>
    </div>
  );
}
