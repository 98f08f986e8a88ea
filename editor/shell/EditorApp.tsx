"use client";

import { lazy } from "react";
import { DesignCanvas } from "@/editor/canvas2d/DesignCanvas";
import { exportSidePng, imageLoaderFor } from "@/editor/canvas2d/export-side";
import { EditorShell, type EditorShellProps } from "./EditorShell";
import type { EditorParts } from "./parts";

/** Thumbnails are at most 300 x 300 px (spec section 9). */
const THUMBNAIL_PX = 300;

/** The 3D preview's module, with three.js: one import, so the preload and the lazy component share its promise. */
const loadPreview3D = () => import("./Preview3DPart");

/** The real parts: Konva's canvas, and the 3D preview, loaded while the editor is idle or when first shown. */
const PARTS: EditorParts = {
  Canvas: DesignCanvas,
  Preview3D: lazy(loadPreview3D),
  preloadPreview3D() {
    // A failed preload is no error: the switch to 3D loads it again.
    loadPreview3D().catch(() => undefined);
  },
  async exportThumbnail(document, net, side, imageUrl) {
    const png = await exportSidePng(document, net, side, { maxPx: THUMBNAIL_PX, loadImage: imageLoaderFor(imageUrl) });
    return (await fetch(png)).blob();
  },
};

export type EditorAppProps = Omit<EditorShellProps, "parts">;

/** The editor with its real parts; the routes load this module in the browser only (see EditorIsland). */
export default function EditorApp(props: EditorAppProps) {
  return <EditorShell {...props} parts={PARTS} />;
}
