import { hang, line, rectangle, rootPanel, tuckFlap } from "../builder";
import type { Dimensions, Panel, Surface } from "../types";
import { flatGap } from "./bags";
import type { ModelSpec } from "./model";

/**
 * Flat mailers and envelopes: a front and a back of length L x width W (the
 * catalogue's flat size; there is no height, it is 0), joined at a narrow bottom
 * fold, and a closing flap on the front's top edge that folds over onto the back
 * (a fold as narrow as the bottom's, then the flap). The faces are drawn
 * flatGap(t) apart so the 3D view never lays two faces in one plane; the closed
 * mailer stands on its bottom fold, L wide and W high.
 */

export const POLY_MAILER_BOARD_MM = 0.06;
export const PAPER_MAILER_BOARD_MM = 0.15;
export const RIGID_ENVELOPE_BOARD_MM = 0.5;

/** A flap a fifth of the height, 20 to 50 mm, with rounded-off corners. */
export function flapDepth(width: number): number {
  return Math.min(50, Math.max(20, width / 5));
}

export function flatOutside({ length, width }: Dimensions, t: number): Dimensions {
  return { length, width: flatGap(t), height: width };
}

function draftFlatMailer(inside: Dimensions, t: number): Panel[] {
  const { length: L, width: W } = inside;
  const d = flatGap(t);
  const fold = rootPanel({ id: "bottom-fold", x: 0, y: 0, width: L, height: d });
  const front = hang(fold, line(0, 0, L, 0), { id: "front", side: "front", shape: rectangle(W) });
  const back = hang(fold, line(0, d, L, d), { id: "back", side: "back", rotation: 180, shape: rectangle(W) });
  const flapFold = hang(front, line(0, -W, L, -W), { id: "flap-fold", shape: rectangle(d) });
  const depth = Math.min(flapDepth(W), W - 1);
  const flap = hang(flapFold, line(0, -W - d, L, -W - d), { id: "flap", shape: tuckFlap(depth, Math.min(depth / 2, 10)) });
  return [fold, front, back, flapFold, flap];
}

/**
 * How much a filled mailer's front bulges at its middle, as a share of its
 * shorter edge: a poly mailer's film gives more than a paper mailer's paper.
 * Only the front bulges: the back carries the closed flap, which lies flat on it.
 */
export const PILLOW_SHARE: Record<Surface["kind"], number> = { film: 0.05, paper: 0.03 };

function flatMailerModel(defaultBoard: number, made?: Surface["kind"]): ModelSpec {
  return {
    defaultBoard,
    maxHeight: () => 0,
    draft: (inside, t) => ({
      panels: draftFlatMailer(inside, t),
      ...(made ? { surface: { kind: made, pillow: { panels: ["front"], depth: PILLOW_SHARE[made] * Math.min(inside.length, inside.width) } } } : {}),
    }),
    zeroDimensions: { height: "must" },
  };
}

/** A poly mailer is a film pouch, a paper mailer a paper one; a rigid envelope is board and stays flat. */
export const polyMailer = flatMailerModel(POLY_MAILER_BOARD_MM, "film");
export const paperMailer = flatMailerModel(PAPER_MAILER_BOARD_MM, "paper");
export const rigidEnvelope = flatMailerModel(RIGID_ENVELOPE_BOARD_MM);
