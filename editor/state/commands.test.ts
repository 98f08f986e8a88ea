import { describe, expect, it } from "vitest";
import { MAX_ELEMENTS_PER_SIDE, designDocumentSchema, emptyDesign, type DesignDocument, type DesignElement } from "@/lib/design";
import { designWith, imageElement, randomDesign, seededRandom, shapeElement, textElement } from "@/lib/design/sample-designs";
import {
  DUPLICATE_OFFSET_MM,
  addElement,
  applyCommand,
  createEditorState,
  duplicateElements,
  moveElements,
  removeElements,
  reorder,
  replaceDocument,
  select,
  setBackground,
  tryCommand,
  updateElement,
  type Command,
  type EditorState,
  type RefusalReason,
} from "./index";

const box = () => emptyDesign("mailer-box", { length: 200, width: 150, height: 70 });

function stateWith(elements: DesignElement[], document: DesignDocument = box()): EditorState {
  return createEditorState({ ...document, sides: { ...document.sides, front: { background: null, elements } } });
}

const front = (state: EditorState) => state.document.sides.front!.elements;
const ids = (state: EditorState) => front(state).map((element) => element.id);

function refusal(state: EditorState, command: Command): RefusalReason {
  const result = tryCommand(state, command);
  if (result.ok) throw new Error(`expected ${command.type} to be refused`);
  expect(applyCommand(state, command)).toBe(state);
  return result.refusal.reason;
}

describe("addElement", () => {
  it("puts the element on top of its side, selects it and records an undo step", () => {
    const state = stateWith([shapeElement({ id: "a" })]);
    const next = applyCommand(state, addElement("front", textElement({ id: "b" })));
    expect(ids(next)).toEqual(["a", "b"]);
    expect(next.selection).toEqual(["b"]);
    expect(next.past).toEqual([state.document]);
    expect(state.document.sides.front!.elements).toHaveLength(1);
  });

  it("adds to a side the document left out, without selecting on a side not shown", () => {
    const state = createEditorState(designWith({}));
    const next = applyCommand(state, addElement("bottom", imageElement()));
    expect(next.document.sides.bottom).toEqual({ background: null, elements: [imageElement()] });
    expect(next.selection).toEqual([]);
  });

  it("stores the element normalized", () => {
    const next = applyCommand(stateWith([]), addElement("front", shapeElement({ fill: "#ABCDEF", rotation: 270 })));
    expect(front(next)[0]).toMatchObject({ fill: "#abcdef", rotation: -90 });
  });

  it("refuses an invalid element, a used id and a full side", () => {
    const state = stateWith([shapeElement({ id: "a" })]);
    expect(refusal(state, addElement("front", shapeElement({ id: "b", x: 6000 })))).toBe("invalid");
    expect(refusal(state, addElement("front", { ...textElement(), fontId: "papyrus" } as unknown as DesignElement))).toBe("invalid");
    expect(refusal(state, addElement("front", shapeElement({ id: "a" })))).toBe("duplicate-id");
    const elsewhere = applyCommand(state, addElement("back", shapeElement({ id: "b" })));
    expect(refusal(elsewhere, addElement("front", shapeElement({ id: "b" })))).toBe("duplicate-id");
    const full = stateWith(Array.from({ length: MAX_ELEMENTS_PER_SIDE }, (_, i) => shapeElement({ id: `s${i}` })));
    expect(refusal(full, addElement("front", shapeElement({ id: "extra" })))).toBe("limit");
    expect(refusal(state, addElement("inside" as "front", shapeElement({ id: "c" })))).toBe("invalid");
  });

  it("says where an invalid element is wrong", () => {
    const result = tryCommand(stateWith([shapeElement({ id: "a" })]), addElement("front", shapeElement({ id: "b", width: -1 })));
    expect(result).toMatchObject({ ok: false, refusal: { reason: "invalid", issues: [{ path: "sides.front.elements.1.width" }] } });
  });
});

