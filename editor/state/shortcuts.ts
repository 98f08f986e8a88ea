import { groupSelection, ungroupSelection } from "./arrange";
import { duplicateElements, moveElements, removeElements, sideOf } from "./commands";
import { canRedo, canUndo } from "./history";
import type { Action, EditorState } from "./types";

export const NUDGE_MM = 1;
export const NUDGE_LARGE_MM = 10;

export type ShortcutName = "remove" | "undo" | "redo" | "duplicate" | "nudge" | "selectAll" | "clearSelection" | "group" | "ungroup" | "copy" | "cut" | "paste";

/**
 * One key combination. `mod` is Ctrl, or Cmd on a Mac (either counts, so the
 * map is the same on every platform). Letters match in either case, since
 * Shift turns "z" into "Z".
 */
export interface Shortcut {
  readonly name: ShortcutName;
  readonly key: string;
  readonly mod: boolean;
  readonly shift: boolean;
  /** How far a nudge moves the selection, in millimetres. */
  readonly move?: { readonly dx: number; readonly dy: number };
}

const arrows = (shift: boolean, mm: number): Shortcut[] => [
  { name: "nudge", key: "ArrowLeft", mod: false, shift, move: { dx: -mm, dy: 0 } },
  { name: "nudge", key: "ArrowRight", mod: false, shift, move: { dx: mm, dy: 0 } },
  { name: "nudge", key: "ArrowUp", mod: false, shift, move: { dx: 0, dy: -mm } },
  { name: "nudge", key: "ArrowDown", mod: false, shift, move: { dx: 0, dy: mm } },
];

export const SHORTCUTS: readonly Shortcut[] = Object.freeze([
  { name: "remove", key: "Delete", mod: false, shift: false },
  { name: "remove", key: "Backspace", mod: false, shift: false },
  { name: "undo", key: "z", mod: true, shift: false },
  { name: "redo", key: "z", mod: true, shift: true },
  { name: "redo", key: "y", mod: true, shift: false },
  { name: "duplicate", key: "d", mod: true, shift: false },
  { name: "copy", key: "c", mod: true, shift: false },
  { name: "cut", key: "x", mod: true, shift: false },
  { name: "paste", key: "v", mod: true, shift: false },
  { name: "selectAll", key: "a", mod: true, shift: false },
  { name: "group", key: "g", mod: true, shift: false },
  { name: "ungroup", key: "g", mod: true, shift: true },
  { name: "clearSelection", key: "Escape", mod: false, shift: false },
  ...arrows(false, NUDGE_MM),
  ...arrows(true, NUDGE_LARGE_MM),
]);

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
}

export function shortcutFor(event: KeyLike): Shortcut | undefined {
  // AltGr reports Ctrl+Alt on Windows: Polish "ą" is AltGr+A and must stay a letter, not select all.
  if (event.altKey) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const mod = event.ctrlKey || event.metaKey;
  return SHORTCUTS.find((shortcut) => shortcut.key === key && shortcut.mod === mod && shortcut.shift === event.shiftKey);
}

/**
 * What a key press does in this state, or null when it is not a shortcut or
 * has nothing to act on (so the caller leaves the key to the browser, and
 * calls preventDefault only when an action comes back). Callers do not pass
 * keys typed into a text field: there Backspace deletes a letter.
 * Removing and nudging skip locked elements; duplicating copies them unlocked.
 */
export function commandForKey(state: EditorState, event: KeyLike): Action | null {
  const shortcut = shortcutFor(event);
  if (!shortcut) return null;
  const elements = sideOf(state.document, state.side).elements;
  const selected = new Set(state.selection);
  const chosen = elements.filter((element) => selected.has(element.id));
  const movable = chosen.filter((element) => !element.locked).map((element) => element.id);

  switch (shortcut.name) {
    case "undo":
      return canUndo(state) ? { type: "undo" } : null;
    case "redo":
      return canRedo(state) ? { type: "redo" } : null;
    case "remove":
      return movable.length > 0 ? removeElements(state.side, movable) : null;
    case "duplicate":
      return chosen.length > 0
        ? duplicateElements(
            state.side,
            chosen.map((element) => element.id),
          )
        : null;
    case "nudge":
      return movable.length > 0 && shortcut.move ? moveElements(state.side, movable, shortcut.move.dx, shortcut.move.dy) : null;
    case "selectAll":
      return elements.length > 0 ? { type: "selectAll" } : null;
    case "clearSelection":
      return state.selection.length > 0 ? { type: "clearSelection" } : null;
    case "group":
      return groupSelection(state);
    case "ungroup":
      return ungroupSelection(state);
    // The clipboard outlives a side and a key press: the editor keeps it (useShortcuts, clipboard.ts).
    case "copy":
    case "cut":
    case "paste":
      return null;
  }
}
