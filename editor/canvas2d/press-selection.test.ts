import { describe, expect, it } from "vitest";
import { selectionForPress } from "./press-selection";

describe("selection on press", () => {
  it("selects only the pressed element", () => {
    expect(selectionForPress(["a", "b"], "c", false)).toEqual({ type: "select", ids: ["c"] });
  });

  it("keeps a multiple selection when one of it is pressed, so they drag together", () => {
    expect(selectionForPress(["a", "b"], "b", false)).toBeNull();
  });

  it("toggles with shift, ctrl or cmd (the caller passes any of them as adding)", () => {
    expect(selectionForPress(["a"], "b", true)).toEqual({ type: "toggleSelection", id: "b" });
    expect(selectionForPress(["a", "b"], "a", true)).toEqual({ type: "toggleSelection", id: "a" });
  });

  it("clears on empty space unless shift is held or nothing is selected", () => {
    expect(selectionForPress(["a"], null, false)).toEqual({ type: "clearSelection" });
    expect(selectionForPress(["a"], null, true)).toBeNull();
    expect(selectionForPress([], null, false)).toBeNull();
  });
});