describe("updateElement", () => {
  it("moves, resizes, rotates and edits text", () => {
    const state = stateWith([textElement({ id: "t" })]);
    const next = applyCommand(
      state,
      updateElement("front", "t", { x: 1, y: 2, width: 3, height: 4, rotation: 350, text: "New", fontId: "oswald", fontWeight: 700 }),
    );
    expect(front(next)[0]).toMatchObject({ x: 1, y: 2, width: 3, height: 4, rotation: -10, text: "New", fontId: "oswald", fontWeight: 700 });
    expect(next.past).toHaveLength(1);
  });

  it("removes optional fields set to undefined", () => {
    const state = stateWith([imageElement({ id: "i", crop: { x: 0, y: 0, width: 0.5, height: 0.5 }, name: "Logo" })]);
    const next = applyCommand(state, updateElement("front", "i", { crop: undefined, name: undefined }));
    expect(front(next)[0]).not.toHaveProperty("crop");
    expect(front(next)[0]).not.toHaveProperty("name");
  });

  it("leaves the state as it was when nothing changes", () => {
    const state = stateWith([shapeElement({ id: "s", x: 10 })]);
    expect(applyCommand(state, updateElement("front", "s", { x: 10 }))).toBe(state);
    expect(applyCommand(state, updateElement("front", "s", { fill: "#D7263D" }))).toBe(state);
  });

  it("refuses results out of bounds, fields of another kind, an unknown id and a changed id or type", () => {
    const state = stateWith([shapeElement({ id: "s" }), textElement({ id: "t" })]);
    expect(refusal(state, updateElement("front", "s", { x: 5001 }))).toBe("invalid");
    expect(refusal(state, updateElement("front", "s", { width: 0 }))).toBe("invalid");
    expect(refusal(state, updateElement("front", "s", { x: Number.NaN }))).toBe("invalid");
    expect(refusal(state, updateElement("front", "s", { text: "not a text" }))).toBe("invalid");
    expect(refusal(state, updateElement("front", "t", { fontId: "caveat", fontWeight: 500 }))).toBe("invalid");
    expect(refusal(state, updateElement("front", "t", { color: "red" }))).toBe("invalid");
    expect(refusal(state, updateElement("front", "nope", { x: 1 }))).toBe("not-found");
    expect(refusal(state, updateElement("back", "s", { x: 1 }))).toBe("not-found");
    expect(refusal(state, updateElement("front", "s", { id: "other" } as never))).toBe("invalid");
    expect(refusal(state, updateElement("front", "s", { type: "text" } as never))).toBe("invalid");
  });

  it("keeps a locked element in place but lets it be renamed and unlocked", () => {
    const state = stateWith([shapeElement({ id: "s", locked: true })]);
    expect(refusal(state, updateElement("front", "s", { x: 1 }))).toBe("locked");
    const renamed = applyCommand(state, updateElement("front", "s", { name: "Frame" }));
    expect(front(renamed)[0]).toMatchObject({ name: "Frame", locked: true });
    const unlocked = applyCommand(renamed, updateElement("front", "s", { locked: false }));
    expect(front(applyCommand(unlocked, updateElement("front", "s", { x: 1 })))[0]!.x).toBe(1);
  });

  it("shares every untouched element, side and history entry with the state before", () => {
    const elements = Array.from({ length: 1000 }, (_, i) => shapeElement({ id: `s${i}`, x: i % 100 }));
    let state = stateWith(elements, { ...box(), sides: { ...box().sides, back: { background: null, elements: [textElement()] } } });
    const first = state.document;
    for (let i = 0; i < 60; i++) state = applyCommand(state, updateElement("front", `s${i}`, { x: 500 + i }));
    expect(state.past).toHaveLength(60);
    expect(state.past[0]).toBe(first);
    expect(state.document.sides.back).toBe(first.sides.back);
    expect(front(state)[999]).toBe(elements[999]);
    expect(front(state)[0]).not.toBe(elements[0]);
    expect(state.past[1]!.sides.front!.elements[500]).toBe(elements[500]);
    expect(first.sides.front!.elements[0]!.x).toBe(0);
  });
});

