import { isSideId, type SideId } from "@/lib/design";
import { sideOf } from "./commands";
import type { EditorState } from "./types";

/** Selects exactly these ids, ignoring any not on the current side. */
export function select(state: EditorState, ids: readonly string[]): EditorState {
  const present = new Set(sideOf(state.document, state.side).elements.map((element) => element.id));
  const selection = [...new Set(ids)].filter((id) => present.has(id));
  return sameIds(selection, state.selection) ? state : { ...state, selection };
}

/** Adds the element to the selection, or takes it out if it is in (shift-click). */
export function toggleSelection(state: EditorState, id: string): EditorState {
  if (state.selection.includes(id)) return { ...state, selection: state.selection.filter((selected) => selected !== id) };
  return select(state, [...state.selection, id]);
}

export function clearSelection(state: EditorState): EditorState {
  return state.selection.length === 0 ? state : { ...state, selection: [] };
}

/** Every element of the side, bottom first; a side other than the current one is switched to first. */
export function selectAll(state: EditorState, side: SideId = state.side): EditorState {
  const onSide = setSide(state, side);
  return select(
    onSide,
    sideOf(onSide.document, onSide.side).elements.map((element) => element.id),
  );
}

/** Shows another side. The selection belonged to the side left behind, so it is cleared. */
export function setSide(state: EditorState, side: SideId): EditorState {
  if (side === state.side || !isSideId(side)) return state;
  return { ...state, side, selection: [] };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
