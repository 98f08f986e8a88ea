import { hang, line, rectangle, rootPanel, taperedFlap } from "../builder";
import type { BagHandle, Dimensions, Panel, Point } from "../types";
import type { ModelSpec } from "./model";

/**
 * Bags: an open top, printed on the outside. Like the boxes, the fold is drawn on
 * the material's outer face; t is the paper, fabric or film.
 *
 * - Paper bag (SOS style): front, right gusset, back and left gusset in a row, a
 *   glue flap on the back glued inside the left gusset, the bottom under the
 *   front, bottom folds on the gussets and the back that close the bottom under
 *   it, and a turned-over hem at the top of every wall (where handles go).
 * - Tote bag: sewn, not glued: the bottom in the middle, front and back on its
 *   long edges, gussets on its short edges (none when the width is 0: front and
 *   back then meet at a narrow bottom fold), and a hem on every wall.
 * - Doypack: a standing pouch of two films, front and back, on a bottom gusset.
 *
 * Outside: length L + 2t (a gusset's material at each end; the doypack has none,
 * L), width W + 2t, height H + t (the bottom; the top is open).
 */

export const PAPER_BAG_BOARD_MM = 0.15;
export const TOTE_BAG_BOARD_MM = 0.5;
export const DOYPACK_BOARD_MM = 0.12;

/** The turned-over top: a fifth of the height, at most 40 mm. */
const hemDepth = (height: number) => Math.min(40, height / 5);

/**
 * The handles each bag is made with (ADR 0052): a paper bag's twisted paper
 * cords glued under the hem, a tote's flat fabric straps sewn to it. Sizes are
 * the trade's usual ones, scaled down for a small bag: `spread` is how far apart
 * the two ends are (a share of the wall, at most `maxSpread`), `loop` how high
 * the loop stands above the top edge (a share of the wall's length, within its
 * limits), `width` the cord's diameter or the strap's width.
 */
export const BAG_HANDLES = {
  paperBag: { kind: "twisted", width: 5, spread: 0.4, maxSpread: 100, loop: 0.35, minLoop: 60, maxLoop: 110 },
  toteBag: { kind: "flat", width: 25, spread: 0.4, maxSpread: 160, loop: 0.6, minLoop: 150, maxLoop: 280 },
} as const satisfies Record<
  string,
  { kind: BagHandle["kind"]; width: number; spread: number; maxSpread: number; loop: number; minLoop: number; maxLoop: number }
>;

type HandleSpec = (typeof BAG_HANDLES)[keyof typeof BAG_HANDLES];

/**
 * A handle on a wall whose top edge runs from `a` to `b` in the net, the wall
 * lying on the side `inward` points to: its ends two thirds of the hem down from
 * the top edge (fixed under the hem), its loop standing above the edge's middle.
 */
function handleOn(panel: string, a: Point, b: Point, inward: Point, hem: number, spec: HandleSpec): BagHandle {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const along = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const half = Math.min(spec.maxSpread, length * spec.spread) / 2;
  const down = (hem * 2) / 3;
  const loop = Math.min(spec.maxLoop, Math.max(spec.minLoop, length * spec.loop));
  const at = (s: number, d: number): Point => ({ x: middle.x + along.x * s + inward.x * d, y: middle.y + along.y * s + inward.y * d });
  return { panel, kind: spec.kind, ends: [at(-half, down), at(half, down)], apex: at(0, -loop), width: spec.width };
}

/** Where front and back meet when a product has no width of its own: they fold this far apart, so no two faces share a plane. */
export function flatGap(t: number): number {
  return Math.max(2 * t, 1);
}

export function bagOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + t };
}

function draftPaperBag(inside: Dimensions, t: number): Panel[] {
  const { length: Lo, width: Wo, height: Ho } = bagOutside(inside, t);
  // The back ends at the left gusset's inner face, where the glue flap turns in.
  const backLength = Lo - t;
  const frontX = Wo;
  const rightX = Wo + Lo;
  const backX = 2 * Wo + Lo;
  const glueX = backX + backLength;

  const bottom = rootPanel({ id: "bottom", x: frontX, y: Ho, width: Lo, height: Wo });
  const front = hang(bottom, line(frontX, Ho, frontX + Lo, Ho), { id: "front", side: "front", shape: rectangle(Ho) });
  const right = hang(front, line(rightX, 0, rightX, Ho), { id: "right", side: "right", shape: rectangle(Wo) });
  const back = hang(right, line(backX, 0, backX, Ho), { id: "back", side: "back", shape: rectangle(backLength) });
  const left = hang(front, line(frontX, 0, frontX, Ho), { id: "left", side: "left", shape: rectangle(Wo) });
  const glueDepth = Math.min(Wo / 2, 15);
  const glueTaper = Math.min(glueDepth * 0.6, Ho / 5);
  const glue = hang(back, line(glueX, 0, glueX, Ho), { id: "glue-flap", shape: taperedFlap(glueDepth, glueTaper, glueTaper) });

  // The bottom folds close under the bottom panel without reaching past it: the gussets' from each end, the back's across.
  const sideFold = Math.min(Lo / 2 - 1, 0.75 * Wo);
  const sideTaper = Math.min(sideFold * 0.5, Wo * 0.2);
  const backFold = Math.min(Wo - 1, Wo * 0.6);
  const backTaper = Math.min(backFold, Lo * 0.1);
  const folds = [
    hang(right, line(rightX, Ho, rightX + Wo, Ho), { id: "right-bottom-fold", shape: taperedFlap(sideFold, sideTaper, sideTaper) }),
    hang(back, line(backX, Ho, glueX, Ho), { id: "back-bottom-fold", shape: taperedFlap(backFold, backTaper, backTaper) }),
    hang(left, line(0, Ho, Wo, Ho), { id: "left-bottom-fold", shape: taperedFlap(sideFold, sideTaper, sideTaper) }),
  ];

  const hem = rectangle(hemDepth(Ho));
  const hems = [
    hang(front, line(frontX, 0, frontX + Lo, 0), { id: "front-hem", shape: hem, angle: 180 }),
    hang(right, line(rightX, 0, rightX + Wo, 0), { id: "right-hem", shape: hem, angle: 180 }),
    hang(back, line(backX, 0, glueX, 0), { id: "back-hem", shape: hem, angle: 180 }),
    hang(left, line(0, 0, Wo, 0), { id: "left-hem", shape: hem, angle: 180 }),
  ];
  return [bottom, front, right, back, left, glue, ...folds, ...hems];
}