describe("moveElements", () => {
  it("moves several elements by the same distance as one step", () => {
    const state = stateWith([shapeElement({ id: "a", x: 0, y: 0 }), shapeElement({ id: "b", x: 10, y: 10 }), shapeElement({ id: "c", x: 50 })]);
    const next = applyCommand(state, moveElements("front", ["a", "b"], 1, -10));
    expect(front(next).map((element) => [element.x, element.y])).toEqual([
      [1, -10],
      [11, 0],
      [50, 20],
    ]);
    expect(next.past).toHaveLength(1);
    expect(front(next)[2]).toBe(front(state)[2]);
    expect(applyCommand(state, moveElements("front", ["a"], 0, 0))).toBe(state);
    expect(applyCommand(state, moveElements("front", [], 1, 1))).toBe(state);
  });

  it("refuses to move past the coordinate limit, an unknown element or a locked one", () => {
    const state = stateWith([shapeElement({ id: "a", x: 4999.5 }), shapeElement({ id: "b", locked: true })]);
    expect(refusal(state, moveElements("front", ["a"], 1, 0))).toBe("invalid");
    expect(refusal(state, moveElements("front", ["a", "ghost"], -1, 0))).toBe("not-found");
    expect(refusal(state, moveElements("front", ["a", "b"], -1, 0))).toBe("locked");
  });
});

describe("removeElements", () => {
  it("removes the elements and drops them from the selection", () => {
    const state = select(stateWith([shapeElement({ id: "a" }), shapeElement({ id: "b" }), shapeElement({ id: "c" })]), ["a", "c"]);
    const next = applyCommand(state, removeElements("front", ["c", "b"]));
    expect(ids(next)).toEqual(["a"]);
    expect(next.selection).toEqual(["a"]);
    expect(applyCommand(state, removeElements("front", []))).toBe(state);
  });

  it("refuses unknown and locked elements", () => {
    const state = stateWith([shapeElement({ id: "a" }), shapeElement({ id: "b", locked: true })]);
    expect(refusal(state, removeElements("front", ["a", "ghost"]))).toBe("not-found");
    expect(refusal(state, removeElements("front", ["a", "b"]))).toBe("locked");
  });
});

describe("duplicateElements", () => {
  it("copies the elements on top with new ids, 5 mm right and down, unlocked, and selects the copies", () => {
    const state = stateWith([shapeElement({ id: "a", x: 0, y: 0 }), textElement({ id: "b", x: 10, y: 20, locked: true }), shapeElement({ id: "c" })]);
    const next = applyCommand(state, duplicateElements("front", ["b", "a"], ["b2", "a2"]));
    expect(ids(next)).toEqual(["a", "b", "c", "a2", "b2"]);
    expect(front(next)[3]).toEqual({ ...front(state)[0], id: "a2", x: DUPLICATE_OFFSET_MM, y: DUPLICATE_OFFSET_MM });
    const { locked: _locked, ...unlocked } = front(state)[1] as DesignElement;
    expect(front(next)[4]).toEqual({ ...unlocked, id: "b2", x: 15, y: 25 });
    expect(next.selection).toEqual(["a2", "b2"]);
  });

  it("makes fresh ids when none are given", () => {
    const state = stateWith([shapeElement({ id: "a" })]);
    const once = applyCommand(state, duplicateElements("front", ["a"]));
    const twice = applyCommand(once, duplicateElements("front", ["a"]));
    expect(new Set(ids(twice)).size).toBe(3);
    expect(designDocumentSchema.safeParse(twice.document).success).toBe(true);
  });

  it("refuses copies beyond the side's limit or the coordinate limit, used ids and unknown elements", () => {
    const state = stateWith([shapeElement({ id: "a", x: 4998 }), shapeElement({ id: "b" })]);
    expect(refusal(state, duplicateElements("front", ["a"], ["a2"]))).toBe("invalid");
    expect(refusal(state, duplicateElements("front", ["b"], ["a"]))).toBe("duplicate-id");
    expect(refusal(state, duplicateElements("front", ["b", "ghost"], ["b2", "g2"]))).toBe("not-found");
    expect(refusal(state, duplicateElements("front", ["b"], []))).toBe("invalid");
    const nearlyFull = stateWith(Array.from({ length: MAX_ELEMENTS_PER_SIDE - 1 }, (_, i) => shapeElement({ id: `s${i}` })));
    expect(refusal(nearlyFull, duplicateElements("front", ["s0", "s1"], ["c0", "c1"]))).toBe("limit");
    expect(ids(applyCommand(nearlyFull, duplicateElements("front", ["s0"], ["c0"])))).toHaveLength(MAX_ELEMENTS_PER_SIDE);
  });
});

