"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import {
  MAX_LETTER_SPACING_EM,
  MAX_QR_DATA_BYTES,
  MIN_LETTER_SPACING_EM,
  utf8Length,
  type DesignElement,
  type ImageElement,
  type QrElement,
  type TextElement,
} from "@/lib/design";
import { qrMinimumSide } from "@/lib/design/qr";
import type { EditorStore, ElementPatch } from "@/editor/state";
import { ColourSwatches } from "./ColourSwatches";
import { cropOf, cropPatch, FULL_CROP, trimOf, type Trim } from "./image-tools";
import { useKindWords } from "./product-words";
import styles from "./shell.module.css";

/**
 * The element tools beyond the basics: a text's alignment and letter spacing,
 * every element's opacity, a picture's flips, crop and replacement, and a QR
 * code's contents and colours. Sliders and the QR field are one undo step per
 * use (a gesture from press or focus to release or blur), not one per movement.
 */

interface FieldsProps<E extends DesignElement> {
  element: E;
  disabled: boolean;
  store: EditorStore;
  change: (patch: ElementPatch) => void;
}

/** One undo step for a slider or field the shopper moves through many values. */
function gestureHandlers(store: EditorStore) {
  return {
    onPointerDown: () => store.dispatch({ type: "beginGesture" }),
    onPointerUp: () => store.dispatch({ type: "endGesture" }),
    onBlur: () => store.dispatch({ type: "endGesture" }),
  };
}

const ALIGNMENTS = ["left", "center", "right"] as const;
/** Letter spacing is shown in thousandths of the font size, as design programs show tracking. */
const TRACKING_PER_EM = 1000;

