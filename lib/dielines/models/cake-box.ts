import { hang, line, rectangle, taperedFlap, tuckFlap } from "../builder";
import type { Dimensions } from "../types";
import type { ModelSpec } from "./model";
import { draftOpenTray, trayNames } from "./tray";

/**
 * A one-piece folding-carton cake box: a tray whose end walls carry corner flaps
 * glued inside the front and back walls, and a lid hinged on the back wall's top
 * edge. The lid drops its side (dust) flaps inside the end walls and tucks its
 * front flap inside the front wall. No window: a cut-out with film is a
 * different die and a different print.
 *
 * Net layout (printed face up): the bottom in the middle, the front above it,
 * the back and then the lid below it, the end walls to the left and right.
 *
 * Allowances, with t the board and the fold drawn on the outer faces: single
 * walls, so the bottom is L + 2t by W + 2t; all four walls are H + 2t high (the
 * bottom and the lid a board each), front and back the whole length, the end
 * walls a board short at each side for the corner flaps; the lid is L long,
 * between the end walls' inner faces, and W + t deep, from the back's outer face
 * to the front wall's inner face, where the tuck goes down.
 */

export const CAKE_BOARD_MM = 0.5;

export function cakeOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + 2 * t };
}

export const cakeBox: ModelSpec = {
  defaultBoard: CAKE_BOARD_MM,
  // A cake box opens from the top: taller than it is long, the lid no longer swings clear.
  maxHeight: ({ length, width }) => Math.max(length, width),
  draft: (inside, t) => {
    const { length: Lo, width: Wo, height: Ho } = cakeOutside(inside, t);
    const tray = draftOpenTray(
      trayNames("", { bottom: "bottom", front: "front", back: "back", left: "left", right: "right" }),
      { length: Lo, width: Wo, wall: Ho },
      t,
      "front-back",
    );
    const back = tray.find((panel) => panel.id === "back")!;
    const lidTop = Wo + Ho;
    const lidDepth = Wo - t;
    const lidBottom = lidTop + lidDepth;
    const top = hang(back, line(t, lidTop, Lo - t, lidTop), { id: "top", side: "top", shape: rectangle(lidDepth) });
    const tuckDepth = Math.min(inside.height * 0.8, Math.max(10, Math.min(0.3 * Wo + 5, 30)));
    const tuckInset = t + 0.5;
    const tuck = hang(top, line(t + tuckInset, lidBottom, Lo - t - tuckInset, lidBottom), {
      id: "top-tuck",
      shape: tuckFlap(tuckDepth, Math.min(tuckDepth / 2, 8)),
    });
    // The side flaps stay short of the corner flaps' reach down the end walls' sides, and under half the lid's length.
    const flapDepth = Math.min(0.6 * Ho, 40, Lo / 2 - 1);
    const flapTaper = Math.min(flapDepth, lidDepth / 4);
    const sideFlap = taperedFlap(flapDepth, flapTaper, flapTaper);
    const topLeft = hang(top, line(t, lidTop, t, lidBottom), { id: "top-left-flap", shape: sideFlap });
    const topRight = hang(top, line(Lo - t, lidTop, Lo - t, lidBottom), { id: "top-right-flap", shape: sideFlap });
    return { panels: [...tray, top, tuck, topLeft, topRight] };
  },
};
