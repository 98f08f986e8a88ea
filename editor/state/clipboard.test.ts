import { describe, expect, it } from "vitest";
import { designWith, shapeElement, textElement } from "@/lib/design/sample-designs";
import { DUPLICATE_OFFSET_MM, copySelection, createEditorState, cutSelection, pasteClipboard, reduce, select, sideOf, type EditorState } from "./index";

/** Finding C13: copy an element on one side and paste it on another, as in any design tool. */

const start = select(
  createEditorState(
    designWith({
      front: {
        background: null,
        elements: [
          shapeElement({ id: "a", x: 10, y: 10, groupId: "g1" }),
          textElement({ id: "b", x: 20, y: 30, groupId: "g1" }),
          shapeElement({ id: "c", x: 60, y: 60, locked: true }),
        ],
      },
    }),
    "front",
  ),
  ["a", "b", "c"],
);

const on = (state: EditorState, side: "front" | "back") => sideOf(state.document, side).elements;

function paste(state: EditorState, ids: string[]): EditorState {
  const pasted = pasteClipboard(state, copySelection(start)!, ids)!;
  expect(pasted.ids).toEqual(ids);
  return reduce(state, pasted.action);
}

describe("copy and paste", () => {
  it("puts copies with new ids on another side where they were, unlocked, grouped among themselves, as one undo step", () => {
    const back = reduce(start, { type: "setSide", side: "back" });
    const next = paste(back, ["n1", "n2", "n3"]);
    expect(on(next, "back").map(({ id, x, y, groupId, locked }) => ({ id, x, y, groupId, locked }))).toEqual([
      { id: "n1", x: 10, y: 10, groupId: "g-n1", locked: undefined },
      { id: "n2", x: 20, y: 30, groupId: "g-n1", locked: undefined },
      { id: "n3", x: 60, y: 60, groupId: undefined, locked: undefined },
    ]);
    // The front keeps its elements; one undo takes the whole paste back.
    expect(on(next, "front").map((element) => element.id)).toEqual(["a", "b", "c"]);
    expect(on(reduce(next, { type: "undo" }), "back")).toEqual([]);
  });

  it("steps off the originals on the side they came from, and off the last paste when pasted again", () => {
    const once = paste(start, ["n1", "n2", "n3"]);
    expect(
      on(once, "front")
        .slice(3)
        .map(({ x, y }) => [x, y]),
    ).toEqual([
      [10 + DUPLICATE_OFFSET_MM, 10 + DUPLICATE_OFFSET_MM],
      [20 + DUPLICATE_OFFSET_MM, 30 + DUPLICATE_OFFSET_MM],
      [60 + DUPLICATE_OFFSET_MM, 60 + DUPLICATE_OFFSET_MM],
    ]);
    const twice = paste(once, ["m1", "m2", "m3"]);
    expect(on(twice, "front").find((element) => element.id === "m1")).toMatchObject({ x: 10 + 2 * DUPLICATE_OFFSET_MM, y: 10 + 2 * DUPLICATE_OFFSET_MM });
  });

  it("copies nothing when nothing is selected", () => {
    expect(copySelection(select(start, []))).toBeNull();
    expect(cutSelection(select(start, []))).toBeNull();
  });

  it("cuts the selection off the side but leaves a locked element, and a cut pasted back lands in place", () => {
    const cut = cutSelection(start)!;
    expect(cut.clipboard.elements.map((element) => element.id)).toEqual(["a", "b", "c"]);
    const after = reduce(start, cut.action!);
    expect(on(after, "front").map((element) => element.id)).toEqual(["c"]);
    const pasted = pasteClipboard(after, { ...cut.clipboard, elements: cut.clipboard.elements.slice(0, 2) }, ["n1", "n2"])!;
    expect(on(reduce(after, pasted.action), "front").find((element) => element.id === "n1")).toMatchObject({ x: 10, y: 10 });
  });
});
