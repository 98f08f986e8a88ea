"use client";

import { useTranslations } from "next-intl";
import { memo, useId } from "react";
import {
  ALIGN_EDGES,
  DISTRIBUTE_AXES,
  DISTRIBUTE_MINIMUM,
  alignSelection,
  canGroup,
  canUngroup,
  distributeSelection,
  groupSelection,
  piecesOf,
  sideOf,
  toggleLockSelection,
  ungroupSelection,
  useEditorStore,
  type Action,
  type AlignEdge,
  type DistributeAxis,
  type EditorState,
  type EditorStore,
  type SideBox,
} from "@/editor/state";
import styles from "./shell.module.css";
import arrange from "./arrange.module.css";
import { Icon, type ArrangeIconName } from "./icons";
import { useKindWords } from "./product-words";
import { useTouchScreen } from "./use-small-screen";

const ALIGN_ICONS: Record<AlignEdge, ArrangeIconName> = {
  left: "alignLeft",
  centre: "alignCentre",
  right: "alignRight",
  top: "alignTop",
  middle: "alignMiddle",
  bottom: "alignBottom",
};
const DISTRIBUTE_ICONS: Record<DistributeAxis, ArrangeIconName> = { horizontal: "distributeHorizontal", vertical: "distributeVertical" };

interface ArrangePanelProps {
  store: EditorStore;
  /** The side's upright size (mm): one element is aligned to it. */
  sideBox: SideBox;
  snapping: boolean;
  onSnapping: (on: boolean) => void;
}

interface Arrangeable {
  selected: number;
  /** Movable pieces (a group counts once, locked ones not at all). */
  pieces: number;
  group: boolean;
  ungroup: boolean;
  allLocked: boolean;
}

function arrangeable(state: EditorState): Arrangeable {
  const elements = sideOf(state.document, state.side).elements;
  const selected = elements.filter((element) => state.selection.includes(element.id));
  return {
    selected: selected.length,
    pieces: piecesOf(elements, state.selection).length,
    group: canGroup(state),
    ungroup: canUngroup(state),
    allLocked: selected.length > 0 && selected.every((element) => element.locked),
  };
}

/**
 * Arranging the selection: group and ungroup, align (a single element or group
 * to the side's panel, several to the box around them), distribute three or
 * more, lock or unlock them all, and the snapping switch. Each change is one
 * undo step. Memoized: it follows the store itself, so the workspace's own
 * renders pass it by.
 */
export const ArrangePanel = memo(function ArrangePanel({ store, sideBox, snapping, onSnapping }: ArrangePanelProps) {
  const t = useTranslations("Editor.selection");
  const say = useKindWords();
  const headingId = useId();
  const info = useEditorStore(store, arrangeable);
  // A finger has no Shift-click and no Alt-drag: on a phone or a touch screen the help says what a finger can do.
  const touch = useTouchScreen();
  const run = (make: (state: EditorState) => Action | null) => {
    const action = make(store.getState());
    if (action) store.dispatch(action);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="arrange-panel">
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      {info.selected === 0 ? <p className={styles.hint}>{touch ? t("nothingSelectedTouch") : say("arrangeHint")}</p> : null}
      {info.selected > 0 ? (
        <>
          <div className={arrange.row}>
            <button
              type="button"
              className={arrange.iconButton}
              disabled={!info.group}
              onClick={() => run((state) => groupSelection(state))}
              aria-keyshortcuts="Control+G"
            >
              <Icon name="group" /> {t("group")}
            </button>
            <button
              type="button"
              className={arrange.iconButton}
              disabled={!info.ungroup}
              onClick={() => run(ungroupSelection)}
              aria-keyshortcuts="Control+Shift+G"
            >
              <Icon name="ungroup" /> {t("ungroup")}
            </button>
            {info.selected > 1 ? (
              <button type="button" className={arrange.iconButton} aria-pressed={info.allLocked} onClick={() => run(toggleLockSelection)}>
                <Icon name={info.allLocked ? "unlock" : "lock"} /> {info.allLocked ? t("unlockAll") : t("lockAll")}
              </button>
            ) : null}
          </div>
          <p className={arrange.label}>{info.pieces > 1 ? t("alignToSelection") : say("alignToSide")}</p>
          <div className={arrange.row} role="group" aria-label={t("align")}>
            {ALIGN_EDGES.map((edge) => (
              <button
                key={edge}
                type="button"
                className={arrange.iconButton}
                aria-label={t(`alignEdge.${edge}`)}
                title={t(`alignEdge.${edge}`)}
                disabled={info.pieces === 0}
                onClick={() => run((state) => alignSelection(state, edge, sideBox))}
              >
                <Icon name={ALIGN_ICONS[edge]} />
              </button>
            ))}
          </div>
          <div className={arrange.row} role="group" aria-label={t("distribute")}>
            {DISTRIBUTE_AXES.map((axis) => (
              <button
                key={axis}
                type="button"
                className={arrange.iconButton}
                aria-label={t(`distributeAxis.${axis}`)}
                title={t(`distributeAxis.${axis}`)}
                disabled={info.pieces < DISTRIBUTE_MINIMUM}
                onClick={() => run((state) => distributeSelection(state, axis))}
              >
                <Icon name={DISTRIBUTE_ICONS[axis]} />
              </button>
            ))}
          </div>
          {info.pieces < DISTRIBUTE_MINIMUM ? <p className={styles.hint}>{t("distributeHint", { count: DISTRIBUTE_MINIMUM })}</p> : null}
        </>
      ) : null}
      <div className={styles.checkboxes}>
        <label>
          <input type="checkbox" checked={snapping} onChange={(event) => onSnapping(event.target.checked)} />
          <Icon name="snap" /> {t("snapping")}
        </label>
      </div>
      <p className={styles.hint}>{t(touch ? "snappingHintTouch" : "snappingHint")}</p>
    </section>
  );
});
