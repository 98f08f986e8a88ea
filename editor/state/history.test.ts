import { describe, expect, it } from "vitest";
import { emptyDesign } from "@/lib/design";
import { shapeElement } from "@/lib/design/sample-designs";
import {
  UNDO_LIMIT,
  addElement,
  applyCommand,
  beginGesture,
  canRedo,
  canUndo,
  createEditorState,
  endGesture,
  redo,
  removeElements,
  replaceDocument,
  select,
  undo,
  updateElement,
  type EditorState,
} from "./index";

const start = () =>
  applyCommand(createEditorState(emptyDesign("mailer-box", { length: 200, width: 150, height: 70 })), addElement("front", shapeElement({ id: "s", x: 0 })));
const x = (state: EditorState) => state.document.sides.front!.elements.find((element) => element.id === "s")?.x;

function moved(state: EditorState, times: number): EditorState {
  let next = state;
  for (let i = 1; i <= times; i++) next = applyCommand(next, updateElement("front", "s", { x: i }));
  return next;
}

describe("undo and redo", () => {
  it("walk back and forth through the changes", () => {
    const state = moved(start(), 3);
    expect(x(state)).toBe(3);
    const back = undo(undo(state));
    expect(x(back)).toBe(1);
    expect(canRedo(back)).toBe(true);
    expect(x(redo(back))).toBe(2);
    expect(x(redo(redo(back)))).toBe(3);
    const latest = redo(redo(back));
    expect(redo(latest)).toBe(latest);
  });

  it("return the very documents that were there before", () => {
    const first = start();
    const state = moved(first, 1);
    expect(undo(state).document).toBe(first.document);
    expect(redo(undo(state)).document).toBe(state.document);
  });

  it("do nothing when there is nothing to undo or redo", () => {
    const state = createEditorState(emptyDesign("mailer-box", { length: 1, width: 1, height: 1 }));
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
    expect(undo(state)).toBe(state);
    expect(redo(state)).toBe(state);
  });

  it("take back at least 50 steps, one at a time", () => {
    let state = moved(start(), 60);
    for (let i = 59; i >= 0; i--) {
      state = undo(state);
      expect(x(state)).toBe(i);
    }
    for (let i = 1; i <= 60; i++) {
      state = redo(state);
      expect(x(state)).toBe(i);
    }
  });

  it(`forget the oldest steps beyond ${UNDO_LIMIT}`, () => {
    let state = moved(start(), UNDO_LIMIT + 20);
    expect(state.past).toHaveLength(UNDO_LIMIT);
    let undone = 0;
    while (canUndo(state)) {
      state = undo(state);
      undone++;
    }
    expect(undone).toBe(UNDO_LIMIT);
    expect(x(state)).toBe(20);
    expect(state.future).toHaveLength(UNDO_LIMIT);
  });

  it("lose the redo steps when a new change is made", () => {
    const state = undo(undo(moved(start(), 3)));
    const changed = applyCommand(state, updateElement("front", "s", { x: 42 }));
    expect(canRedo(changed)).toBe(false);
    expect(redo(changed)).toBe(changed);
    expect(x(undo(changed))).toBe(1);
  });

  it("keep only the selected elements that exist after the step", () => {
    let state = applyCommand(start(), addElement("front", shapeElement({ id: "t" })));
    state = select(state, ["s", "t"]);
    const undone = undo(state);
    expect(undone.selection).toEqual(["s"]);
    const removed = applyCommand(select(state, ["s", "t"]), removeElements("front", ["t"]));
    expect(removed.selection).toEqual(["s"]);
    expect(undo(removed).selection).toEqual(["s"]);
  });
});

describe("gestures", () => {
  it("make a whole drag one undo step", () => {
    const before = start();
    let state = beginGesture(before);
    for (let i = 1; i <= 30; i++) state = applyCommand(state, updateElement("front", "s", { x: i, y: i / 2 }));
    expect(state.past).toHaveLength(before.past.length);
    expect(canUndo(state)).toBe(true);
    state = endGesture(state);
    expect(state.gesture).toBeNull();
    expect(state.past).toHaveLength(before.past.length + 1);
    expect(x(state)).toBe(30);
    const undone = undo(state);
    expect(undone.document).toBe(before.document);
    expect(x(redo(undone))).toBe(30);
  });

  it("leave no step when the drag changed nothing", () => {
    const before = start();
    const state = endGesture(applyCommand(beginGesture(before), updateElement("front", "s", { x: 0 })));
    expect(state.past).toBe(before.past);
    expect(state.document).toBe(before.document);
  });

  it("treat a second begin as part of the first gesture", () => {
    let state = beginGesture(start());
    state = applyCommand(state, updateElement("front", "s", { x: 1 }));
    state = beginGesture(state);
    state = applyCommand(state, updateElement("front", "s", { x: 2 }));
    state = endGesture(endGesture(state));
    expect(x(undo(state))).toBe(0);
  });

  it("end when undo is asked for mid-drag, taking back the whole drag", () => {
    let state = beginGesture(start());
    state = applyCommand(applyCommand(state, updateElement("front", "s", { x: 5 })), updateElement("front", "s", { x: 9 }));
    const undone = undo(state);
    expect(undone.gesture).toBeNull();
    expect(x(undone)).toBe(0);
    expect(x(redo(undone))).toBe(9);
  });

  it("empty the redo steps when the drag changes the design", () => {
    let state = beginGesture(undo(moved(start(), 2)));
    state = applyCommand(state, updateElement("front", "s", { x: 7 }));
    expect(canRedo(state)).toBe(false);
    expect(canRedo(endGesture(state))).toBe(false);
  });

  it("count as their own step when the design is replaced mid-drag", () => {
    const before = start();
    let state = applyCommand(beginGesture(before), updateElement("front", "s", { x: 3 }));
    const replacement = emptyDesign("shipping-box", { length: 300, width: 200, height: 100 });
    state = applyCommand(state, replaceDocument(replacement));
    expect(state.gesture).toBeNull();
    expect(state.document).toEqual(replacement);
    expect(x(undo(state))).toBe(3);
    expect(undo(undo(state)).document).toBe(before.document);
  });
});
