import { describe, expect, it } from "vitest";
import { boundsOf } from "./geometry";

describe("boundsOf", () => {
  it("measures the bounds of points", () => {
    expect(
      boundsOf([
        { x: 3, y: -1 },
        { x: -2, y: 4 },
        { x: 0, y: 0 },
      ]),
    ).toEqual({ x: -2, y: -1, width: 5, height: 5 });
    expect(boundsOf([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});
