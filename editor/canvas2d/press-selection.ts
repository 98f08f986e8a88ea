import type { Action } from "@/editor/state";

/**
 * What pressing the pointer does to the selection. Pressing (rather than
 * clicking) selects, so a press on an unselected element selects it and the
 * same gesture drags it; a press on a selected one keeps the whole selection
 * so it can be dragged together.
 *
 * `hit` is the element under the pointer, or null for empty space. `adding`
 * is Shift, Ctrl or Cmd held: it toggles the element, and on empty space keeps
 * the selection for the band to add to.
 */
export function selectionForPress(selection: readonly string[], hit: string | null, adding: boolean): Action | null {
  if (hit === null) return adding || selection.length === 0 ? null : { type: "clearSelection" };
  if (adding) return { type: "toggleSelection", id: hit };
  return selection.includes(hit) ? null : { type: "select", ids: [hit] };
}
