"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { MODELS } from "@/lib/dielines/models";
import { BoxPreview3D, type BoxViewerHandle } from "@/editor/preview3d";
import { folds } from "@/editor/preview3d/scene-kind";
import type { ViewerProduct } from "./viewer-product";
import { customSizeText, viewerNet, viewerSubject } from "./viewer-subject";
import type { ProductViewerWords } from "./words";
import styles from "./viewer-dialog.module.css";

export interface ProductViewerDialogProps {
  product: ViewerProduct;
  name: string;
  words: ProductViewerWords;
  onClose: () => void;
}

/** No artwork: the viewer shows the board as it comes, in the chosen material. */
const NO_ARTWORK = {};
/** One press of a turn button: an eighth of a turn round, a sixteenth over. */
const TURN_STEP = Math.PI / 4;
const TILT_STEP = Math.PI / 8;

/**
 * The live 3D viewer: the browser's modal <dialog> (focus moves in and stays,
 * the page behind is inert, Escape and the close button ask the button to
 * close it), a full-screen sheet on a phone and a dialog over the page on a
 * wider screen. This module loads three.js: only ProductViewerButton's dynamic
 * import brings it in. The configuration is read from the address once, when
 * the viewer opens; the page behind cannot change it while the dialog is open.
 */
export default function ProductViewerDialog({ product, name, words, onClose }: ProductViewerDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const preview = useRef<BoxViewerHandle>(null);
  const titleId = useId();
  const noteId = useId();
  const [subject] = useState(() => viewerSubject(product, window.location.search));
  const net = useMemo(() => viewerNet(product, subject), [product, subject]);
  const foldable = net !== null && folds(net);
  const hasLid = net !== null && MODELS[net.model].lid !== undefined;
  const [folded, setFolded] = useState(true);
  const [lidOpen, setLidOpen] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Set while the dialog leaves the page, so that its own "close" event is not reported back.
  const leaving = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    leaving.current = false;
    if (!element.open) element.showModal();
    return () => {
      leaving.current = true;
      if (element.open) element.close();
    };
  }, []);

  const size = subject.sizeLabel ?? customSizeText(subject.inside, product, words.customSize);
  const caption = subject.materialLabel ? `${size} · ${subject.materialLabel}` : size;
  const fill = (pattern: string) => pattern.replace("{product}", name);
  const unavailable = <p className={styles.unavailable}>{words.webglUnavailable}</p>;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={noteId}
      data-testid="product-viewer"
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClose={() => {
        if (!leaving.current) close.current();
      }}
      // The frame fills the dialog, so a press on the dialog element itself was on the backdrop.
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {fill(words.title)}
            </h2>
            <p className={styles.caption} data-testid="product-viewer-caption">
              {caption}
            </p>
          </div>
          <button type="button" className={styles.close} aria-label={words.close} onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {net ? (
          <BoxPreview3D
            ref={preview}
            className={styles.stage}
            net={net}
            sideTextures={NO_ARTWORK}
            folded={folded}
            open={hasLid && lidOpen}
            animateLid
            boardColour={subject.colours.board}
            insideColour={subject.colours.inside}
            label={fill(words.label)}
            webglUnavailable={unavailable}
          />
        ) : (
          <div className={styles.stage} role="status">
            {unavailable}
          </div>
        )}
        <p id={noteId} className={styles.note}>
          {words.plain} {words.hint}
        </p>
        <div className={styles.controls} role="group" aria-label={words.controls}>
          <button type="button" onClick={() => preview.current?.turn(-TURN_STEP, 0)}>
            <span aria-hidden="true">↺</span> {words.turnLeft}
          </button>
          <button type="button" onClick={() => preview.current?.turn(TURN_STEP, 0)}>
            <span aria-hidden="true">↻</span> {words.turnRight}
          </button>
          <button type="button" onClick={() => preview.current?.turn(0, TILT_STEP)}>
            <span aria-hidden="true">↑</span> {words.tiltUp}
          </button>
          <button type="button" onClick={() => preview.current?.turn(0, -TILT_STEP)}>
            <span aria-hidden="true">↓</span> {words.tiltDown}
          </button>
          {hasLid && folded && (
            <button type="button" className={styles.toggle} onClick={() => setLidOpen((open) => !open)} data-testid="product-viewer-lid">
              {lidOpen ? words.closeLid : words.openLid}
            </button>
          )}
          {foldable && (
            <button
              type="button"
              className={styles.toggle}
              onClick={() => {
                setLidOpen(false);
                setFolded((was) => !was);
              }}
              data-testid="product-viewer-fold"
            >
              {folded ? words.unfold : words.fold}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
