"use client";

import { useEffect, useState } from "react";
import { printableSides } from "@/lib/dielines";
import { imageLoaderFor, renderSideToCanvas } from "@/editor/canvas2d/export-side";
import { BoxPreview3D, type SideTextures } from "@/editor/preview3d";
import type { Preview3DPartProps } from "./parts";
import styles from "./shell.module.css";

/** Texture detail: 3 px per mm, and no side larger than this either way (a safe WebGL texture size everywhere). */
const TEXTURE_PX_PER_MM = 3;
const MAX_TEXTURE_PX = 2048;
/** Artwork is drawn again this long after the last change, not on every keystroke. */
const REDRAW_DELAY_MS = 150;

/**
 * The 3D preview with the design on it: each printable side drawn flat by the
 * 2D export and handed to the box as its texture. This module (and three.js with
 * it) loads only when the shopper first switches to 3D.
 */
export default function Preview3DPart({ net, document, imageUrl, folded, boardColour, insideColour, label, webglUnavailable, exporter }: Preview3DPartProps) {
  const [textures, setTextures] = useState<SideTextures>({});

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const loadImage = imageLoaderFor(imageUrl);
      void Promise.all(
        printableSides(net).map(async (side) => {
          const panel = net.panels.find((candidate) => candidate.side === side)!;
          const pxPerMm = Math.min(TEXTURE_PX_PER_MM, MAX_TEXTURE_PX / Math.max(panel.frame.width, panel.frame.height));
          return [side, await renderSideToCanvas(document, net, side, pxPerMm, loadImage)] as const;
        }),
      ).then(
        (drawn) => {
          if (current) setTextures(Object.fromEntries(drawn));
        },
        // Without textures the box shows bare board; the 2D view still has the artwork.
        () => undefined,
      );
    }, REDRAW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [document, imageUrl, net]);

  return (
    <BoxPreview3D
      className={styles.preview3d}
      net={net}
      sideTextures={textures}
      folded={folded}
      boardColour={boardColour}
      insideColour={insideColour}
      label={label}
      webglUnavailable={webglUnavailable}
      ref={exporter}
    />
  );
}
