import { BOX_MODELS, SIDE_IDS, type BoxModel, type SideId } from "@/lib/dielines/types";

/**
 * The vocabulary a design shares with the dielines: the sides of a closed box
 * (outside, and inside for the print modes that print inside), the box models and the inside dimensions, as lib/dielines declares them (one
 * list, so a design can name only a box the dielines can draw).
 */

export {
  BOX_MODELS,
  INSIDE_SIDE_IDS,
  OUTSIDE_SIDE_IDS,
  SIDE_IDS,
  type BoxModel,
  type Dimensions,
  type InsideSideId,
  type OutsideSideId,
  type SideId,
} from "@/lib/dielines/types";

export function isSideId(value: unknown): value is SideId {
  return typeof value === "string" && (SIDE_IDS as readonly string[]).includes(value);
}

export function isBoxModel(value: unknown): value is BoxModel {
  return typeof value === "string" && (BOX_MODELS as readonly string[]).includes(value);
}
