import type { Action } from "@/editor/state";

/**
 * What pressing the pointer does to the selection. Pressing (rather than
 * clicking) selects, so a press on an unselected element selects it and the
 * same gesture drags it; a press on a selected one keeps the whole selection
 * so it can be dragged together.
 *
 * `hit` is the element under the pointer, or null for empty space.
 */
export function selectionForPress(selection: readonly string[], hit: string | null, shift: boolean): Action | null {
  if (hit === null) return shift || selection.length === 0 ? null : { type: "clearSelection" };
  if (shift) return { type: "toggleSelection", id: hit };
  return selection.includes(hit) ? null : { type: "select", ids: [hit] };
}
