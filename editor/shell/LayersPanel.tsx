"use client";

import { useTranslations } from "next-intl";
import { memo, useEffect, useId, useRef, useState } from "react";
import { MAX_ELEMENT_NAME_LENGTH, type DesignElement } from "@/lib/design";
import type { SideId } from "@/lib/dielines";
import { removeElements, reorder, updateElement, type EditorStore } from "@/editor/state";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";
import { Icon } from "./icons";
import { useKindWords } from "./product-words";

/** A text or a QR code is named by its first words, as many as fit on a row. */
const PREVIEW_CHARACTERS = 30;

interface LayersPanelProps {
  store: EditorStore;
  side: SideId;
  /** The side's elements, bottom first (the document's z-order). */
  elements: readonly DesignElement[];
  selection: readonly string[];
}

/** The side's elements, topmost first as in any layers list: select, move up or down, lock, delete. */
export function LayersPanel({ store, side, elements, selection }: LayersPanelProps) {
  const t = useTranslations("Editor.layers");
  const say = useKindWords();
  const headingId = useId();
  const topFirst = [...elements].reverse();

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      {topFirst.length === 0 ? (
        <p className={styles.hint}>{say("layersEmpty")}</p>
      ) : (
        <ol className={styles.layers}>
          {topFirst.map((element, index) => (
            <LayerRow
              key={element.id}
              store={store}
              side={side}
              element={element}
              selected={selection.includes(element.id)}
              top={index === 0}
              bottom={index === topFirst.length - 1}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface LayerRowProps {
  store: EditorStore;
  side: SideId;
  element: DesignElement;
  selected: boolean;
  top: boolean;
  bottom: boolean;
}

/**
 * One element's row. Memoized on the element object, which the store keeps
 * identical while it is unchanged: a side with hundreds of elements would
 * otherwise format every row's names again on each press, drop and keystroke.
 */
const LayerRow = memo(function LayerRow({ store, side, element, selected, top, bottom }: LayerRowProps) {
  const t = useTranslations("Editor.layers");
  const name = layerName(element, t);
  const [renaming, setRenaming] = useState(false);
  return (
    <li className={styles.layer} data-selected={selected || undefined}>
      {renaming ? (
        <LayerNameField
          name={name}
          label={t("renameField", { name })}
          onDone={(next) => {
            setRenaming(false);
            // A blank name gives the layer its automatic name back.
            if (next !== undefined && next !== name) store.dispatch(updateElement(side, element.id, { name: next || undefined }));
          }}
        />
      ) : (
        <button
          type="button"
          className={styles.layerName}
          aria-pressed={selected}
          title={t("renameHint")}
          // Shift, Ctrl or Cmd adds the row to the selection (or takes it out), as on the canvas.
          onClick={(event) =>
            store.dispatch(
              event.shiftKey || event.ctrlKey || event.metaKey ? { type: "toggleSelection", id: element.id } : { type: "select", ids: [element.id] },
            )
          }
          onDoubleClick={() => setRenaming(true)}
          onKeyDown={(event) => {
            if (event.key === "F2") {
              event.preventDefault();
              setRenaming(true);
            }
          }}
        >
          {element.locked ? <Icon name="lock" /> : null}
          {element.locked ? " " : null}
          {element.groupId ? <GroupMark /> : null}
          {name}
        </button>
      )}
      <span className={styles.layerActions}>
        <button
          type="button"
          aria-label={t("forward", { name })}
          title={t("forward", { name })}
          disabled={top}
          onClick={() => store.dispatch(reorder(side, element.id, "forward"))}
        >
          <Icon name="forward" />
        </button>
        <button
          type="button"
          aria-label={t("backward", { name })}
          title={t("backward", { name })}
          disabled={bottom}
          onClick={() => store.dispatch(reorder(side, element.id, "backward"))}
        >
          <Icon name="backward" />
        </button>
        <button
          type="button"
          aria-label={element.locked ? t("unlock", { name }) : t("lock", { name })}
          title={element.locked ? t("unlock", { name }) : t("lock", { name })}
          aria-pressed={Boolean(element.locked)}
          onClick={() => store.dispatch(updateElement(side, element.id, { locked: element.locked ? undefined : true }))}
        >
          <Icon name={element.locked ? "unlock" : "lock"} />
        </button>
        <button
          type="button"
          aria-label={t("remove", { name })}
          title={t("remove", { name })}
          disabled={Boolean(element.locked)}
          onClick={() => store.dispatch(removeElements(side, [element.id]))}
        >
          <Icon name="remove" />
        </button>
      </span>
    </li>
  );
});

/** Marks a grouped element's row: the drawing for the eye, the words for a screen reader. */
function GroupMark() {
  const t = useTranslations("Editor.selection");
  return (
    <>
      <Icon name="group" />
      <span className={shared.visuallyHidden}>{t("inGroup")}</span>{" "}
    </>
  );
}

/** The layer's name field: Enter or leaving keeps the name, Escape keeps the old one. */
function LayerNameField({ name, label, onDone }: { name: string; label: string; onDone: (name: string | undefined) => void }) {
  const [value, setValue] = useState(name);
  const [finished, setFinished] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const finish = (next: string | undefined) => {
    if (finished) return;
    setFinished(true);
    onDone(next);
  };
  return (
    <input
      className={styles.layerName}
      aria-label={label}
      value={value}
      maxLength={MAX_ELEMENT_NAME_LENGTH}
      ref={field}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          finish(value.trim());
        } else if (event.key === "Escape") {
          event.preventDefault();
          finish(undefined);
        }
      }}
      onBlur={() => finish(value.trim())}
    />
  );
}

const preview = (words: string) => (words.length > PREVIEW_CHARACTERS ? `${words.slice(0, PREVIEW_CHARACTERS)}…` : words);

/** The name the shopper gave, or one from the element itself: its words, its file's name (given on upload), its kind. */
export function layerName(element: DesignElement, t: ReturnType<typeof useTranslations<"Editor.layers">>): string {
  if (element.name) return element.name;
  if (element.type === "text") {
    const words = element.text.trim().replace(/\s+/g, " ");
    return words ? t("text", { text: preview(words) }) : t("emptyText");
  }
  if (element.type === "image") return t("image");
  if (element.type === "qr") return t("qr", { data: preview(element.data.trim().replace(/\s+/g, " ")) });
  return t(`shape.${element.shape}`);
}
