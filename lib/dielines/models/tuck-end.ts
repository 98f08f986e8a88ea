import { hang, line, rectangle, rectangleBeyond, rootPanel, taperedFlap, tuckFlap } from "../builder";
import type { Dimensions, Panel } from "../types";

/**
 * A folding-carton tuck-end box: four walls in a row (left, front, right, back)
 * closed by a glue flap on the back that is glued inside the left wall, a lid at
 * each end with a tuck flap, and dust flaps on the end walls. A reverse tuck
 * hangs the top lid from the back and the bottom lid from the front; a straight
 * tuck hangs both from the back. The glue joint sits in a corner of an end wall,
 * out of the way of the tucks, which go in along the front and back.
 *
 * Net layout (printed face up): the walls side by side, upright; the top lid
 * above the back, the bottom lid below the front (reverse) or the back
 * (straight). The fold tree starts at the bottom lid so the box stands on it.
 *
 * Allowances, with t the board thickness and the fold drawn on the outer faces:
 * the front and the lids are L + 2t long; the back is L + t, because it ends at
 * the left wall's inner face where the glue flap turns in (the top lid reaches
 * on over that last board); the end walls are W + 2t; the walls are H + 2t high
 * (a lid board at each end); the lids are W + t deep, reaching from the wall
 * they hang on to the opposite wall's inner face, where their tucks go in.
 */

export type TuckStyle = "reverse" | "straight";

export function tuckEndOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + 2 * t };
}

export function draftTuckEnd(inside: Dimensions, t: number, style: TuckStyle): Panel[] {
  const { height: H } = inside;
  const { length: Lo, width: Wo, height: Ho } = tuckEndOutside(inside, t);
  const backLength = Lo - t;
  const lidDepth = Wo - t;
  // x where each wall starts in the row.
  const frontX = Wo;
  const rightX = Wo + Lo;
  const backX = 2 * Wo + Lo;
  const glueX = backX + backLength;

  const bottomUnder = style === "reverse" ? frontX : backX;
  const bottom = rootPanel({ id: "bottom", side: "bottom", rotation: style === "reverse" ? 0 : 180, x: bottomUnder, y: Ho, width: Lo, height: lidDepth });
  let front: Panel;
  let right: Panel;
  let back: Panel;
  if (style === "reverse") {
    front = hang(bottom, line(frontX, Ho, frontX + Lo, Ho), { id: "front", side: "front", shape: rectangle(Ho) });
    right = hang(front, line(rightX, 0, rightX, Ho), { id: "right", side: "right", shape: rectangle(Wo) });
    back = hang(right, line(backX, 0, backX, Ho), { id: "back", side: "back", shape: rectangle(backLength) });
  } else {
    // The bottom lid is a board longer than the back: it reaches over the left wall's edge too.
    back = hang(bottom, line(backX, Ho, glueX, Ho), { id: "back", side: "back", shape: rectangle(Ho) });
    right = hang(back, line(backX, 0, backX, Ho), { id: "right", side: "right", shape: rectangle(Wo) });
    front = hang(right, line(rightX, 0, rightX, Ho), { id: "front", side: "front", shape: rectangle(Lo) });
  }
  const left = hang(front, line(frontX, 0, frontX, Ho), { id: "left", side: "left", shape: rectangle(Wo) });
  const glueDepth = Math.min(Wo / 2, 12 + 5 * t);
  const glueTaper = Math.min(glueDepth * 0.6, Ho / 5);
  const glue = hang(back, line(glueX, 0, glueX, Ho), { id: "glue-flap", shape: taperedFlap(glueDepth, glueTaper, glueTaper) });

  const top = hang(back, line(backX, 0, glueX, 0), { id: "top", side: "top", rotation: 180, shape: rectangleBeyond(lidDepth, 0, t) });

  // Tucks go in between the end walls, so they are a board and a little narrower than the lid at each end;
  // a straight tuck's two tucks go in along the same wall and must not meet there.
  const tuckRoom = style === "straight" ? Ho / 2 - 1 : 0.8 * H;
  const tuckDepth = Math.min(tuckRoom, Math.max(10, Math.min(0.3 * Wo + 5, 30)));
  const tuckInset = t + 0.5;
  const tuck = tuckFlap(tuckDepth, Math.min(tuckDepth / 2, 6));
  const topTuck = hang(top, line(backX + tuckInset, -lidDepth, backX + Lo - tuckInset, -lidDepth), { id: "top-tuck", shape: tuck });
  const bottomFar = Ho + lidDepth;
  const bottomTuck = hang(bottom, line(bottomUnder + tuckInset, bottomFar, bottomUnder + Lo - tuckInset, bottomFar), { id: "bottom-tuck", shape: tuck });

  // Dust flaps fold in from both end walls under each lid without meeting.
  const dustDepth = Math.min(Lo / 2 - 1, Math.max(10, 0.6 * Wo));
  const dustTaper = Math.min(dustDepth * 0.5, Wo * 0.2);
  const dust = taperedFlap(dustDepth, dustTaper, dustTaper);
  const dustFlaps = [
    hang(left, line(0, 0, Wo, 0), { id: "left-top-flap", shape: dust }),
    hang(left, line(0, Ho, Wo, Ho), { id: "left-bottom-flap", shape: dust }),
    hang(right, line(rightX, 0, rightX + Wo, 0), { id: "right-top-flap", shape: dust }),
    hang(right, line(rightX, Ho, rightX + Wo, Ho), { id: "right-bottom-flap", shape: dust }),
  ];

  const walls = style === "reverse" ? [front, right, back] : [back, right, front];
  return [bottom, ...walls, left, glue, top, topTuck, bottomTuck, ...dustFlaps];
}
