import type { DesignDocument, SideId } from "@/lib/design";
import type { EditorState } from "./types";

/** Undo steps kept; older ones are forgotten first. */
export const UNDO_LIMIT = 100;

export function createEditorState(document: DesignDocument, side: SideId = "front"): EditorState {
  return { document, side, selection: [], past: [], future: [], gesture: null };
}

/**
 * Records a new document. Outside a gesture the old document becomes an undo
 * step; inside one, the gesture's start is recorded once when it ends. Either
 * way a new change makes the undone steps unreachable, so redo is emptied.
 */
export function commit(state: EditorState, document: DesignDocument, selection: readonly string[] = state.selection): EditorState {
  if (state.gesture) return { ...state, document, selection, future: [] };
  return { ...state, document, selection, past: pushLimited(state.past, state.document), future: [] };
}

export function canUndo(state: EditorState): boolean {
  return state.past.length > 0 || (state.gesture !== null && state.gesture.base !== state.document);
}

export function canRedo(state: EditorState): boolean {
  return state.future.length > 0;
}

/** Back one step. An open gesture is ended first, so undo takes back the whole drag. */
export function undo(state: EditorState): EditorState {
  const closed = endGesture(state);
  const previous = closed.past.at(-1);
  if (previous === undefined) return closed;
  return {
    ...closed,
    document: previous,
    past: closed.past.slice(0, -1),
    future: [...closed.future, closed.document],
    selection: keptSelection(closed.selection, previous, closed.side),
  };
}

export function redo(state: EditorState): EditorState {
  const closed = endGesture(state);
  const next = closed.future.at(-1);
  if (next === undefined) return closed;
  return {
    ...closed,
    document: next,
    past: pushLimited(closed.past, closed.document),
    future: closed.future.slice(0, -1),
    selection: keptSelection(closed.selection, next, closed.side),
  };
}

/**
 * Starts a drag or transform: the many updates it sends until endGesture make
 * one undo step. Beginning twice is the same as beginning once.
 */
export function beginGesture(state: EditorState): EditorState {
  return state.gesture ? state : { ...state, gesture: { base: state.document } };
}

/** Ends the gesture; it leaves an undo step only if it changed the design. */
export function endGesture(state: EditorState): EditorState {
  if (!state.gesture) return state;
  if (state.gesture.base === state.document) return { ...state, gesture: null };
  return { ...state, gesture: null, past: pushLimited(state.past, state.gesture.base), future: [] };
}

/** The selected ids that still exist on the side, in their order. */
export function keptSelection(selection: readonly string[], document: DesignDocument, side: SideId): readonly string[] {
  if (selection.length === 0) return selection;
  const present = new Set((document.sides[side]?.elements ?? []).map((element) => element.id));
  const kept = selection.filter((id) => present.has(id));
  return kept.length === selection.length ? selection : kept;
}

function pushLimited(past: readonly DesignDocument[], document: DesignDocument): readonly DesignDocument[] {
  const kept = past.length >= UNDO_LIMIT ? past.slice(past.length - UNDO_LIMIT + 1) : past;
  return [...kept, document];
}
