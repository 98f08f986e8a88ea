"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { DesignElement } from "@/lib/design";
import type { SideId } from "@/lib/dielines";
import { removeElements, reorder, updateElement, type EditorStore } from "@/editor/state";
import styles from "./shell.module.css";

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
  const nameOf = (element: DesignElement): string => {
    if (element.name) return element.name;
    if (element.type === "text") {
      const words = element.text.trim().replace(/\s+/g, " ");
      return words ? t("text", { text: words.length > PREVIEW_CHARACTERS ? `${words.slice(0, PREVIEW_CHARACTERS)}…` : words }) : t("emptyText");
    }
    if (element.type === "image") return t("image");
    return t(`shape.${element.shape}`);
  };
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
          {topFirst.map((element, index) => {
            const name = nameOf(element);
            const selected = selection.includes(element.id);
            return (
              <li key={element.id} className={styles.layer} data-selected={selected || undefined}>
                <button type="button" className={styles.layerName} aria-pressed={selected} onClick={() => store.dispatch({ type: "select", ids: [element.id] })}>
                  {element.locked ? <span aria-hidden="true">🔒 </span> : null}
                  {name}
                </button>
                <span className={styles.layerActions}>
                  <button type="button" aria-label={t("forward", { name })} title={t("forward", { name })} disabled={index === 0} onClick={() => store.dispatch(reorder(side, element.id, "forward"))}>
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={t("backward", { name })}
                    title={t("backward", { name })}
                    disabled={index === topFirst.length - 1}
                    onClick={() => store.dispatch(reorder(side, element.id, "backward"))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={element.locked ? t("unlock", { name }) : t("lock", { name })}
                    title={element.locked ? t("unlock", { name }) : t("lock", { name })}
                    aria-pressed={Boolean(element.locked)}
                    onClick={() => store.dispatch(updateElement(side, element.id, { locked: element.locked ? undefined : true }))}
                  >
                    {element.locked ? "🔓" : "🔒"}
                  </button>
                  <button type="button" aria-label={t("remove", { name })} title={t("remove", { name })} disabled={Boolean(element.locked)} onClick={() => store.dispatch(removeElements(side, [element.id]))}>
                    ✕
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
