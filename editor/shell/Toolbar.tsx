"use client";

import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import { SHAPES, type Shape } from "@/lib/design";
import { Icon } from "./icons";
import styles from "./shell.module.css";

export interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  /** Something is selected: duplicate and delete have something to act on. */
  hasSelection: boolean;
  /** The selection has an element that is not locked: delete may remove it. */
  canRemove: boolean;
  uploading: boolean;
  onAddText: () => void;
  onAddShape: (shape: Shape) => void;
  onPickImage: () => void;
  /** Adds a QR code; the button shows only where it is given. */
  onAddQr?: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** Arrow keys move along the toolbar's buttons (and Home, End to its ends), as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
  if (!(event.key in keys) && event.key !== "Home" && event.key !== "End") return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not([disabled])"));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next = event.key === "Home" ? 0 : event.key === "End" ? buttons.length - 1 : (index + keys[event.key]! + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/** The design tools: add text, shapes and images, undo and redo, duplicate and delete. */
export function Toolbar(props: ToolbarProps) {
  const t = useTranslations("Editor.toolbar");
  const tQr = useTranslations("Editor.qr");
  return (
    <div role="toolbar" aria-label={t("label")} aria-orientation="vertical" className={styles.toolbar} onKeyDown={moveFocus}>
      <div className={styles.toolGroup}>
        <button type="button" className={styles.tool} onClick={props.onAddText}>
          <Icon name="text" /> {t("addText")}
        </button>
        <button type="button" className={styles.tool} onClick={props.onPickImage} disabled={props.uploading}>
          <Icon name="upload" /> {t("uploadImage")}
        </button>
        {props.onAddQr ? (
          <button type="button" className={styles.tool} onClick={props.onAddQr}>
            <Icon name="qr" /> {tQr("add")}
          </button>
        ) : null}
      </div>
      <div className={styles.toolGroup} role="group" aria-label={t("shapes")}>
        {SHAPES.map((shape) => (
          <button key={shape} type="button" className={styles.tool} onClick={() => props.onAddShape(shape)}>
            <Icon name={shape} /> {t(`shape.${shape}`)}
          </button>
        ))}
      </div>
      <div className={styles.toolGroup}>
        <button type="button" className={styles.tool} onClick={props.onUndo} disabled={!props.canUndo} aria-keyshortcuts="Control+Z">
          <Icon name="undo" /> {t("undo")}
        </button>
        <button type="button" className={styles.tool} onClick={props.onRedo} disabled={!props.canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
          <Icon name="redo" /> {t("redo")}
        </button>
        <button type="button" className={styles.tool} onClick={props.onDuplicate} disabled={!props.hasSelection} aria-keyshortcuts="Control+D">
          <Icon name="duplicate" /> {t("duplicate")}
        </button>
        <button type="button" className={styles.tool} onClick={props.onRemove} disabled={!props.canRemove} aria-keyshortcuts="Delete">
          <Icon name="remove" /> {t("remove")}
        </button>
      </div>
    </div>
  );
}
