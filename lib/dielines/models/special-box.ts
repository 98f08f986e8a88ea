import { hang, line, rectangle, rectangleBeyond, rootPanel, taperedFlap, tuckFlap } from "../builder";
import type { Dimensions, Panel } from "../types";
import type { ModelSpec } from "./model";

/**
 * The special box: a crash-lock (auto-lock) bottom box with a tuck top, the
 * made-to-order construction for heavier or premium goods. It ships flat, glued
 * at the side seam and across its bottom flaps, and sets up in one move: pushing
 * the walls open swings the bottom flaps into place and locks them. Four walls
 * in a row (left, front, right, back) with a glue flap on the back glued inside
 * the left wall; the top lid hangs from the back with a tuck into the front and
 * dust flaps on the end walls; the bottom is four flaps, one on each wall, the
 * front and back ones reaching past the middle over the end walls' ones.
 *
 * The crash-lock's hooks and glue zones are drawn here as plain tapered flaps
 * (convex, like every panel), each flap's taper standing for its 45 degree
 * lock edge: the die adds the hooks, the fold and the print do not change. The
 * bottom is several flaps, so it is not printable; the fold tree starts at the
 * front's bottom flap so the box stands on it.
 *
 * Allowances, with t the board and the fold drawn on the outer faces: the
 * tuck-end box's (tuck-end.ts) for the walls and the top (front L + 2t, back
 * L + t, end walls W + 2t, lid W + t deep); the walls are H + 3t high: the top
 * is a board and the locked bottom two (the front and back flaps over the end
 * walls' flaps).
 */

export const SPECIAL_BOARD_MM = 1.5;

export function specialOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + 3 * t };
}

function draftSpecial(inside: Dimensions, t: number): Panel[] {
  const { length: Lo, width: Wo, height: Ho } = specialOutside(inside, t);
  const backLength = Lo - t;
  const lidDepth = Wo - t;
  const frontX = Wo;
  const rightX = Wo + Lo;
  const backX = 2 * Wo + Lo;
  const glueX = backX + backLength;

  // Front and back bottom flaps reach past the middle to lock over each other; the end walls' stay short of it.
  const major = Math.min(0.7 * Wo, Wo / 2 + 15);
  const majorTaper = Math.min(major, Lo / 4);
  const majorFlap = taperedFlap(major, majorTaper, majorTaper);
  const minor = Math.min(Wo / 2 - 1, Lo / 2 - 1);
  const minorFlap = taperedFlap(minor, minor, minor);

  // The root is the front wall's bottom flap, drawn as if hung from the front (it is the front that hangs from it).
  const frontWall = rootPanel({ id: "front", x: frontX, y: 0, width: Lo, height: Ho });
  const bottomFront: Panel = {
    ...hang(frontWall, line(frontX, Ho, frontX + Lo, Ho), { id: "bottom-front-flap", shape: majorFlap }),
    parent: null,
    hinge: null,
    foldAngle: 0,
  };
  const front = hang(bottomFront, line(frontX, Ho, frontX + Lo, Ho), { id: "front", side: "front", shape: rectangle(Ho) });
  const right = hang(front, line(rightX, 0, rightX, Ho), { id: "right", side: "right", shape: rectangle(Wo) });
  const back = hang(right, line(backX, 0, backX, Ho), { id: "back", side: "back", shape: rectangle(backLength) });
  const left = hang(front, line(frontX, 0, frontX, Ho), { id: "left", side: "left", shape: rectangle(Wo) });
  const glueDepth = Math.min(Wo / 2, 12 + 5 * t);
  const glueTaper = Math.min(glueDepth * 0.6, Ho / 5);
  const glue = hang(back, line(glueX, 0, glueX, Ho), { id: "glue-flap", shape: taperedFlap(glueDepth, glueTaper, glueTaper) });

  const bottomFlaps = [
    hang(right, line(rightX, Ho, rightX + Wo, Ho), { id: "bottom-right-flap", shape: minorFlap }),
    // The back's flap reaches on over the left wall's board, as the top lid does.
    hang(back, line(backX, Ho, glueX, Ho), { id: "bottom-back-flap", shape: (length) => majorFlap(length + t) }),
    hang(left, line(0, Ho, Wo, Ho), { id: "bottom-left-flap", shape: minorFlap }),
  ];

  const top = hang(back, line(backX, 0, glueX, 0), { id: "top", side: "top", rotation: 180, shape: rectangleBeyond(lidDepth, 0, t) });
  const tuckDepth = Math.min(0.8 * inside.height, Math.max(10, Math.min(0.3 * Wo + 5, 30)));
  const tuckInset = t + 0.5;
  const topTuck = hang(top, line(backX + tuckInset, -lidDepth, backX + Lo - tuckInset, -lidDepth), {
    id: "top-tuck",
    shape: tuckFlap(tuckDepth, Math.min(tuckDepth / 2, 6)),
  });
  const dustDepth = Math.min(Lo / 2 - 1, Math.max(10, 0.6 * Wo));
  const dustTaper = Math.min(dustDepth * 0.5, Wo * 0.2);
  const dust = taperedFlap(dustDepth, dustTaper, dustTaper);
  const dustFlaps = [
    hang(left, line(0, 0, Wo, 0), { id: "left-top-flap", shape: dust }),
    hang(right, line(rightX, 0, rightX + Wo, 0), { id: "right-top-flap", shape: dust }),
  ];

  return [bottomFront, front, right, back, left, glue, ...bottomFlaps, top, topTuck, ...dustFlaps];
}

export const specialBox: ModelSpec = {
  defaultBoard: SPECIAL_BOARD_MM,
  // A locked bottom carries a tall box; beyond three times its footprint it no longer stands.
  maxHeight: ({ length, width }) => 3 * Math.max(length, width),
  draft: (inside, t) => ({ panels: draftSpecial(inside, t) }),
};
