import { isSideId, type SideId } from "@/lib/design";
import { sideOf } from "./commands";
import type { EditorState } from "./types";

/**
 * Selects these ids, ignoring any not on the current side. A grouped element
 * brings the rest of its group (ADR 0041): the group is selected, moved and
 * aligned as one, after the ids given, in z-order.
 */
export function select(state: EditorState, ids: readonly string[]): EditorState {
  const elements = sideOf(state.document, state.side).elements;
  const present = new Set(elements.map((element) => element.id));
  const chosen = [...new Set(ids)].filter((id) => present.has(id));
  const picked = new Set(chosen);
  const groups = new Set(elements.filter((element) => element.groupId !== undefined && picked.has(element.id)).map((element) => element.groupId));
  const mates = groups.size === 0 ? [] : elements.filter((element) => groups.has(element.groupId) && !picked.has(element.id)).map((element) => element.id);
  const selection = [...chosen, ...mates];
  return sameIds(selection, state.selection) ? state : { ...state, selection };
}

/** Adds the element (and its group) to the selection, or takes it (and its group) out if it is in: shift- or ctrl-click. */
export function toggleSelection(state: EditorState, id: string): EditorState {
  if (!state.selection.includes(id)) return select(state, [...state.selection, id]);
  const elements = sideOf(state.document, state.side).elements;
  const groupId = elements.find((element) => element.id === id)?.groupId;
  const leaving = new Set(groupId === undefined ? [id] : elements.filter((element) => element.groupId === groupId).map((element) => element.id));
  return { ...state, selection: state.selection.filter((selected) => !leaving.has(selected)) };
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
