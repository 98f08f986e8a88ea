"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import type { Dimensions } from "@/lib/design";
import type { SaveState } from "./autosave";
import type { HelpTopic } from "./HelpDialogs";
import { useKindWords } from "./product-words";
import { useScrollHint } from "./use-scroll-hint";
import { SaveStatus } from "./SaveStatus";
import { useSizeLine } from "./size-line";
import styles from "./shell.module.css";

export type ViewMode = "edit" | "preview";
export type EditorMode = "2d" | "3d";

interface EditorBarProps {
  /** The product's name; null while it is not known. */
  title: string | null;
  inside: Dimensions;
  /** The product's size in its own words (a sheet, a tape, a can) instead of a box's inside size. */
  sizeLine?: string;
  /** The owner may switch between editing and preview, save and share. */
  owner: boolean;
  viewMode: ViewMode;
  onViewMode: (mode: ViewMode) => void;
  editorMode: EditorMode;
  onEditorMode: (mode: EditorMode) => void;
  /** Null for designs that are not saved from here. */
  saveState: SaveState | null;
  /** When a save from this page last landed. */
  savedAt?: string | null;
  onRetrySave: () => void;
  onResolveConflict: () => void;
  onSave: () => void;
  saving: boolean;
  onShare: () => void;
  onHelp: (topic: HelpTopic) => void;
  /** The order in short (total, per piece, into the cart), always in view; none where nothing is ordered from here. */
  order?: ReactNode;
}

/** The bar above the editor: what is being designed, the editor and view modes, saving, sharing and help. */
export function EditorBar(props: EditorBarProps) {
  const t = useTranslations("Editor");
  const say = useKindWords();
  const size = useSizeLine(props.inside, props.sizeLine);
  const title = props.title ?? say("untitled");
  // On a phone the actions scroll sideways in one row: it fades out where more is hidden.
  const { ref: actionRowRef, attributes: actionRowHint } = useScrollHint<HTMLDivElement>();
  return (
    <header className={styles.bar}>
      <div className={styles.titleBlock}>
        {/* One line each, ending in an ellipsis where the room ends: the whole of it is in the title. */}
        <h1 className={styles.title} title={title}>
          {title}
        </h1>
        <p className={styles.hint} title={size}>
          {size}
        </p>
      </div>
      <div className={styles.modes}>
        {props.owner ? (
          <div role="group" aria-label={t("modes.viewMode")} className={styles.segmented}>
            <button type="button" aria-pressed={props.viewMode === "edit"} onClick={() => props.onViewMode("edit")}>
              {t("modes.edit")}
            </button>
            <button type="button" aria-pressed={props.viewMode === "preview"} onClick={() => props.onViewMode("preview")}>
              {t("modes.preview")}
            </button>
          </div>
        ) : null}
        <div role="group" aria-label={t("modes.editorMode")} className={styles.segmented}>
          <button type="button" aria-pressed={props.editorMode === "2d"} onClick={() => props.onEditorMode("2d")} data-testid="mode-2d">
            {t("modes.twoD")}
          </button>
          <button type="button" aria-pressed={props.editorMode === "3d"} onClick={() => props.onEditorMode("3d")} data-testid="mode-3d">
            {t("modes.threeD")}
          </button>
        </div>
      </div>
      <div className={styles.actions} ref={actionRowRef} {...actionRowHint} data-testid="editor-actions">
        {props.saveState ? (
          <SaveStatus state={props.saveState} savedAt={props.savedAt ?? null} onRetry={props.onRetrySave} onResolve={props.onResolveConflict} />
        ) : null}
        {props.owner ? (
          <>
            <Button size="small" variant="secondary" onClick={props.onSave} disabled={props.saving}>
              {t("save.button")}
            </Button>
            <Button size="small" variant="secondary" onClick={props.onShare}>
              {t("share.button")}
            </Button>
          </>
        ) : null}
        <Button size="small" variant="text" onClick={() => props.onHelp("bestPractices")}>
          {t("help.bestPractices")}
        </Button>
        <Button size="small" variant="text" onClick={() => props.onHelp("guidelines")}>
          {t("help.guidelines")}
        </Button>
      </div>
      {props.order ? <div className={styles.barOrder}>{props.order}</div> : null}
    </header>
  );
}
