/**
 * The shapes every view of a box shares: the 2D net, the side editor, the 3D
 * fold and the print file all read the same Net.
 */

export const BOX_MODELS = [
  "mailer-box",
  "product-box",
  "product-box-two-pieces",
  "product-box-wine-box",
  "sleeved-mailer-box",
  "shipping-box",
  "delivery-mailer-box",
  // Boxes the catalogue sells without a box sku model (server/catalog/products.ts), named as their products.
  "rigid-box",
  "rigid-box-two-pieces",
  "magnetic-box",
  "rigid-drawer-box",
  "cake-box",
  "carrier-box",
  "special-box",
  // Flat and bag-like products: printable faces with a 3D shape of their own (models/bags.ts, flat-mailers.ts, sheets.ts).
  "paper-bag",
  "tote-bag",
  "doypack-bag",
  "poly-mailer",
  "paper-mailer",
  "rigid-envelope",
  "square-label",
  "printed-card",
  // Not folded: a repeating pattern on a sheet or a roll, and a paper can (see PatternRepeat, Cylinder).
  "pattern-sheet",
  "pattern-tape",
  "paper-can",
] as const;
export type BoxModel = (typeof BOX_MODELS)[number];

/** Sides as seen from outside the closed box. */
export const OUTSIDE_SIDE_IDS = ["front", "top", "back", "left", "right", "bottom"] as const;
export type OutsideSideId = (typeof OUTSIDE_SIDE_IDS)[number];

/**
 * Sides as seen looking into the open box, printed only by the print modes that
 * print inside: the inside of the lid ("inside-top"), of each wall and of the floor.
 */
export const INSIDE_SIDE_IDS = ["inside-top", "inside-front", "inside-back", "inside-left", "inside-right", "inside-bottom"] as const;
export type InsideSideId = (typeof INSIDE_SIDE_IDS)[number];

/** Every side a design can print on: the outside first, then the inside. */
export const SIDE_IDS = [...OUTSIDE_SIDE_IDS, ...INSIDE_SIDE_IDS] as const;
export type SideId = (typeof SIDE_IDS)[number];

/**
 * The two faces of the board: the outside sheet is the printed face of the net as
 * drawn; the inside sheet is its back, seen from the back, so it is the net
 * mirrored left to right (see insideSheet).
 */
export type Sheet = "outside" | "inside";

/** The part of a box made of more than one piece that a panel belongs to; the box itself when not given. */
export type Part = "sleeve";

/** Millimetres in flat net coordinates: x right, y down, as the printed face of the sheet is seen. */
export interface Point {
  x: number;
  y: number;
}

/**
 * The inside of the closed box, in millimetres. Flat products (mailers, envelopes,
 * labels, cards) have no height (0); a tote bag without gussets has no width (0).
 */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

export interface Segment {
  a: Point;
  b: Point;
}

/**
 * The side's own upright frame: artwork coordinates (u right, v down, mm, origin
 * top-left of the side as seen from outside the closed box) to net coordinates.
 * `rotation` turns the upright artwork clockwise as the net is drawn (y down);
 * `origin` is where the artwork's top-left corner lands; `width` and `height`
 * are the artwork's own (upright) size.
 */
export interface SideFrame {
  origin: Point;
  rotation: 0 | 90 | 180 | 270;
  width: number;
  height: number;
}

export interface Panel {
  /** Unique in the net, e.g. "front", "top", "top-tuck", "front-left-flap". */
  id: string;
  /**
   * The side this panel's printed face (the outside sheet) shows when folded; null for
   * flaps, glue flaps, tucks and hidden panels. Usually an outside side; an inside one
   * where the board rolls over so its printed face looks into the box (a mailer's inner end walls).
   */
  side: SideId | null;
  /** Outline in net coordinates, one winding for every panel, closed implicitly. */
  polygon: Point[];
  /** The panel it hangs from in the fold tree; null for a root. */
  parent: string | null;
  /** The crease it folds about (a stretch of an edge it shares with its parent); null for a root. */
  hinge: Segment | null;
  /** Degrees it turns about the hinge when fully folded; positive turns it towards +z, the inside of the box. */
  foldAngle: number;
  /** How the side's upright artwork maps onto this panel. */
  frame: SideFrame;
  /**
   * The inside side on this panel's back face, where the model prints inside: its
   * frame is in inside sheet coordinates (the net mirrored left to right, see insideSheet).
   */
  inside?: { side: InsideSideId; frame: SideFrame };
  /** The piece this panel belongs to, for a box made of more than one (the sleeved mailer's sleeve). */
  part?: Part;
}

