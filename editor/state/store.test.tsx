import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import { addElement, createEditorState, createEditorStore, useEditorStore, type EditorState } from "./index";

const store = () => createEditorStore(createEditorState(designWith({ front: { background: null, elements: [shapeElement({ id: "a" })] } })));
const idsOnFront = (state: EditorState) => state.document.sides.front!.elements.map((element) => element.id);

describe("useEditorStore", () => {
  it("re-renders with the selected part when the store changes", () => {
    const editor = store();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useEditorStore(editor, idsOnFront);
    });
    expect(result.current).toEqual(["a"]);
    act(() => {
      editor.dispatch(addElement("front", shapeElement({ id: "b" })));
    });
    expect(result.current).toEqual(["a", "b"]);
    const rendersAfterAdd = renders;
    act(() => {
      editor.dispatch({ type: "select", ids: ["b"] });
    });
    // The selector builds a new array, yet it is computed once per state: no render loop.
    expect(result.current).toEqual(["a", "b"]);
    expect(renders).toBeLessThanOrEqual(rendersAfterAdd + 1);
  });

  it("does not re-render for a change outside the selected part", () => {
    const editor = store();
    let renders = 0;
    renderHook(() => {
      renders++;
      return useEditorStore(editor, (state) => state.side);
    });
    const before = renders;
    act(() => {
      editor.dispatch({ type: "select", ids: ["a"] });
    });
    expect(renders).toBe(before);
  });
});
