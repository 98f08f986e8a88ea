import type { DesignElement, SideId } from "@/lib/design";
import { addElement, batch, DUPLICATE_OFFSET_MM, removeElements, sideOf } from "./commands";
import { newElementId } from "./ids";
import type { Action, EditorState } from "./types";

/** What Ctrl+C (or Ctrl+X) took: the selected elements as they were, and the side they came from. */
export interface Clipboard {
  readonly side: SideId;
  readonly elements: readonly DesignElement[];
}

/** The furthest a paste steps off the copies already in its place, before it gives up stepping. */
const MOST_STEPS = 40;

/** The selected elements of the side on screen, in their stacking order; null when nothing is selected. */
export function copySelection(state: EditorState): Clipboard | null {
  const selected = new Set(state.selection);
  const elements = sideOf(state.document, state.side).elements.filter((element) => selected.has(element.id));
  return elements.length > 0 ? { side: state.side, elements } : null;
}

/** Ctrl+X: the selection goes to the clipboard and off the side; a locked element is copied but stays. */
export function cutSelection(state: EditorState): { clipboard: Clipboard; action: Action | null } | null {
  const clipboard = copySelection(state);
  if (!clipboard) return null;
  const removable = clipboard.elements.filter((element) => !element.locked).map((element) => element.id);
  return { clipboard, action: removable.length > 0 ? removeElements(state.side, removable) : null };
}

/**
 * Ctrl+V: the clipboard's elements onto the side on screen (whichever side they were copied from), as one
 * undo step, with new ids, unlocked, and a group of their own where they were grouped. They land where they
 * were, unless copies already sit there (pasting on the side they were copied from, or pasting again):
 * then a step off, down and right, as Ctrl+D does, so the paste is not hidden under them.
 * `newIds` (one per element) make the paste repeatable in tests.
 */
export function pasteClipboard(
  state: EditorState,
  clipboard: Clipboard,
  newIds: readonly string[] = clipboard.elements.map(() => newElementId()),
): { action: Action; ids: readonly string[] } | null {
  if (clipboard.elements.length === 0) return null;
  const onSide = sideOf(state.document, state.side).elements;
  const first = clipboard.elements[0]!;
  const taken = (step: number) =>
    onSide.some((element) => near(element.x, first.x + step * DUPLICATE_OFFSET_MM) && near(element.y, first.y + step * DUPLICATE_OFFSET_MM));
  let step = 0;
  while (step < MOST_STEPS && taken(step)) step += 1;
  const offset = step * DUPLICATE_OFFSET_MM;

  const groups = new Map<string, string>();
  const pasted = clipboard.elements.map((element, index) => {
    const { locked: _locked, groupId, ...rest } = element;
    const id = newIds[index]!;
    const copy: DesignElement = { ...rest, id, x: element.x + offset, y: element.y + offset } as DesignElement;
    if (groupId === undefined) return copy;
    if (!groups.has(groupId)) groups.set(groupId, `g-${id}`.slice(0, 40));
    return { ...copy, groupId: groups.get(groupId)! };
  });
  return { action: batch(pasted.map((element) => addElement(state.side, element))), ids: pasted.map((element) => element.id) };
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
