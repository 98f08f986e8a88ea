import { rootPanel } from "../builder";
import { frameOver } from "../frames";
import { clean } from "../geometry";
import type { Cylinder, Dimensions, Panel, Point } from "../types";
import type { ModelSpec } from "./model";

/**
 * A paper can: a wound tube with a lid. The catalogue gives its outside diameter
 * as both length and width, and its height. Two printed parts, neither folded:
 *
 * - the wrap (side "front"): the label round the tube unrolled, circumference
 *   (pi x diameter) x height, its left and right edges meeting at the back seam;
 * - the lid's top (side "top"): a circle of the diameter, drawn as a regular
 *   polygon of LID_CORNERS corners (every net polygon is straight-edged and
 *   convex), laid LID_GAP_MM below the wrap on the sheet.
 *
 * Two roots and no hinges: the 3D view draws the can from `cylinder`, not by folding.
 */

export const CAN_WALL_MM = 1.5;
export const CAN_DIAMETER_LIMITS = { min: 30, max: 400 } as const;
export const CAN_HEIGHT_LIMITS = { min: 30, max: 600 } as const;
/** Enough corners that the polygon strays under 0.1 mm from the circle of the largest can. */
export const LID_CORNERS = 96;
export const LID_GAP_MM = 10;

export function canCylinder({ length, height }: Dimensions): Cylinder {
  return { diameter: length, height, circumference: clean(Math.PI * length) };
}

/** A circle as a convex polygon, wound as every panel is (positive shoelace area, y down), starting at its top. */
export function circlePoints(centre: Point, radius: number, corners = LID_CORNERS): Point[] {
  return Array.from({ length: corners }, (_, i) => {
    const angle = (2 * Math.PI * i) / corners;
    return { x: clean(centre.x + radius * Math.sin(angle)), y: clean(centre.y - radius * Math.cos(angle)) };
  });
}

function draftCan(inside: Dimensions): { panels: Panel[]; cylinder: Cylinder } {
  const cylinder = canCylinder(inside);
  const wrap = rootPanel({ id: "wrap", side: "front", x: 0, y: 0, width: cylinder.circumference, height: cylinder.height });
  const radius = cylinder.diameter / 2;
  const polygon = circlePoints({ x: radius, y: cylinder.height + LID_GAP_MM + radius }, radius);
  const lid: Panel = { id: "lid", side: "top", polygon, parent: null, hinge: null, foldAngle: 0, frame: frameOver(polygon, 0) };
  return { panels: [wrap, lid], cylinder };
}

export const paperCan: ModelSpec = {
  defaultBoard: CAN_WALL_MM,
  maxHeight: () => CAN_HEIGHT_LIMITS.max,
  checkSize: ({ length, width, height }) => {
    if (length !== width) throw new RangeError(`a can is round: its length and width are its diameter, got ${length} and ${width}`);
    if (length < CAN_DIAMETER_LIMITS.min || length > CAN_DIAMETER_LIMITS.max) {
      throw new RangeError(`a can's diameter must be ${CAN_DIAMETER_LIMITS.min} to ${CAN_DIAMETER_LIMITS.max} mm, got ${length}`);
    }
    if (height < CAN_HEIGHT_LIMITS.min || height > CAN_HEIGHT_LIMITS.max) {
      throw new RangeError(`a can's height must be ${CAN_HEIGHT_LIMITS.min} to ${CAN_HEIGHT_LIMITS.max} mm, got ${height}`);
    }
  },
  draft: (inside) => draftCan(inside),
};