/** A width x height in millimetres, as a flat piece is seen from its printed face. */
export interface FlatSize {
  width: number;
  height: number;
}

/**
 * How a pattern model's one panel (the tile, side "front") repeats: edge to edge
 * in a straight grid from the top-left corner of the sheet or roll, each tile the
 * same artwork clipped to the tile (see lib/dielines/pattern.ts).
 */
export interface PatternRepeat {
  /** A sheet (tissue, packing paper) or a roll (tape: x along the roll, y across it). */
  kind: "sheet" | "roll";
  /** The tile the shopper designs: the size of the "front" panel. */
  tile: FlatSize;
  /** What the pattern covers: the whole sheet, or the roll unwound (its length x its width). */
  area: FlatSize;
  /** What the production file holds: the whole sheet, or one repeat length of the roll. */
  print: FlatSize;
}

/** A round product (a paper can): its outside diameter and height, mm, and the wrap's length around it. */
export interface Cylinder {
  diameter: number;
  height: number;
  circumference: number;
}

/**
 * What a product is made of where it is not folding board (ADR 0058): a plastic
 * film (a poly mailer: flexible and glossy) or paper (a paper mailer: matte). It
 * is not printed and not part of the die, but the 3D view draws the product of
 * it; the print file and the 2D views do not change. `pillow` names the panels
 * that bulge out of their plane as a filled mailer does, by `depth` mm at their
 * middle and not at all along their edges, so every fold still meets its hinge.
 */
export interface Surface {
  kind: "film" | "paper";
  pillow?: { panels: readonly string[]; depth: number };
}

/**
 * A bag's carrying handle (ADR 0052): not printed and not part of the die, but
 * part of the product, so its kind and size live in the model and every view
 * reads them from the net. It is fixed inside a wall (its `panel`, so it folds
 * with it) and stands up in that wall's plane, its loop above the top edge.
 */
export interface BagHandle {
  /** The wall it is glued or sewn to (a panel id). */
  panel: string;
  /** A twisted paper cord, or a flat strip (a flat paper handle, a fabric strap). */
  kind: "twisted" | "flat";
  /** Where its two ends are fixed, net coordinates (mm), below the wall's top edge. */
  ends: [Point, Point];
  /** The top of its loop, net coordinates (mm) in the wall's plane, beyond the top edge. */
  apex: Point;
  /** A twisted cord's diameter, a flat handle's width (mm). */
  width: number;
}

export interface Net {
  model: BoxModel;
  inside: Dimensions;
  /** Board thickness, mm. */
  board: number;
  /** Parents come before their children. */
  panels: Panel[];
  /** Die cuts: the outline and any slits. */
  cuts: Segment[];
  /** Fold lines: every hinge, plus any extra creases. */
  creases: Segment[];
  /** Perforated tear lines (a delivery mailer's tear strip); neither cut through nor creased. */
  perforations?: Segment[];
  /** Of all panels, without bleed. */
  bounds: { x: number; y: number; width: number; height: number };
  bleed: number;
  safeZone: number;
  /** Pattern models only: how the tile repeats over the sheet or roll. */
  repeat?: PatternRepeat;
  /** Round models only: the can the wrap ("front") goes round and the lid ("top") closes. */
  cylinder?: Cylinder;
  /** Bags only: their handles, on the inside of the walls they are fixed to. */
  handles?: BagHandle[];
  /** Film and paper products only: what they are made of, as the 3D view draws it; folding board when absent. */
  surface?: Surface;
}

export const BLEED_MM = 3;
export const SAFE_ZONE_MM = 3;
