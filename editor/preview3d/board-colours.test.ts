import { describe, expect, it } from "vitest";
import { MATERIALS } from "@/lib/catalog/constants";
import { boardColours, KRAFT_BOARD, productColours, WHITE_BOARD } from "./board-colours";
import { hasWebGL } from "./webgl";

describe("board colours", () => {
  it.each(MATERIALS)("has an outside and an inside colour for %s", (material) => {
    const { board, inside } = boardColours(material);
    expect([KRAFT_BOARD, WHITE_BOARD]).toContain(board);
    expect([KRAFT_BOARD, WHITE_BOARD]).toContain(inside);
  });

  it("keeps natural board brown and white liners white where the material says so", () => {
    expect(boardColours("cardboard-natural")).toEqual({ board: KRAFT_BOARD, inside: KRAFT_BOARD });
    expect(boardColours("cardboard-natural-white-inside")).toEqual({ board: KRAFT_BOARD, inside: WHITE_BOARD });
    expect(boardColours("cardboard-white-one-side")).toEqual({ board: WHITE_BOARD, inside: KRAFT_BOARD });
    expect(boardColours("cardboard-white-two-sides")).toEqual({ board: WHITE_BOARD, inside: WHITE_BOARD });
  });
});

describe("WebGL support", () => {
  it("is there when the browser has either WebGL API", () => {
    expect(hasWebGL({ WebGL2RenderingContext: class {} })).toBe(true);
    expect(hasWebGL({ WebGLRenderingContext: class {} })).toBe(true);
    expect(hasWebGL({})).toBe(false);
    // On the server, or in Node.
    expect(hasWebGL()).toBe(false);
  });
});

describe("paper and tape, which have no board", () => {
  it("show tissue paper and packing tape white, packing paper and kraft tape kraft, and a board product its board", () => {
    expect(productColours({ material: null, slug: "tissue-paper" })).toEqual({ board: WHITE_BOARD, inside: WHITE_BOARD });
    expect(productColours({ material: null, slug: "packing-tape" })?.board).toBe(WHITE_BOARD);
    expect(productColours({ material: null, slug: "packing-paper" })?.board).toBe(KRAFT_BOARD);
    expect(productColours({ material: null, slug: "kraft-tape" })?.board).toBe(KRAFT_BOARD);
    expect(productColours({ material: "cardboard-white", slug: "paper-can" })).toEqual(boardColours("cardboard-white"));
    expect(productColours({ material: null, slug: "paper-bag" })).toBeNull();
    expect(productColours(null)).toBeNull();
  });
});
