import { hang, line, rectangle, rectangleBeyond, rootPanel, taperedFlap } from "../builder";
import type { Dimensions, Panel } from "../types";
import type { ModelSpec } from "./model";

/**
 * A regular slotted container (FEFCO 0201): four walls in a row closed by a
 * glue flap, and a flap on each wall's top and bottom edge. The major flaps (on
 * front and back) are half the width deep and meet in the middle; the minor
 * flaps (on the end walls) fold in underneath them. Flaps are separated by
 * slots one board wide.
 *
 * Only the four walls are printable: top and bottom are each made of two flaps
 * that meet in the middle, which a single panel per side cannot describe. The
 * fold tree starts at the front's bottom flap, so the box stands on it.
 *
 * Allowances, with t the board thickness and the fold drawn on the outer faces:
 * front and back are L + 2t, the right wall W + 2t, the left wall W + t (it ends
 * at the front's inner face where the glue flap turns in), and the walls are
 * H + 4t high, as top and bottom are two boards (minor under major flaps).
 */

export const SHIPPING_BOARD_MM = 3;

export function shippingOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + 4 * t };
}

function draftShipping(inside: Dimensions, t: number): Panel[] {
  const { length: Lo, width: Wo, height: Ho } = shippingOutside(inside, t);
  const leftWidth = Wo - t;
  const slot = t;
  const half = slot / 2;
  const major = Wo / 2;
  // The minor flaps of the two end walls must not meet, even in a box deeper than it is long.
  const minor = Math.min(Wo / 2, Lo / 2 - 1);
  const rightX = Lo;
  const backX = Lo + Wo;
  const leftX = 2 * Lo + Wo;
  const glueX = leftX + leftWidth;

  const bottomFront = rootPanel({ id: "bottom-front-flap", x: half, y: Ho, width: Lo - slot, height: major });
  const front = hang(bottomFront, line(half, Ho, Lo - half, Ho), { id: "front", side: "front", shape: rectangleBeyond(Ho, half, half) });
  const right = hang(front, line(rightX, 0, rightX, Ho), { id: "right", side: "right", shape: rectangle(Wo) });
  const back = hang(right, line(backX, 0, backX, Ho), { id: "back", side: "back", shape: rectangle(Lo) });
  const left = hang(back, line(leftX, 0, leftX, Ho), { id: "left", side: "left", shape: rectangle(leftWidth) });
  const glueDepth = Math.min(35, Lo / 2);
  const glueTaper = Math.min(glueDepth * 0.5, Ho / 5);
  const glue = hang(left, line(glueX, 0, glueX, Ho), { id: "glue-flap", shape: taperedFlap(glueDepth, glueTaper, glueTaper) });

  const flaps = (wall: Panel, id: string, from: number, to: number, depth: number, withBottom: boolean) => [
    hang(wall, line(from + half, 0, to - half, 0), { id: `top-${id}-flap`, shape: rectangle(depth) }),
    ...(withBottom ? [hang(wall, line(from + half, Ho, to - half, Ho), { id: `bottom-${id}-flap`, shape: rectangle(depth) })] : []),
  ];
  return [
    bottomFront,
    front,
    right,
    back,
    left,
    glue,
    ...flaps(front, "front", 0, Lo, major, false),
    ...flaps(right, "right", rightX, backX, minor, true),
    ...flaps(back, "back", backX, leftX, major, true),
    ...flaps(left, "left", leftX, glueX, minor, true),
  ];
}

export const shippingBox: ModelSpec = {
  defaultBoard: SHIPPING_BOARD_MM,
  maxHeight: ({ length, width }) => 3 * Math.max(length, width),
  draft: (inside, t) => ({ panels: draftShipping(inside, t) }),
};