describe("reorder", () => {
  const state = stateWith(["a", "b", "c", "d"].map((id) => shapeElement({ id })));
  it("moves an element one step or to either end of the z-order", () => {
    expect(ids(applyCommand(state, reorder("front", "b", "forward")))).toEqual(["a", "c", "b", "d"]);
    expect(ids(applyCommand(state, reorder("front", "c", "backward")))).toEqual(["a", "c", "b", "d"]);
    expect(ids(applyCommand(state, reorder("front", "b", "front")))).toEqual(["a", "c", "d", "b"]);
    expect(ids(applyCommand(state, reorder("front", "c", "back")))).toEqual(["c", "a", "b", "d"]);
  });

  it("changes nothing at the ends and refuses unknown elements", () => {
    expect(applyCommand(state, reorder("front", "d", "forward"))).toBe(state);
    expect(applyCommand(state, reorder("front", "d", "front"))).toBe(state);
    expect(applyCommand(state, reorder("front", "a", "backward"))).toBe(state);
    expect(refusal(state, reorder("front", "ghost", "front"))).toBe("not-found");
  });
});

describe("setBackground", () => {
  it("sets and clears a side's background colour", () => {
    const state = stateWith([]);
    const coloured = applyCommand(state, setBackground("front", "#B5895B"));
    expect(coloured.document.sides.front!.background).toBe("#b5895b");
    expect(applyCommand(coloured, setBackground("front", "#b5895b"))).toBe(coloured);
    expect(applyCommand(coloured, setBackground("front", null)).document.sides.front!.background).toBeNull();
    expect(refusal(state, setBackground("front", "brown"))).toBe("invalid");
  });
});

describe("replaceDocument", () => {
  it("replaces the design as an undoable step, keeping the selection that still exists", () => {
    const state = select(stateWith([shapeElement({ id: "a" }), shapeElement({ id: "b" })]), ["a", "b"]);
    const replacement = designWith({ front: { background: null, elements: [shapeElement({ id: "b" })] } });
    const next = applyCommand(state, replaceDocument(replacement));
    expect(next.document).toEqual(replacement);
    expect(next.selection).toEqual(["b"]);
    expect(next.past).toEqual([state.document]);
  });

  it("starts a fresh history for a loaded design", () => {
    let state = stateWith([]);
    state = applyCommand(state, addElement("front", shapeElement({ id: "a" })));
    const next = applyCommand(state, replaceDocument(randomDesign(7), { resetHistory: true }));
    expect(next.past).toEqual([]);
    expect(next.future).toEqual([]);
    expect(next.document).toEqual(randomDesign(7));
  });

  it("refuses an invalid document", () => {
    const result = tryCommand(stateWith([]), replaceDocument({ ...box(), inside: { length: -1, width: 1, height: 1 } }));
    expect(result).toMatchObject({ ok: false, refusal: { reason: "invalid", issues: [{ path: "inside.length" }] } });
  });
});

describe("any sequence of commands", () => {
  it("keeps the document valid, whatever is refused", () => {
    const random = seededRandom(2024);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    let state = createEditorState(randomDesign(3, 20));
    let refused = 0;
    for (let i = 0; i < 600; i++) {
      const side = pick(["front", "top", "back"] as const);
      const present = (state.document.sides[side]?.elements ?? []).map((element) => element.id);
      const someId = present.length > 0 && random() < 0.9 ? pick(present) : "ghost";
      const big = () => (random() - 0.5) * 12_000;
      const command = pick<() => Command>([
        () => addElement(side, shapeElement({ id: `n${i}`, x: big(), width: random() * 6000 })),
        () => updateElement(side, someId, { x: big(), rotation: (random() - 0.5) * 800 }),
        () => updateElement(side, someId, { fill: pick(["#000000", "#GGGGGG", null]) }),
        () => moveElements(side, [someId], big() / 10, big() / 10),
        () => removeElements(side, [someId]),
        () => duplicateElements(side, [someId], [pick([`d${i}`, someId])]),
        () => reorder(side, someId, pick(["forward", "backward", "front", "back"] as const)),
        () => setBackground(side, pick(["#ffffff", "#fff", "white", null])),
      ])();
      const result = tryCommand(state, command);
      if (result.ok) state = result.state;
      else refused++;
      const check = designDocumentSchema.safeParse(state.document);
      expect(check.success, `after ${command.type} #${i}: ${JSON.stringify(check.error?.issues[0])}`).toBe(true);
      expect(check.data).toEqual(state.document);
    }
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(550);
  });
});
