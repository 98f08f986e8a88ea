import { CircleGeometry, CylinderGeometry } from "three";
import type { Cylinder } from "@/lib/dielines";
import { VIEW_AZIMUTH_DEG } from "./camera-fit";

/** Segments round the can: smooth at any zoom the preview allows. */
const SEGMENTS = 96;
/** The lid stands a little proud of the tube. */
export const LID_OVERHANG_MM = 0.8;

/** How tall the lid's rim is for a can of this height. */
export function lidHeight(canHeight: number): number {
  return Math.min(25, Math.max(8, canHeight * 0.15));
}

/**
 * The can's parts, centred on the y axis (scene coordinates, y up, mm):
 * - `tube`: the wrap's cylinder, `height` tall, centred on y = 0 (the scene lifts it);
 *   u runs round it from the back (-z) through the left (-x) to the front (+z),
 *   where the wrap's middle faces the camera, so the artwork reads left to right;
 *   v = 1 at its top, the artwork's top;
 * - `rim`: the lid's open rim; `disc`: the lid's top facing up (+y), its v axis
 *   towards the back (-z), the artwork's up, as on a box's top.
 */
export function canGeometries(cylinder: Cylinder) {
  const radius = cylinder.diameter / 2;
  const lid = lidHeight(cylinder.height);
  return {
    lid,
    tube: new CylinderGeometry(radius, radius, cylinder.height, SEGMENTS, 1, true, Math.PI, 2 * Math.PI),
    rim: new CylinderGeometry(radius + LID_OVERHANG_MM, radius + LID_OVERHANG_MM, lid, SEGMENTS, 1, true),
    disc: new CircleGeometry(radius + LID_OVERHANG_MM, SEGMENTS).rotateX(-Math.PI / 2),
  };
}

/**
 * The turn about the can's axis (radians) that brings the wrap's middle round to
 * the camera's first view, which looks from the front-right like a box's: without
 * it a centred logo would start a quarter round the left side.
 */
export const CAN_FACING_RADIANS = (VIEW_AZIMUTH_DEG * Math.PI) / 180;