/** A paper bag's two handles, on the front and the back, whose tops lie along y = 0 with the walls below. */
function paperBagHandles(inside: Dimensions, t: number): BagHandle[] {
  const { length: Lo, width: Wo, height: Ho } = bagOutside(inside, t);
  const hem = hemDepth(Ho);
  const down = { x: 0, y: 1 };
  const backX = 2 * Wo + Lo;
  return [
    handleOn("front", { x: Wo, y: 0 }, { x: Wo + Lo, y: 0 }, down, hem, BAG_HANDLES.paperBag),
    handleOn("back", { x: backX, y: 0 }, { x: backX + Lo - t, y: 0 }, down, hem, BAG_HANDLES.paperBag),
  ];
}

/** A tote's two straps: the front's top edge at y = -Ho (the wall below it), the back's at y = Wo + Ho (the wall above it). */
function toteHandles(inside: Dimensions, t: number): BagHandle[] {
  const { length: Lo, height: Ho } = bagOutside(inside, t);
  const Wo = inside.width > 0 ? inside.width + 2 * t : flatGap(t);
  const hem = hemDepth(Ho);
  return [
    handleOn("front", { x: 0, y: -Ho }, { x: Lo, y: -Ho }, { x: 0, y: 1 }, hem, BAG_HANDLES.toteBag),
    handleOn("back", { x: 0, y: Wo + Ho }, { x: Lo, y: Wo + Ho }, { x: 0, y: -1 }, hem, BAG_HANDLES.toteBag),
  ];
}

function draftTote(inside: Dimensions, t: number): Panel[] {
  const gussets = inside.width > 0;
  const { length: Lo, height: Ho } = bagOutside(inside, t);
  const Wo = gussets ? inside.width + 2 * t : flatGap(t);
  const bottom = rootPanel({ id: "bottom", x: 0, y: 0, width: Lo, height: Wo });
  const front = hang(bottom, line(0, 0, Lo, 0), { id: "front", side: "front", shape: rectangle(Ho) });
  const back = hang(bottom, line(0, Wo, Lo, Wo), { id: "back", side: "back", rotation: 180, shape: rectangle(Ho) });
  const hem = rectangle(hemDepth(Ho));
  const panels = [
    bottom,
    front,
    back,
    hang(front, line(0, -Ho, Lo, -Ho), { id: "front-hem", shape: hem, angle: 180 }),
    hang(back, line(0, Wo + Ho, Lo, Wo + Ho), { id: "back-hem", shape: hem, angle: 180 }),
  ];
  if (!gussets) return panels;
  const left = hang(bottom, line(0, 0, 0, Wo), { id: "left", side: "left", rotation: 270, shape: rectangle(Ho) });
  const right = hang(bottom, line(Lo, 0, Lo, Wo), { id: "right", side: "right", rotation: 90, shape: rectangle(Ho) });
  return [
    ...panels,
    left,
    right,
    hang(left, line(-Ho, 0, -Ho, Wo), { id: "left-hem", shape: hem, angle: 180 }),
    hang(right, line(Lo + Ho, 0, Lo + Ho, Wo), { id: "right-hem", shape: hem, angle: 180 }),
  ];
}

function draftDoypack(inside: Dimensions, t: number): Panel[] {
  const { width: Wo, height: Ho } = bagOutside(inside, t);
  const L = inside.length;
  const bottom = rootPanel({ id: "bottom", side: "bottom", x: 0, y: 0, width: L, height: Wo });
  const front = hang(bottom, line(0, 0, L, 0), { id: "front", side: "front", shape: rectangle(Ho) });
  const back = hang(bottom, line(0, Wo, L, Wo), { id: "back", side: "back", rotation: 180, shape: rectangle(Ho) });
  return [bottom, front, back];
}

/** A bag taller than three times its footprint falls over. */
const bagMaxHeight = ({ length, width }: Dimensions) => 3 * Math.max(length, width);

export const paperBag: ModelSpec = {
  defaultBoard: PAPER_BAG_BOARD_MM,
  maxHeight: bagMaxHeight,
  draft: (inside, t) => ({ panels: draftPaperBag(inside, t), handles: paperBagHandles(inside, t) }),
};

export const toteBag: ModelSpec = {
  defaultBoard: TOTE_BAG_BOARD_MM,
  maxHeight: bagMaxHeight,
  draft: (inside, t) => ({ panels: draftTote(inside, t), handles: toteHandles(inside, t) }),
  zeroDimensions: { width: "may" },
};

export const doypackBag: ModelSpec = {
  defaultBoard: DOYPACK_BOARD_MM,
  maxHeight: bagMaxHeight,
  draft: (inside, t) => ({ panels: draftDoypack(inside, t) }),
};
