"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FONTS, MAX_TEXT_LENGTH, fontById, nearestWeight, type DesignElement, type FontId, type TextElement } from "@/lib/design";
import { fontFamilyFor } from "@/editor/canvas2d/element-shapes";
import { withFittedHeight, type TextRoom } from "@/editor/canvas2d/text-fit";
import { useFontPreviews } from "@/editor/canvas2d/fonts";
import { updateElement, type EditorStore, type ElementPatch } from "@/editor/state";
import type { SideId } from "@/lib/dielines";
import { ColourSwatches } from "./ColourSwatches";
import { useTextSizeField } from "./lengths";
import { ImageFields, OpacityField, QrFields, TextStyleFields } from "./ElementCraftFields";
import { useKindWords } from "./product-words";
import styles from "./shell.module.css";

const BOLD = 700;

interface PropertiesPanelProps {
  store: EditorStore;
  side: SideId;
  /** The selected elements of the side, bottom first. */
  selected: readonly DesignElement[];
  /** Lets the shopper pick another upload for the selected picture; absent where nothing can be uploaded. */
  onReplaceImage?: (elementId: string) => void;
  /** The side's size: words typed widen a text's box within it. */
  sideSize?: TextRoom;
}

/** The selected element's own settings: its words, font, size and colours, and its lock. */
export function PropertiesPanel({ store, side, selected, onReplaceImage, sideSize }: PropertiesPanelProps) {
  const t = useTranslations("Editor.properties");
  const say = useKindWords();
  const headingId = useId();
  const element = selected.length === 1 ? selected[0]! : null;
  const change = (patch: ElementPatch) => {
    if (element) store.dispatch(updateElement(side, element.id, withFittedHeight(element, patch, sideSize)));
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      {selected.length === 0 ? <p className={styles.hint}>{say("nothingSelected")}</p> : null}
      {selected.length > 1 ? <p className={styles.hint}>{t("several", { count: selected.length })}</p> : null}
      {element ? (
        <>
          {element.locked ? <p className={styles.hint}>{t("lockedNote")}</p> : null}
          {element.type === "text" ? <TextFields element={element} disabled={Boolean(element.locked)} change={change} store={store} /> : null}
          {element.type === "text" ? <TextStyleFields element={element} disabled={Boolean(element.locked)} change={change} store={store} /> : null}
          {element.type === "image" ? (
            <ImageFields element={element} disabled={Boolean(element.locked)} change={change} store={store} onReplace={onReplaceImage} />
          ) : null}
          {element.type === "qr" ? <QrFields key={element.id} element={element} disabled={Boolean(element.locked)} change={change} store={store} /> : null}
          {element.type === "shape" && element.shape !== "line" ? (
            <ColourSwatches
              label={t("fill")}
              noneLabel={t("noFill")}
              value={element.fill}
              onChange={(fill) => change({ fill })}
              disabled={Boolean(element.locked)}
            />
          ) : null}
          {element.type === "shape" && element.shape === "line" ? (
            <ColourSwatches
              label={t("lineColour")}
              value={element.stroke}
              onChange={(stroke) => stroke && change({ stroke })}
              disabled={Boolean(element.locked)}
            />
          ) : null}
          <OpacityField element={element} disabled={Boolean(element.locked)} change={change} store={store} />
          <button
            type="button"
            className={styles.secondaryButton}
            aria-pressed={Boolean(element.locked)}
            onClick={() => change({ locked: element.locked ? undefined : true })}
          >
            {element.locked ? t("unlock") : t("lock")}
          </button>
        </>
      ) : null}
    </section>
  );
}

interface TextSizeInputProps {
  id: string;
  /** The stored size, mm. */
  fontSize: number;
  disabled: boolean;
  onSize: (mm: number) => void;
}

/**
 * The text size in the storefront's unit (`useTextSizeField`: points in the us
 * storefront, millimetres elsewhere). What is typed stays in the field while it
 * is typed, so the "1" of "12 pt" (below the smallest size) is not thrown away;
 * each value within the limits goes into the design at once.
 */
function TextSizeInput({ id, fontSize, disabled, onSize }: TextSizeInputProps) {
  const t = useTranslations("Editor");
  const field = useTextSizeField();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.unit === "pt" ? t("textSize.points") : t("properties.fontSize")}</label>
      <input
        id={id}
        type="number"
        min={field.min}
        max={field.max}
        step={field.step}
        value={typed ?? field.shown(fontSize)}
        disabled={disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          const mm = event.target.value === "" ? null : field.stored(Number(event.target.value));
          if (mm !== null) onSize(mm);
        }}
        onBlur={() => setTyped(null)}
      />
    </div>
  );
}

interface TextFieldsProps {
  element: TextElement;
  disabled: boolean;
  store: EditorStore;
  change: (patch: ElementPatch) => void;
}

function TextFields({ element, disabled, store, change }: TextFieldsProps) {
  const t = useTranslations("Editor.properties");
  const ids = { text: useId(), font: useId(), size: useId() };
  const font = fontById(element.fontId);
  const canBold = Boolean(font?.weights.includes(BOLD));
  // Each family's regular file, so the font menu shows every family in itself.
  useFontPreviews();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={ids.text}>{t("text")}</label>
        <textarea
          id={ids.text}
          value={element.text}
          maxLength={MAX_TEXT_LENGTH}
          rows={3}
          disabled={disabled}
          // One undo step per visit to the field, not one per letter.
          onFocus={() => store.dispatch({ type: "beginGesture" })}
          onBlur={() => store.dispatch({ type: "endGesture" })}
          onChange={(event) => change({ text: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.font}>{t("font")}</label>
        <select
          id={ids.font}
          value={element.fontId}
          disabled={disabled}
          onChange={(event) => {
            const fontId = event.target.value as FontId;
            change({ fontId, fontWeight: nearestWeight(fontId, element.fontWeight) });
          }}
        >
          {FONTS.map((option) => (
            <option key={option.id} value={option.id} style={{ fontFamily: fontFamilyFor(option.id) }}>
              {option.family}
            </option>
          ))}
        </select>
      </div>
      {/* Keyed by the text: what was typed into one text's field never shows in the next one's. */}
      <TextSizeInput key={element.id} id={ids.size} fontSize={element.fontSize} disabled={disabled} onSize={(fontSize) => change({ fontSize })} />
      <div className={styles.checkboxes}>
        <label>
          <input
            type="checkbox"
            checked={element.fontWeight >= BOLD}
            disabled={disabled || !canBold}
            onChange={(event) => change({ fontWeight: nearestWeight(element.fontId, event.target.checked ? BOLD : 400) })}
          />
          {t("bold")}
        </label>
        <label>
          <input type="checkbox" checked={element.italic} disabled={disabled} onChange={(event) => change({ italic: event.target.checked })} />
          {t("italic")}
        </label>
      </div>
      <ColourSwatches label={t("textColour")} value={element.color} onChange={(color) => color && change({ color })} disabled={disabled} />
    </>
  );
}
