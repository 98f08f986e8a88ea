import { describe, expect, it } from "vitest";
import { splitForGesture } from "./zorder";

const elements = ["a", "b", "c", "d", "e"].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe("z-order", () => {
  it("freezes what is beneath and above the moving element", () => {
    const split = splitForGesture(elements, ["c"]);
    expect([ids(split.below), ids(split.live), ids(split.above)]).toEqual([["a", "b"], ["c"], ["d", "e"]]);
  });

  it("keeps everything between two moving elements live so the painting order stays exact", () => {
    const split = splitForGesture(elements, new Set(["d", "b"]));
    expect([ids(split.below), ids(split.live), ids(split.above)]).toEqual([["a"], ["b", "c", "d"], ["e"]]);
  });

  it("freezes nothing live when nothing moves", () => {
    expect(ids(splitForGesture(elements, []).below)).toEqual(["a", "b", "c", "d", "e"]);
  });
});
