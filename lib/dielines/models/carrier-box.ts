import { hang, line, rectangle, rectangleBeyond, rootPanel, taperedFlap, tuckFlap } from "../builder";
import type { Dimensions, Panel, Segment } from "../types";
import type { Draft, ModelSpec } from "./model";

/**
 * A carrier box: a carton with a handle on top. Four walls in a row (left,
 * front, right, back) closed by a glue flap on the back glued inside the left
 * wall; a tuck bottom hinged on the front with dust flaps on the end walls; the
 * top in two halves hinged on the front and back walls that meet in the middle,
 * each carrying a handle panel that stands up from the middle, so the two
 * handle panels lie back to back and are carried together. Each handle panel has
 * the same hand-hold cut out of it (slit cuts, an elongated octagon), so the
 * holes meet. The end walls' top flaps fold in under the two halves.
 *
 * Printed: the four walls and the bottom. The top is two halves and a handle
 * that no single panel describes.
 *
 * Allowances, with t the board and the fold drawn on the outer faces: as the
 * tuck-end box (tuck-end.ts): front L + 2t, back L + t (the glue flap turns in
 * at the left wall's inner face; the back's top half reaches on over that
 * board), end walls W + 2t, walls H + 2t high; the bottom is W + t deep so its
 * tuck goes in at the back wall's inner face; each top half is half of W + 2t.
 */

export const CARRIER_BOARD_MM = 1.5;

/** How high the handle stands above the top, mm. */
export function handleHeight({ height }: Dimensions): number {
  return Math.min(60, Math.max(25, height / 3));
}

export function carrierOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + 2 * t };
}

/** The hand-hold: an elongated octagon centred along the handle, `from` mm above the hinge, as slit cuts. */
function handHold(hinge: Segment, handle: number): Segment[] {
  const length = Math.hypot(hinge.b.x - hinge.a.x, hinge.b.y - hinge.a.y);
  const width = Math.min(100, 0.6 * length);
  const height = Math.min(25, handle * 0.45);
  const bevel = height / 3;
  const middle = (hinge.a.x + hinge.b.x) / 2;
  // The handle stands above its hinge (towards -y in the net).
  const low = hinge.a.y - (handle - height) / 2;
  const high = low - height;
  const [l, r] = [middle - width / 2, middle + width / 2];
  const corners = [
    { x: l + bevel, y: low },
    { x: r - bevel, y: low },
    { x: r, y: low - bevel },
    { x: r, y: high + bevel },
    { x: r - bevel, y: high },
    { x: l + bevel, y: high },
    { x: l, y: high + bevel },
    { x: l, y: low - bevel },
  ];
  return corners.map((a, i) => ({ a, b: corners[(i + 1) % corners.length]! }));
}

function draftCarrier(inside: Dimensions, t: number): Draft {
  const { length: Lo, width: Wo, height: Ho } = carrierOutside(inside, t);
  const backLength = Lo - t;
  const frontX = Wo;
  const rightX = Wo + Lo;
  const backX = 2 * Wo + Lo;
  const glueX = backX + backLength;
  const bottomDepth = Wo - t;

  const bottom = rootPanel({ id: "bottom", side: "bottom", x: frontX, y: Ho, width: Lo, height: bottomDepth });
  const front = hang(bottom, line(frontX, Ho, frontX + Lo, Ho), { id: "front", side: "front", shape: rectangle(Ho) });
  const right = hang(front, line(rightX, 0, rightX, Ho), { id: "right", side: "right", shape: rectangle(Wo) });
  const back = hang(right, line(backX, 0, backX, Ho), { id: "back", side: "back", shape: rectangle(backLength) });
  const left = hang(front, line(frontX, 0, frontX, Ho), { id: "left", side: "left", shape: rectangle(Wo) });
  const glueDepth = Math.min(Wo / 2, 12 + 5 * t);
  const glueTaper = Math.min(glueDepth * 0.6, Ho / 5);
  const glue = hang(back, line(glueX, 0, glueX, Ho), { id: "glue-flap", shape: taperedFlap(glueDepth, glueTaper, glueTaper) });

  const tuckDepth = Math.min(0.8 * inside.height, Math.max(10, Math.min(0.3 * Wo + 5, 30)));
  const tuckInset = t + 0.5;
  const bottomFar = Ho + bottomDepth;
  const bottomTuck = hang(bottom, line(frontX + tuckInset, bottomFar, frontX + Lo - tuckInset, bottomFar), {
    id: "bottom-tuck",
    shape: tuckFlap(tuckDepth, Math.min(tuckDepth / 2, 6)),
  });

  // The top in two halves meeting in the middle, each with a handle panel turned back up (a negative fold).
  const half = Wo / 2;
  const handle = handleHeight(inside);
  const topFront = hang(front, line(frontX, 0, frontX + Lo, 0), { id: "top-front", shape: rectangle(half) });
  const topBack = hang(back, line(backX, 0, glueX, 0), { id: "top-back", shape: rectangleBeyond(half, 0, t) });
  const frontHinge = line(frontX, -half, frontX + Lo, -half);
  const backHinge = line(backX, -half, glueX + t, -half);
  const handleFront = hang(topFront, frontHinge, { id: "handle-front", shape: rectangle(handle), angle: -90 });
  const handleBack = hang(topBack, backHinge, { id: "handle-back", shape: rectangle(handle), angle: -90 });

  // Dust flaps from both end walls, at the top under the halves and at the bottom under the bottom, never meeting.
  const dustDepth = Math.min(Lo / 2 - 1, Math.max(10, 0.6 * Wo));
  const dustTaper = Math.min(dustDepth * 0.5, Wo * 0.2);
  const dust = taperedFlap(dustDepth, dustTaper, dustTaper);
  const dustFlaps: Panel[] = [
    hang(left, line(0, 0, Wo, 0), { id: "left-top-flap", shape: dust }),
    hang(left, line(0, Ho, Wo, Ho), { id: "left-bottom-flap", shape: dust }),
    hang(right, line(rightX, 0, rightX + Wo, 0), { id: "right-top-flap", shape: dust }),
    hang(right, line(rightX, Ho, rightX + Wo, Ho), { id: "right-bottom-flap", shape: dust }),
  ];
  return {
    panels: [bottom, front, right, back, left, glue, bottomTuck, topFront, topBack, handleFront, handleBack, ...dustFlaps],
    slits: [...handHold(frontHinge, handle), ...handHold(backHinge, handle)],
  };
}

export const carrierBox: ModelSpec = {
  defaultBoard: CARRIER_BOARD_MM,
  // Carriers are tall, but taller than twice their footprint they swing when carried.
  maxHeight: ({ length, width }) => 2 * Math.max(length, width),
  draft: draftCarrier,
};
