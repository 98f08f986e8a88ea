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

describe("copy, cut and paste (Ctrl or Cmd with C, X, V)", () => {
  const front = (store: EditorStore) => sideOf(store.getState().document, "front").elements;
  const back = (store: EditorStore) => sideOf(store.getState().document, "back").elements;

  it("copies the selection and pastes it on another side after switching, selected, with new ids, in one undo step", () => {
    const store = storeWithSelectedText();
    const { getByRole } = render(<Page store={store} />);
    const page = getByRole("button", { name: "Elsewhere" });
    expect(fireEvent.keyDown(page, { key: "c", ctrlKey: true })).toBe(false);
    store.dispatch({ type: "setSide", side: "back" });
    expect(fireEvent.keyDown(page, { key: "v", metaKey: true })).toBe(false);

    const [copy] = back(store);
    const { id: _id, ...original } = front(store)[0]!;
    expect(copy).toEqual({ ...original, id: copy!.id });
    expect(copy!.id).not.toBe("words");
    expect(store.getState().selection).toEqual([copy!.id]);
    store.dispatch({ type: "undo" });
    expect(back(store)).toEqual([]);
  });

  it("pastes a step off the original on the same side, and Ctrl+X cuts", () => {
    const store = storeWithSelectedText();
    const { getByRole } = render(<Page store={store} />);
    const page = getByRole("button", { name: "Elsewhere" });
    const original = front(store)[0]!;
    fireEvent.keyDown(page, { key: "c", ctrlKey: true });
    fireEvent.keyDown(page, { key: "v", ctrlKey: true });
    expect(front(store)).toHaveLength(2);
    expect(front(store)[1]!.x).toBeGreaterThan(original.x);
    expect(front(store)[1]!.y).toBeGreaterThan(original.y);

    store.dispatch({ type: "select", ids: ["words"] });
    fireEvent.keyDown(page, { key: "x", ctrlKey: true });
    expect(front(store).map((element) => element.id)).not.toContain("words");
    fireEvent.keyDown(page, { key: "v", ctrlKey: true });
    expect(front(store).find((element) => element.id !== front(store)[0]!.id)).toMatchObject({ x: original.x, y: original.y });
  });

  it("leaves Ctrl+C and Ctrl+V to a text field being typed in", () => {
    const store = storeWithSelectedText();
    const { getByRole } = render(
      <>
        <Page store={store} />
        <input aria-label="Text" defaultValue="Hello" />
      </>,
    );
    const field = getByRole("textbox", { name: "Text" });
    expect(fireEvent.keyDown(field, { key: "c", ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(field, { key: "v", ctrlKey: true })).toBe(true);
    expect(front(store)).toHaveLength(1);
  });
});
