"use client";

import { useTranslations } from "next-intl";
import { memo, useId } from "react";
import type { DesignElement } from "@/lib/design";
import type { SideId } from "@/lib/dielines";
import { removeElements, reorder, updateElement, type EditorStore } from "@/editor/state";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";
import { Icon } from "./icons";

const PREVIEW_CHARACTERS = 24;

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
  const headingId = useId();
  const topFirst = [...elements].reverse();

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      {topFirst.length === 0 ? (
        <p className={styles.hint}>{t("empty")}</p>
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
  return (
    <li className={styles.layer} data-selected={selected || undefined}>
      <button
        type="button"
        className={styles.layerName}
        aria-pressed={selected}
        // Shift, Ctrl or Cmd adds the row to the selection (or takes it out), as on the canvas.
        onClick={(event) =>
          store.dispatch(event.shiftKey || event.ctrlKey || event.metaKey ? { type: "toggleSelection", id: element.id } : { type: "select", ids: [element.id] })
        }
      >
        {element.locked ? <Icon name="lock" /> : null}
        {element.locked ? " " : null}
        {element.groupId ? <GroupMark /> : null}
        {name}
      </button>
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

/** The element's name in the layers list (and the print check's). */
export function layerName(element: DesignElement, t: ReturnType<typeof useTranslations<"Editor.layers">>): string {
  if (element.name) return element.name;
  if (element.type === "text") {
    const words = element.text.trim().replace(/\s+/g, " ");
    return words ? t("text", { text: words.length > PREVIEW_CHARACTERS ? `${words.slice(0, PREVIEW_CHARACTERS)}…` : words }) : t("emptyText");
  }
  if (element.type === "image") return t("image");
  return t(`shape.${element.shape}`);
}
