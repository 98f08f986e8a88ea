import { describe, expect, it } from "vitest";
import { designDocumentSchema, emptyDesign, type DesignElement } from "@/lib/design";
import { shapeElement } from "@/lib/design/sample-designs";
import {
  alignMoves,
  alignSelection,
  batch,
  canGroup,
  canUngroup,
  createEditorState,
  distributeMoves,
  distributeSelection,
  duplicateElements,
  elementBox,
  groupSelection,
  moveElements,
  piecesOf,
  reduce,
  select,
  step,
  toggleLockSelection,
  toggleSelection,
  ungroupSelection,
  updateElement,
  type EditorState,
} from "./index";

const SIDE = { width: 200, height: 150 };

function stateWith(elements: DesignElement[]): EditorState {
  const document = emptyDesign("mailer-box", { length: 200, width: 150, height: 70 });
  return createEditorState({ ...document, sides: { ...document.sides, front: { background: null, elements } } });
}

const rect = (id: string, x: number, y: number, width = 10, height = 10, extra: Partial<DesignElement> = {}) =>
  shapeElement({ id, x, y, width, height, ...extra } as Parameters<typeof shapeElement>[0]);
const at = (state: EditorState, id: string) => state.document.sides.front!.elements.find((element) => element.id === id)!;
const apply = (state: EditorState, action: ReturnType<typeof alignSelection>) => {
  if (!action) throw new Error("expected an action");
  return reduce(state, action);
};

describe("align and distribute math", () => {
  const pieces = [
    { ids: ["a"], box: { x: 10, y: 10, width: 20, height: 10 } },
    { ids: ["b"], box: { x: 50, y: 40, width: 10, height: 30 } },
  ];
  const around = { x: 10, y: 10, width: 50, height: 60 };

  it("moves each piece so its edge or centre meets the reference's", () => {
    expect(alignMoves(pieces, "left", around)).toEqual([
      { ids: ["a"], dx: 0, dy: 0 },
      { ids: ["b"], dx: -40, dy: 0 },
    ]);
    expect(alignMoves(pieces, "right", around).map((move) => move.dx)).toEqual([30, 0]);
    expect(alignMoves(pieces, "centre", around).map((move) => move.dx)).toEqual([15, -20]);
    expect(alignMoves(pieces, "top", around).map((move) => move.dy)).toEqual([0, -30]);
    expect(alignMoves(pieces, "middle", around).map((move) => move.dy)).toEqual([25, -15]);
    expect(alignMoves(pieces, "bottom", around).map((move) => move.dy)).toEqual([50, 0]);
  });

  it("spaces three or more pieces with equal gaps, keeping the outermost where they are", () => {
    const three = [
      { ids: ["c"], box: { x: 100, y: 0, width: 20, height: 5 } },
      { ids: ["a"], box: { x: 0, y: 0, width: 10, height: 5 } },
      { ids: ["b"], box: { x: 15, y: 0, width: 30, height: 5 } },
    ];
    const moves = distributeMoves(three, "horizontal");
    // Span 0..120 holds 60 mm of pieces: two gaps of 30 mm.
    expect(moves).toEqual([
      { ids: ["a"], dx: 0, dy: 0 },
      { ids: ["b"], dx: 25, dy: 0 },
      { ids: ["c"], dx: 0, dy: 0 },
    ]);
    expect(distributeMoves(three.slice(0, 2), "horizontal")).toEqual([]);
  });

  it("measures a turned element by the upright box around it", () => {
    const box = elementBox({ x: 10, y: 10, width: 20, height: 10, rotation: 90 });
    expect(box.x).toBeCloseTo(0);
    expect(box.y).toBeCloseTo(10);
    expect(box.width).toBeCloseTo(10);
    expect(box.height).toBeCloseTo(20);
  });
});

describe("aligning the selection", () => {
  const state = select(stateWith([rect("a", 10, 10), rect("b", 40, 30, 20, 20), rect("c", 80, 50)]), ["a", "b"]);

  it("aligns several elements to the box around them, as one undo step", () => {
    const aligned = apply(state, alignSelection(state, "left", SIDE));
    expect([at(aligned, "a").x, at(aligned, "b").x, at(aligned, "c").x]).toEqual([10, 10, 80]);
    expect(aligned.past).toHaveLength(1);
    expect(reduce(aligned, { type: "undo" }).document).toBe(state.document);
  });

  it("aligns one element to the panel", () => {
    const one = select(state, ["b"]);
    const centred = apply(one, alignSelection(one, "centre", SIDE));
    expect(at(centred, "b").x).toBe(90);
    expect(apply(one, alignSelection(one, "bottom", SIDE)).document.sides.front!.elements[1]!.y).toBe(130);
  });

  it("does nothing when nothing would move, and leaves locked elements where they are", () => {
    const aligned = apply(state, alignSelection(state, "left", SIDE));
    expect(alignSelection(aligned, "left", SIDE)).toBeNull();
    const locked = select(stateWith([rect("a", 10, 10), rect("b", 40, 30, 20, 20, { locked: true }), rect("c", 80, 50)]), ["a", "b", "c"]);
    const result = apply(locked, alignSelection(locked, "top", SIDE));
    expect([at(result, "a").y, at(result, "b").y, at(result, "c").y]).toEqual([10, 30, 10]);
  });

  it("distributes three elements evenly in one step", () => {
    const all = select(stateWith([rect("a", 10, 10), rect("b", 20, 30, 20, 20), rect("c", 80, 50)]), ["a", "b", "c"]);
    const spaced = apply(all, distributeSelection(all, "horizontal"));
    // 10..90 holds 40 mm of elements: gaps of 20 mm.
    expect([at(spaced, "a").x, at(spaced, "b").x, at(spaced, "c").x]).toEqual([10, 40, 80]);
    const vertical = apply(all, distributeSelection(all, "vertical"));
    expect(at(vertical, "b").y).toBe(25);
    expect(distributeSelection(state, "horizontal")).toBeNull();
    expect(distributeSelection(spaced, "horizontal")).toBeNull();
  });
});