export function TextStyleFields({ element, disabled, store, change }: FieldsProps<TextElement>) {
  const t = useTranslations("Editor.properties");
  const spacingId = useId();
  const tracking = Math.round((element.letterSpacing ?? 0) * TRACKING_PER_EM);
  return (
    <>
      <div className={styles.field} role="group" aria-label={t("align")}>
        <span aria-hidden="true">{t("align")}</span>
        <div className={styles.checkboxes}>
          {ALIGNMENTS.map((align) => (
            <button
              key={align}
              type="button"
              className={styles.secondaryButton}
              aria-pressed={element.align === align}
              disabled={disabled}
              onClick={() => change({ align })}
            >
              {t(`alignments.${align}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={spacingId}>{t("letterSpacing")}</label>
        <input
          id={spacingId}
          type="range"
          min={MIN_LETTER_SPACING_EM * TRACKING_PER_EM}
          max={MAX_LETTER_SPACING_EM * TRACKING_PER_EM}
          step={10}
          value={tracking}
          disabled={disabled}
          aria-valuetext={String(tracking)}
          {...gestureHandlers(store)}
          onChange={(event) => {
            const value = Number(event.target.value) / TRACKING_PER_EM;
            // No spacing is stored as no field, so a text set back to normal is as it was.
            change({ letterSpacing: value === 0 ? undefined : value });
          }}
        />
        <output htmlFor={spacingId} className={styles.hint}>
          {tracking}
        </output>
      </div>
    </>
  );
}

export function OpacityField({ element, disabled, store, change }: FieldsProps<DesignElement>) {
  const t = useTranslations("Editor.properties");
  const id = useId();
  const percent = Math.round(element.opacity * 100);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t("opacity")}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        disabled={disabled}
        aria-valuetext={`${percent} %`}
        {...gestureHandlers(store)}
        onChange={(event) => change({ opacity: Number(event.target.value) / 100 })}
      />
      <output htmlFor={id} className={styles.hint}>
        {percent} %
      </output>
    </div>
  );
}

const TRIM_EDGES: (keyof Trim)[] = ["left", "right", "top", "bottom"];

interface ImageFieldsProps extends FieldsProps<ImageElement> {
  /** Opens the file picker for a picture to take this one's place; absent where uploads are not possible. */
  onReplace?: (elementId: string) => void;
}

export function ImageFields({ element, disabled, change, onReplace }: ImageFieldsProps) {
  const t = useTranslations("Editor.properties");
  const say = useKindWords();
  const ids = { left: useId(), right: useId(), top: useId(), bottom: useId() };
  const trim = trimOf(element.crop);
  return (
    <>
      <div className={styles.checkboxes} role="group" aria-label={t("flip")}>
        <button
          type="button"
          className={styles.secondaryButton}
          aria-pressed={Boolean(element.flipX)}
          disabled={disabled}
          onClick={() => change({ flipX: element.flipX ? undefined : true })}
        >
          {t("flipHorizontal")}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          aria-pressed={Boolean(element.flipY)}
          disabled={disabled}
          onClick={() => change({ flipY: element.flipY ? undefined : true })}
        >
          {t("flipVertical")}
        </button>
      </div>
      <fieldset className={styles.field} disabled={disabled}>
        <legend>{t("crop")}</legend>
        <p className={styles.hint}>{t("cropHint")}</p>
        <p className={styles.hint}>{say("cropOnCanvas")}</p>
        {TRIM_EDGES.map((edge) => (
          <div key={edge} className={styles.field}>
            <label htmlFor={ids[edge]}>{t(`cropEdges.${edge}`)}</label>
            <input
              id={ids[edge]}
              type="number"
              min={0}
              max={98}
              step={1}
              value={trim[edge]}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (!Number.isFinite(value)) return;
                change(cropPatch(element, cropOf({ ...trim, [edge]: value })));
              }}
            />
          </div>
        ))}
        <button type="button" className={styles.secondaryButton} disabled={!element.crop} onClick={() => change(cropPatch(element, FULL_CROP))}>
          {t("resetCrop")}
        </button>
      </fieldset>
      {onReplace ? (
        <button type="button" className={styles.secondaryButton} disabled={disabled} onClick={() => onReplace(element.id)}>
          {t("replaceImage")}
        </button>
      ) : null}
    </>
  );
}

export function QrFields({ element, disabled, store, change }: FieldsProps<QrElement>) {
  const t = useTranslations("Editor.qr");
  const id = useId();
  const hintId = useId();
  // What the shopper is typing; the code follows it whenever it is something a code can hold.
  const [draft, setDraft] = useState<{ for: string; text: string } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const sample = t("sample");
  const minimumSide = qrMinimumSide(element.data);
  // A code still holding the example address is waiting for the shopper's own: the field is ready to type over it.
  useEffect(() => {
    if (element.data !== sample || !field.current) return;
    field.current.focus({ preventScroll: true });
    field.current.select();
    // Only when a code is first shown, not after every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element.id]);
  const text = draft && draft.for === element.data ? draft.text : element.data;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={id}>{t("data")}</label>
        <textarea
          ref={field}
          id={id}
          value={text}
          rows={2}
          disabled={disabled}
          aria-describedby={hintId}
          onFocus={() => store.dispatch({ type: "beginGesture" })}
          onBlur={() => {
            setDraft(null);
            store.dispatch({ type: "endGesture" });
          }}
          onChange={(event) => {
            const data = event.target.value;
            // An empty or overlong code is not a code: the element keeps the last one that works meanwhile.
            const usable = data.trim() !== "" && utf8Length(data) <= MAX_QR_DATA_BYTES;
            setDraft({ for: usable ? data : element.data, text: data });
            if (usable) change({ data });
          }}
        />
        <p id={hintId} className={styles.hint}>
          {t("hint", { max: MAX_QR_DATA_BYTES })}
        </p>
        {Math.min(element.width, element.height) < minimumSide ? (
          <p className={styles.hint} role="status" data-testid="qr-too-small">
            {t("tooSmall", { size: minimumSide })}
          </p>
        ) : null}
      </div>
      <ColourSwatches label={t("colour")} value={element.color} onChange={(color) => color && change({ color })} disabled={disabled} />
      <ColourSwatches
        label={t("background")}
        noneLabel={t("noBackground")}
        value={element.background}
        onChange={(background) => change({ background })}
        disabled={disabled}
      />
    </>
  );
}
