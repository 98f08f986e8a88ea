import { hang, line, rectangle, rootPanel, taperedFlap, tuckFlap } from "../builder";
import type { Dimensions, Panel, SideId } from "../types";
import type { Draft, ModelSpec } from "./model";

/**
 * A roll-end tuck-front mailer in the FEFCO 0427 style. The bottom sits in the
 * middle; front and back walls stand on its long edges and carry ears at their
 * ends; each end wall is doubled: an outer leaf, a narrow roll strip and an
 * inner leaf that folds down inside, trapping the ears. The lid hangs from the
 * back wall, drops its side flaps inside the inner leaves and tucks its front
 * flap inside the front wall.
 *
 * Net layout (printed face up): front above the bottom, back and then the lid
 * below it, the end walls to the left and right.
 *
 * Allowances, with t the board thickness and the fold drawn on the outer faces:
 * - length: each end is three boards (outer leaf, ear, inner leaf), so the
 *   bottom is L + 6t; the front and back walls stop one board short of each end
 *   (L + 4t) so their ears fold in between the leaves; the roll strip is 2t
 *   wide so the inner leaf lands inside the ears; the lid is exactly L and
 *   drops between the inner leaves.
 * - width: front and back are one board each, so the bottom and end walls are
 *   W + 2t; the lid is W + t, from the back's outer face to the front wall's
 *   inner face, where its tuck goes down.
 * - height: the bottom and the lid are one board each, so the back and end
 *   walls are H + 2t; the front is H + t (it ends under the lid) and so are the
 *   inner leaves (they stand on the floor).
 */

export const MAILER_BOARD_MM = 1.5;

const ALL_SIDES: ReadonlySet<SideId> = new Set(["front", "top", "back", "left", "right", "bottom"]);

export function mailerOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 6 * t, width: width + 2 * t, height: height + 2 * t };
}

/** The mailer's panels; `printed` says which sides its own panels carry (a sleeve may cover the rest). */
export function draftMailer(inside: Dimensions, t: number, printed: ReadonlySet<SideId> = ALL_SIDES): Panel[] {
  const { height: H } = inside;
  const { length: Lo, width: Wo, height: Ho } = mailerOutside(inside, t);
  const side = (id: SideId) => (printed.has(id) ? id : null);
  const frontHeight = H + t;

  // Inside faces (turns on the inside sheet, upright as seen looking into the open box from
  // its front): the floor reads with the back wall at its top, the walls with the box's up
  // at their top, the open lid's underside as a continuation of the back wall's.
  const bottom = rootPanel({ id: "bottom", side: side("bottom"), x: 0, y: 0, width: Lo, height: Wo, inside: { side: "inside-bottom", rotation: 180 } });
  const front = hang(bottom, line(t, 0, Lo - t, 0), {
    id: "front",
    side: side("front"),
    shape: rectangle(frontHeight),
    inside: { side: "inside-front", rotation: 0 },
  });
  const back = hang(bottom, line(t, Wo, Lo - t, Wo), {
    id: "back",
    side: side("back"),
    rotation: 180,
    shape: rectangle(Ho),
    inside: { side: "inside-back", rotation: 180 },
  });

  // The lid: hinged on the back's top edge between the inner leaves.
  const lidTop = Wo + Ho;
  const lidDepth = Wo - t;
  const lidBottom = lidTop + lidDepth;
  const top = hang(back, line(3 * t, lidTop, Lo - 3 * t, lidTop), {
    id: "top",
    side: side("top"),
    shape: rectangle(lidDepth),
    inside: { side: "inside-top", rotation: 180 },
  });
  const tuckDepth = Math.min(H, Math.max(8, Math.min(0.6 * frontHeight, 40)));
  const tuckInset = t + 0.5; // clears the lid's side flaps
  const topTuck = hang(top, line(3 * t + tuckInset, lidBottom, Lo - 3 * t - tuckInset, lidBottom), {
    id: "top-tuck",
    shape: tuckFlap(tuckDepth, Math.min(tuckDepth / 2, 8)),
  });
  const lidFlapDepth = Math.min(0.6 * frontHeight, 40);
  const lidFlapTaper = Math.min(lidFlapDepth, lidDepth / 4);
  const lidFlap = taperedFlap(lidFlapDepth, lidFlapTaper, lidFlapTaper);
  const topLeft = hang(top, line(3 * t, lidTop, 3 * t, lidBottom), { id: "top-left-flap", shape: lidFlap });
  const topRight = hang(top, line(Lo - 3 * t, lidTop, Lo - 3 * t, lidBottom), { id: "top-right-flap", shape: lidFlap });

  // Ears at the ends of front and back, folding in between the end walls' leaves;
  // the front's and the back's ears must not meet, so each takes under half the width.
  const earDepth = Math.min(Wo / 2 - 1, frontHeight);
  const ear = taperedFlap(earDepth, 0, earDepth / 3);
  const ears = [
    hang(front, line(t, 0, t, -frontHeight), { id: "front-left-flap", shape: ear }),
    hang(front, line(Lo - t, 0, Lo - t, -frontHeight), { id: "front-right-flap", shape: ear }),
    hang(back, line(t, Wo, t, Wo + frontHeight), { id: "back-left-flap", shape: ear }),
    hang(back, line(Lo - t, Wo, Lo - t, Wo + frontHeight), { id: "back-right-flap", shape: ear }),
  ];

  // The end walls: outer leaf, roll strip, inner leaf (standing between the front and back walls' inner faces).
  const innerCorner = Math.min(5, H / 4);
  const left = hang(bottom, line(0, 0, 0, Wo), { id: "left", side: side("left"), rotation: 270, shape: rectangle(Ho) });
  const leftRoll = hang(left, line(-Ho, 0, -Ho, Wo), { id: "left-roll", shape: rectangle(2 * t) });
  // The inner leaves roll over the top of the end walls, so their printed face looks into the box: the inside end walls are printed on the outside sheet.
  const leftInner = hang(leftRoll, line(-Ho - 2 * t, t, -Ho - 2 * t, Wo - t), {
    id: "left-inner",
    side: "inside-left",
    rotation: 90,
    shape: tuckFlap(frontHeight, innerCorner),
  });
  const right = hang(bottom, line(Lo, 0, Lo, Wo), { id: "right", side: side("right"), rotation: 90, shape: rectangle(Ho) });
  const rightRoll = hang(right, line(Lo + Ho, 0, Lo + Ho, Wo), { id: "right-roll", shape: rectangle(2 * t) });
  const rightInner = hang(rightRoll, line(Lo + Ho + 2 * t, t, Lo + Ho + 2 * t, Wo - t), {
    id: "right-inner",
    side: "inside-right",
    rotation: 270,
    shape: tuckFlap(frontHeight, innerCorner),
  });

  return [bottom, front, back, top, topTuck, topLeft, topRight, ...ears, left, leftRoll, leftInner, right, rightRoll, rightInner];
}

/** Mailers are lower than they are long or deep: a taller one tips over and its ears cannot reach. */
export function mailerMaxHeight({ length, width }: Dimensions): number {
  return Math.min(length, width);
}

export const mailerBox: ModelSpec = {
  defaultBoard: MAILER_BOARD_MM,
  lid: "top",
  maxHeight: mailerMaxHeight,
  draft: (inside, board): Draft => ({ panels: draftMailer(inside, board) }),
};