describe("groups", () => {
  const base = stateWith([rect("a", 10, 10), rect("b", 40, 30), rect("c", 80, 50)]);
  const grouped = apply(select(base, ["a", "b"]), groupSelection(select(base, ["a", "b"]), "g1"));

  it("groups the selection in one undo step and selects, toggles and moves the group together", () => {
    expect(at(grouped, "a").groupId).toBe("g1");
    expect(at(grouped, "b").groupId).toBe("g1");
    expect(grouped.past).toHaveLength(1);
    expect(designDocumentSchema.safeParse(grouped.document).success).toBe(true);

    const pressed = select(grouped, ["b"]);
    expect(pressed.selection).toEqual(["b", "a"]);
    expect(toggleSelection(pressed, "a").selection).toEqual([]);
    expect(toggleSelection(select(grouped, ["c"]), "a").selection).toEqual(["c", "a", "b"]);
    expect(piecesOf(grouped.document.sides.front!.elements, ["a", "b", "c"]).map((piece) => piece.ids)).toEqual([["a", "b"], ["c"]]);
  });

  it("aligns a group as one piece, keeping its elements' places within it", () => {
    const all = select(grouped, ["a", "c"]);
    const right = apply(all, alignSelection(all, "right", SIDE));
    // The group spans 10..50; the box around everything ends at 90.
    expect([at(right, "a").x, at(right, "b").x, at(right, "c").x]).toEqual([50, 80, 80]);
  });

  it("ungroups, keeping the elements where they are and selected", () => {
    const selected = select(grouped, ["a"]);
    expect(canUngroup(selected)).toBe(true);
    expect(canGroup(selected)).toBe(false);
    const apart = apply(selected, ungroupSelection(selected));
    expect(at(apart, "a").groupId).toBeUndefined();
    expect(at(apart, "a").x).toBe(10);
    expect(apart.selection).toEqual(["a", "b"]);
    expect(select(apart, ["a"]).selection).toEqual(["a"]);
  });

  it("gives the copies of a group a group of their own", () => {
    const copied = reduce(select(grouped, ["a"]), duplicateElements("front", ["a", "b"], ["a2", "b2"]));
    expect(at(copied, "a2").groupId).toBe(at(copied, "b2").groupId);
    expect(at(copied, "a2").groupId).not.toBe("g1");
    expect(copied.selection).toEqual(["a2", "b2"]);
  });

  it("groups and locks locked elements too, and locks or unlocks the whole selection in one step", () => {
    const mixed = select(stateWith([rect("a", 10, 10, 10, 10, { locked: true }), rect("b", 40, 30)]), ["a", "b"]);
    expect(at(apply(mixed, groupSelection(mixed, "g2")), "a").groupId).toBe("g2");
    const locked = apply(mixed, toggleLockSelection(mixed));
    expect([at(locked, "a").locked, at(locked, "b").locked]).toEqual([true, true]);
    expect(locked.past).toHaveLength(1);
    const unlocked = apply(locked, toggleLockSelection(locked));
    expect([at(unlocked, "a").locked, at(unlocked, "b").locked]).toEqual([undefined, undefined]);
  });
});

describe("batch", () => {
  const state = stateWith([rect("a", 10, 10), rect("b", 40, 30, 10, 10, { locked: true })]);

  it("applies every command or none", () => {
    const refused = step(state, batch([moveElements("front", ["a"], 5, 0), moveElements("front", ["b"], 5, 0)]));
    expect(refused.state).toBe(state);
    expect(refused.refusal?.reason).toBe("locked");
  });

  it("is part of an open gesture rather than a step of its own", () => {
    const open = reduce(state, { type: "beginGesture" });
    const moved = reduce(open, batch([moveElements("front", ["a"], 5, 0), updateElement("front", "a", { opacity: 0.5 })]));
    expect(moved.gesture).not.toBeNull();
    expect(reduce(moved, { type: "endGesture" }).past).toHaveLength(1);
  });
});
