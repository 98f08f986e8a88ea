import type { Mat4 } from "../matrix";
import type { BagHandle, Cylinder, Dimensions, Net, Panel, PatternRepeat, Segment, Surface } from "../types";

/** What a model file hands to buildNet: its panels (parents first) and any lines that are not panel edges. */
export interface Draft {
  panels: Panel[];
  /** Cuts inside panels (slits), beyond the outline buildNet derives. */
  slits?: Segment[];
  perforations?: Segment[];
  repeat?: PatternRepeat;
  cylinder?: Cylinder;
  handles?: BagHandle[];
  surface?: Surface;
}

export interface ModelSpec {
  /** Board thickness (mm) when the caller gives none. */
  defaultBoard: number;
  /** The tallest inside height (mm) the construction takes for this footprint. */
  maxHeight(inside: Dimensions): number;
  draft(inside: Dimensions, board: number): Draft;
  /** The panel that turns back on its hinge when the box is shown open (foldTransforms' `open`); none for a box without a lid to open. */
  lid?: string;
  /**
   * For a product that is not a folded box (a sheet, a roll of tape, a can): its
   * own size check, in place of the box limits, as it may be flat (height 0) or
   * tens of metres long. Throws RangeError; maxHeight is then not asked.
   */
  checkSize?(inside: Dimensions): void;
  /**
   * Where a second part's root (a lid, a sleeve) goes as the box closes; the
   * first root stays where it lies. Progress is already clamped to 0..1.
   */
  placeRoot?(net: Net, root: Panel, progress: number): Mat4;
  /**
   * Where the first root goes as the product closes; it stays put (identity)
   * when not given. A label or a card lies flat on its printed face in the net
   * and stands up on its lower edge, its face to the viewer, as it "closes".
   */
  placeFirstRoot?(net: Net, root: Panel, progress: number): Mat4;
  /**
   * Inside dimensions this model may have at 0 (a tote without gussets has no
   * width) or must have at 0 (a flat product has no height). Others are at
   * least MIN_INSIDE_MM.
   */
  zeroDimensions?: Partial<Record<keyof Dimensions, "may" | "must">>;
}
