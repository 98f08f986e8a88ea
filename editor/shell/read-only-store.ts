import type { EditorStore } from "@/editor/state";

/**
 * The store as a preview sees it: the shopper may switch sides, nothing else.
 * Selection is refused too, so no handles appear and no shortcut finds anything
 * to act on.
 */
export function readOnlyStore(store: EditorStore): EditorStore {
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispatch: (action) => (action.type === "setSide" ? store.dispatch(action) : { changed: false }),
  };
}
