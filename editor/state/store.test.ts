import { describe, expect, it } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import { addElement, createEditorState, createEditorStore, updateElement } from "./index";

const initial = () => createEditorState(designWith({ front: { background: null, elements: [shapeElement({ id: "a" })] } }));

describe("the editor store", () => {
  it("applies actions and tells subscribers after each change", () => {
    const store = createEditorStore(initial());
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    expect(store.dispatch(addElement("front", shapeElement({ id: "b" })))).toEqual({ changed: true });
    expect(store.getState().document.sides.front!.elements).toHaveLength(2);
    expect(store.dispatch({ type: "undo" })).toEqual({ changed: true });
    expect(store.getState().document.sides.front!.elements).toHaveLength(1);
    expect(calls).toBe(2);
    unsubscribe();
    store.dispatch({ type: "redo" });
    expect(calls).toBe(2);
  });

  it("reports a refused command and stays silent when nothing changes", () => {
    const store = createEditorStore(initial());
    const before = store.getState();
    let calls = 0;
    store.subscribe(() => calls++);
    expect(store.dispatch(updateElement("front", "a", { x: 99_999 }))).toMatchObject({ changed: false, refusal: { reason: "invalid" } });
    expect(store.dispatch({ type: "clearSelection" })).toEqual({ changed: false });
    expect(store.getState()).toBe(before);
    expect(calls).toBe(0);
  });
});
