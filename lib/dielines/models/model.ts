import type { Mat4 } from "../matrix";
import type { Dimensions, Net, Panel, Segment } from "../types";

/** What a model file hands to buildNet: its panels (parents first) and any lines that are not panel edges. */
export interface Draft {
  panels: Panel[];
  /** Cuts inside panels (slits), beyond the outline buildNet derives. */
  slits?: Segment[];
  perforations?: Segment[];
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
   * Where a second part's root (a lid, a sleeve) goes as the box closes; the
   * first root stays where it lies. Progress is already clamped to 0..1.
   */
  placeRoot?(net: Net, root: Panel, progress: number): Mat4;
}
