import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { textElement } from "@/lib/design/sample-designs";
import { createEditorState, createEditorStore, sideOf, type EditorStore } from "@/editor/state";
import { blankDocument } from "./testing";
import { useShortcuts } from "./use-shortcuts";

/** The editor's shortcuts listen on the whole page: they must leave the keys of the field in focus alone. */

function storeWithSelectedText(): EditorStore {
  const text = textElement({ id: "words" });
  const document = { ...blankDocument, sides: { ...blankDocument.sides, front: { background: null, elements: [text] } } };
  const store = createEditorStore(createEditorState(document, "front"));
  store.dispatch({ type: "select", ids: ["words"] });
  return store;
}

function Page({ store }: { store: EditorStore }) {
  useShortcuts(store, true);
  return (
    <>
      <input type="range" aria-label="Letter spacing" min={0} max={100} defaultValue={0} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const x = (store: EditorStore) => sideOf(store.getState().document, "front").elements[0]!.x;

describe("useShortcuts", () => {
  it("leaves the arrow keys to a focused slider: the slider moves, the selected element stays", () => {
    const store = storeWithSelectedText();
    const { getByRole } = render(<Page store={store} />);
    const before = x(store);
    for (const key of ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]) {
      // Not prevented: the browser's own step of the slider happens.
      expect(fireEvent.keyDown(getByRole("slider", { name: "Letter spacing" }), { key })).toBe(true);
    }
    expect(x(store)).toBe(before);
  });

  it("still takes the other shortcuts on a slider, and the arrows anywhere else", () => {
    const store = storeWithSelectedText();
    const { getByRole } = render(<Page store={store} />);
    const before = x(store);
    expect(fireEvent.keyDown(getByRole("button", { name: "Elsewhere" }), { key: "ArrowRight" })).toBe(false);
    expect(x(store)).toBeGreaterThan(before);
    expect(fireEvent.keyDown(getByRole("slider", { name: "Letter spacing" }), { key: "Delete" })).toBe(false);
    expect(sideOf(store.getState().document, "front").elements).toEqual([]);
  });
});
