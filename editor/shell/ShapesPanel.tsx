"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { BoxModel } from "@/lib/dielines";
import { shapeGroupsFor, shapesOf, type LibraryShape, type ShapeGroup } from "./shape-library";
import styles from "./shapes.module.css";

/** The basic shapes' previews in the unit box, drawn as the canvas draws them. */
const BASIC_PREVIEW: Record<string, string> = {
  rect: "M0 0H1V1H0Z",
  ellipse: "M1 0.5A0.5 0.5 0 0 1 0 0.5A0.5 0.5 0 0 1 1 0.5Z",
  line: "M0 0.45H1V0.55H0Z",
  triangle: "M0.5 0L1 1H0Z",
  star: "M0.5 0L0.62 0.36H1L0.69 0.59L0.81 0.95L0.5 0.73L0.19 0.95L0.31 0.59L0 0.36H0.38Z",
};

/** A shape's picture from its own path data: the outline the print draws, at the shape's proportions. */
export function ShapePreview({ item }: { item: LibraryShape }) {
  const aspect = "basic" in item ? 1 : item.aspect;
  const path = "basic" in item ? BASIC_PREVIEW[item.basic] : item.path;
  return (
    <svg viewBox={`0 0 ${aspect} 1`} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">
      <path d={path} transform={aspect === 1 ? undefined : `scale(${aspect} 1)`} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

function Group({ group, onAdd }: { group: ShapeGroup; onAdd: (item: LibraryShape, name: string) => void }) {
  const t = useTranslations("Editor.shapes");
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} data-testid={`shape-group-${group}`}>
      <h3 id={headingId} className={styles.groupTitle}>
        {t(`group.${group}`)}
      </h3>
      <ul className={styles.list}>
        {shapesOf(group).map((item) => {
          const name = t(`item.${item.id}`);
          return (
            <li key={item.id}>
              <button type="button" className={styles.shape} onClick={() => onAdd(item, name)} aria-label={t("add", { name })} title={name}>
                <ShapePreview item={item} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The shapes library beside the toolbar: the groups that suit the product being
 * designed first (handling marks on a shipping carton, badges on a label,
 * motifs on tape), the others behind "show all". A press adds the shape to the
 * side on screen, selected, as one step to undo.
 */
export function ShapesPanel({ model, onAdd }: { model: BoxModel; onAdd: (item: LibraryShape, name: string) => void }) {
  const t = useTranslations("Editor.shapes");
  const headingId = useId();
  const moreId = useId();
  const [showAll, setShowAll] = useState(false);
  const { fitting, more } = shapeGroupsFor(model);
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="shapes-panel">
      <h2 id={headingId} className={styles.title}>
        {t("title")}
      </h2>
      {fitting.map((group) => (
        <Group key={group} group={group} onAdd={onAdd} />
      ))}
      <button type="button" className={styles.more} aria-expanded={showAll} aria-controls={moreId} onClick={() => setShowAll((shown) => !shown)}>
        {showAll ? t("showFewer") : t("showAll")}
      </button>
      <div id={moreId} hidden={!showAll}>
        {showAll ? more.map((group) => <Group key={group} group={group} onAdd={onAdd} />) : null}
      </div>
    </section>
  );
}
