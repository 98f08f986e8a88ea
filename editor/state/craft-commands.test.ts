import { describe, expect, it } from "vitest";
import { emptyDesign, serializeDesign, type DesignDocument, type DesignElement } from "@/lib/design";
import { imageElement, qrElement, textElement } from "@/lib/design/sample-designs";
import { addElement, applyCommand, createEditorState, duplicateElements, tryCommand, undo, updateElement, type EditorState } from "./index";

/** Commands on letter spacing, flips and QR codes keep the document valid, and undo takes them back byte for byte. */

const box = () => emptyDesign("mailer-box", { length: 200, width: 150, height: 70 });

function stateWith(elements: DesignElement[], document: DesignDocument = box()): EditorState {
  return createEditorState({ ...document, sides: { ...document.sides, front: { background: null, elements } } });
}

const front = (state: EditorState) => state.document.sides.front!.elements;

describe("element tool commands", () => {
  it("sets and clears a flip and letter spacing, and undo restores the exact document", () => {
    const start = stateWith([imageElement({ id: "p" }), textElement({ id: "t" })]);
    const before = serializeDesign(start.document);
    let state = applyCommand(start, updateElement("front", "p", { flipX: true }));
    state = applyCommand(state, updateElement("front", "t", { letterSpacing: 0.05 }));
    expect(front(state)[0]).toMatchObject({ flipX: true });
    expect(front(state)[1]).toMatchObject({ letterSpacing: 0.05 });
    state = applyCommand(state, updateElement("front", "p", { flipX: undefined }));
    state = applyCommand(state, updateElement("front", "t", { letterSpacing: undefined }));
    // Cleared fields are gone, not false or zero: the document reads as it did.
    expect(serializeDesign(state.document)).toBe(before);
    state = undo(undo(state));
    // Two steps back: the flip and the spacing are set again, exactly as they were.
    expect(front(state)[0]).toMatchObject({ flipX: true });
    expect(front(state)[1]).toMatchObject({ letterSpacing: 0.05 });
    state = undo(undo(state));
    expect(serializeDesign(state.document)).toBe(before);
  });

  it("refuses letter spacing beyond its bounds and a QR code that cannot hold its data", () => {
    const state = stateWith([textElement({ id: "t" }), qrElement({ id: "q" })]);
    expect(tryCommand(state, updateElement("front", "t", { letterSpacing: 5 }))).toMatchObject({ ok: false });
    expect(tryCommand(state, updateElement("front", "q", { data: "" }))).toMatchObject({ ok: false });
    expect(tryCommand(state, updateElement("front", "q", { data: "x".repeat(301) }))).toMatchObject({ ok: false });
    expect(tryCommand(state, updateElement("front", "q", { data: "https://example.com/new" }))).toMatchObject({ ok: true });
  });

  it("adds, changes and duplicates a QR code as any other element", () => {
    let state = applyCommand(stateWith([]), addElement("front", qrElement({ id: "q" })));
    expect(state.selection).toEqual(["q"]);
    state = applyCommand(state, updateElement("front", "q", { color: "#1B6AC9", background: null }));
    expect(front(state)[0]).toMatchObject({ color: "#1b6ac9", background: null });
    state = applyCommand(state, duplicateElements("front", ["q"], ["q2"]));
    expect(front(state).map((element) => element.type)).toEqual(["qr", "qr"]);
    expect(front(state)[1]).toMatchObject({ id: "q2", data: "https://boxwright.example/hello", x: 15 });
  });
});
