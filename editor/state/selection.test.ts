import { describe, expect, it } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import { clearSelection, createEditorState, reduce, select, selectAll, setSide, toggleSelection } from "./index";

const state = createEditorState(
  designWith({
    front: { background: null, elements: ["a", "b", "c"].map((id) => shapeElement({ id })) },
    back: { background: null, elements: [shapeElement({ id: "z" })] },
  }),
);

describe("selection", () => {
  it("selects only elements on the current side, each once", () => {
    expect(select(state, ["c", "a", "z", "ghost", "a"]).selection).toEqual(["c", "a"]);
    const selected = select(state, ["a"]);
    expect(select(selected, ["a"])).toBe(selected);
  });

  it("toggles an element in and out", () => {
    const one = toggleSelection(state, "b");
    expect(one.selection).toEqual(["b"]);
    expect(toggleSelection(one, "a").selection).toEqual(["b", "a"]);
    expect(toggleSelection(toggleSelection(one, "a"), "b").selection).toEqual(["a"]);
    expect(toggleSelection(one, "z")).toBe(one);
  });

  it("clears", () => {
    expect(clearSelection(select(state, ["a", "b"])).selection).toEqual([]);
    expect(clearSelection(state)).toBe(state);
  });

  it("selects all elements of the current side, or of another side after switching to it", () => {
    expect(selectAll(state).selection).toEqual(["a", "b", "c"]);
    const back = selectAll(state, "back");
    expect(back.side).toBe("back");
    expect(back.selection).toEqual(["z"]);
    expect(selectAll(state, "top").selection).toEqual([]);
  });

  it("is cleared by switching sides, and kept when the side stays", () => {
    const selected = select(state, ["a"]);
    const top = setSide(selected, "top");
    expect(top.side).toBe("top");
    expect(top.selection).toEqual([]);
    expect(setSide(selected, "front")).toBe(selected);
    expect(setSide(selected, "inside" as "top")).toBe(selected);
  });

  it("never touches the design or its history", () => {
    const after = reduce(reduce(reduce(state, { type: "selectAll" }), { type: "toggleSelection", id: "b" }), { type: "setSide", side: "back" });
    expect(after.document).toBe(state.document);
    expect(after.past).toBe(state.past);
  });
});
