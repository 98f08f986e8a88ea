import { useMemo, useSyncExternalStore } from "react";
import { step } from "./reduce";
import type { Action, EditorState, Refusal } from "./types";

export interface DispatchResult {
  changed: boolean;
  refusal?: Refusal;
}

/** The editor's state for React: one mutable cell holding immutable states. */
export interface EditorStore {
  getState(): EditorState;
  dispatch(action: Action): DispatchResult;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const result = step(state, action);
      if (result.state === state) return result.refusal ? { changed: false, refusal: result.refusal } : { changed: false };
      state = result.state;
      for (const listener of [...listeners]) listener();
      return { changed: true };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The part of the editor state a component shows; it re-renders when that part
 * changes. The selected value is remembered per state, so a selector may build
 * a new array or object (`s => s.selection.map(...)`) without re-rendering on
 * every store change that leaves the state as it was.
 */
export function useEditorStore<T>(store: EditorStore, selector: (state: EditorState) => T): T {
  const getSnapshot = useMemo(() => rememberedSelection(store, selector), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** The selector's value for the store's current state, computed once per state. */
function rememberedSelection<T>(store: EditorStore, selector: (state: EditorState) => T): () => T {
  let last: { state: EditorState; value: T } | undefined;
  return () => {
    const state = store.getState();
    if (last === undefined || last.state !== state) last = { state, value: selector(state) };
    return last.value;
  };
}
