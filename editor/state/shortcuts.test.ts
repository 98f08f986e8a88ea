import { describe, expect, it } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import {
  NUDGE_LARGE_MM,
  SHORTCUTS,
  applyCommand,
  commandForKey,
  createEditorState,
  reduce,
  select,
  updateElement,
  type Action,
  type EditorState,
  type KeyLike,
} from "./index";

const key = (k: string, modifiers: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });
const ctrl = (k: string, modifiers: Partial<KeyLike> = {}) => key(k, { ctrlKey: true, ...modifiers });
const cmd = (k: string, modifiers: Partial<KeyLike> = {}) => key(k, { metaKey: true, ...modifiers });

const base = createEditorState(
  designWith({
    front: {
      background: null,
      elements: [shapeElement({ id: "a", x: 10, y: 10 }), shapeElement({ id: "b", x: 20, y: 20 }), shapeElement({ id: "locked", locked: true })],
    },
  }),
);
const selected = select(base, ["a", "locked"]);

function press(state: EditorState, event: KeyLike): EditorState {
  const action = commandForKey(state, event);
  expect(action, `a shortcut for ${event.key}`).not.toBeNull();
  return reduce(state, action as Action);
}
const position = (state: EditorState, id: string) => {
  const element = state.document.sides.front!.elements.find((candidate) => candidate.id === id)!;
  return [element.x, element.y];
};

describe("keyboard shortcuts", () => {
  it("are described as data", () => {
    expect(SHORTCUTS.filter((shortcut) => shortcut.name === "nudge")).toHaveLength(8);
    expect(SHORTCUTS.find((shortcut) => shortcut.key === "y")).toMatchObject({ name: "redo", mod: true });
  });

  it("Delete and Backspace remove the selected elements, except locked ones", () => {
    for (const name of ["Delete", "Backspace"]) {
      const after = press(selected, key(name));
      expect(after.document.sides.front!.elements.map((element) => element.id)).toEqual(["b", "locked"]);
      expect(after.selection).toEqual(["locked"]);
    }
    expect(commandForKey(base, key("Delete"))).toBeNull();
    expect(commandForKey(select(base, ["locked"]), key("Delete"))).toBeNull();
  });

  it("Ctrl or Cmd+Z undoes; Ctrl or Cmd+Shift+Z and Ctrl+Y redo", () => {
    const changed = applyCommand(base, updateElement("front", "a", { x: 99 }));
    expect(commandForKey(base, ctrl("z"))).toBeNull();
    const undone = press(changed, ctrl("z"));
    expect(position(undone, "a")).toEqual([10, 10]);
    expect(position(press(changed, cmd("z")), "a")).toEqual([10, 10]);
    expect(commandForKey(changed, ctrl("y"))).toBeNull();
    expect(position(press(undone, ctrl("Z", { shiftKey: true })), "a")).toEqual([99, 10]);
    expect(position(press(undone, cmd("z", { shiftKey: true })), "a")).toEqual([99, 10]);
    expect(position(press(undone, ctrl("y")), "a")).toEqual([99, 10]);
    expect(commandForKey(undone, key("z"))).toBeNull();
  });

  it("Ctrl or Cmd+D duplicates the selection and selects the copies", () => {
    const after = press(selected, ctrl("d"));
    const elements = after.document.sides.front!.elements;
    expect(elements).toHaveLength(5);
    expect(after.selection).toEqual(elements.slice(3).map((element) => element.id));
    expect(elements.slice(3).every((element) => !element.locked)).toBe(true);
    expect(commandForKey(base, cmd("d"))).toBeNull();
  });

  it("arrows nudge the selection 1 mm, with Shift 10 mm, leaving locked elements", () => {
    expect(position(press(selected, key("ArrowLeft")), "a")).toEqual([9, 10]);
    expect(position(press(selected, key("ArrowRight")), "a")).toEqual([11, 10]);
    expect(position(press(selected, key("ArrowUp")), "a")).toEqual([10, 9]);
    expect(position(press(selected, key("ArrowDown")), "a")).toEqual([10, 11]);
    expect(position(press(selected, key("ArrowDown", { shiftKey: true })), "a")).toEqual([10, 10 + NUDGE_LARGE_MM]);
    expect(position(press(selected, key("ArrowLeft", { shiftKey: true })), "locked")).toEqual(position(selected, "locked"));
    expect(commandForKey(base, key("ArrowLeft"))).toBeNull();
    expect(commandForKey(selected, ctrl("ArrowLeft"))).toBeNull();
  });

  it("Ctrl or Cmd+A selects all and Escape clears the selection", () => {
    expect(press(base, ctrl("a")).selection).toEqual(["a", "b", "locked"]);
    expect(press(base, cmd("A")).selection).toEqual(["a", "b", "locked"]);
    expect(press(selected, key("Escape")).selection).toEqual([]);
    expect(commandForKey(base, key("Escape"))).toBeNull();
    expect(commandForKey(createEditorState(designWith({})), ctrl("a"))).toBeNull();
  });

  it("Ctrl or Cmd+G groups the selection and Ctrl or Cmd+Shift+G ungroups it", () => {
    const grouped = press(select(base, ["a", "b"]), ctrl("g"));
    const [a, b] = grouped.document.sides.front!.elements;
    expect(a!.groupId).toBeDefined();
    expect(b!.groupId).toBe(a!.groupId);
    expect(grouped.past).toHaveLength(1);
    expect(commandForKey(grouped, cmd("g"))).toBeNull();
    const apart = press(grouped, cmd("G", { shiftKey: true }));
    expect(apart.document.sides.front!.elements.every((element) => element.groupId === undefined)).toBe(true);
    expect(commandForKey(select(base, ["a"]), ctrl("g"))).toBeNull();
  });

  it("leave other keys, and AltGr letters, to the browser", () => {
    expect(commandForKey(selected, key("a"))).toBeNull();
    expect(commandForKey(selected, key("Enter"))).toBeNull();
    expect(commandForKey(selected, ctrl("a", { altKey: true }))).toBeNull();
    expect(commandForKey(selected, key("Delete", { shiftKey: true }))).toBeNull();
  });
});
