import { findSidePanel, netToSide, type Net, type Panel, type SideFrame, type SideId } from "@/lib/dielines";
import { boundsOf } from "@/lib/dielines/geometry";
import { offsetPolygon } from "./outline";
import type { Point, Rect } from "./viewport";

/**
 * One printable side in its own upright frame (mm, u right, v down): the
 * panel's outline, the outline grown by the bleed (what is printed and what
 * the artwork is clipped to) and shrunk by the safe zone (where text should stay).
 */
export interface SideGeometry {
  side: SideId;
  panel: Panel;
  frame: SideFrame;
  outline: Point[];
  bleedOutline: Point[];
  safeOutline: Point[];
  /** Of the outline, without bleed. */
  bounds: Rect;
  /** Of the bleed outline: the area the editor fits to the stage and the exports can include. */
  bleedBounds: Rect;
  bleed: number;
  safeZone: number;
}

/**
 * Null when the model prints nothing on that side. An inside side on the back of the
 * board is taken from the inside sheet, so its outline is as the back is really printed.
 */
export function sideGeometry(net: Net, side: SideId): SideGeometry | null {
  const panel = findSidePanel(net, side);
  if (!panel) return null;
  const outline = panel.polygon.map((p) => netToSide(panel.frame, p));
  const bleedOutline = offsetPolygon(outline, net.bleed);
  return {
    side,
    panel,
    frame: panel.frame,
    outline,
    bleedOutline,
    safeOutline: offsetPolygon(outline, -net.safeZone),
    bounds: boundsOf(outline),
    bleedBounds: boundsOf(bleedOutline),
    bleed: net.bleed,
    safeZone: net.safeZone,
  };
}

/**
 * Konva attributes that lay a side's upright artwork over its panel in the net:
 * the frame's origin and quarter turn (clockwise, as the net is drawn).
 */
export function frameTransform(frame: SideFrame): { x: number; y: number; rotation: number } {
  return { x: frame.origin.x, y: frame.origin.y, rotation: frame.rotation };
}
