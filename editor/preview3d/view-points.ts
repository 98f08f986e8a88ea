import type { Cylinder, Net, PatternRepeat } from "@/lib/dielines";
import type { Vec3 } from "./camera-fit";
import { lidHeight, LID_OVERHANG_MM } from "./can-geometry";
import { modelOrientation, placeModel } from "./fold-placement";
import { sceneKind } from "./scene-kind";
import { sheetPath, tapePath, type PathPoint } from "./strip-geometry";

/**
 * What each scene shows, as points in scene space (y up, mm): the camera is
 * framed on them (camera-fit.ts `frameView`), so every product fills its view
 * and its PNG mockup alike and sits in the middle of it.
 */

/** A roll of tape about 110 mm across on a 76 mm core, as the shop's rolls are. */
export const TAPE_ROLL_RADIUS_MM = 55;
export const TAPE_CORE_RADIUS_MM = 38;
/** How far the wound tape's turns sit apart in the drawing (thicker than tape, so they do not flicker). */
export const TAPE_LAYER_MM = 0.5;
/** How much tape lies unrolled on the ground in front of the roll, in repeats: one whole repeat to read, and where it starts again. */
const TAPE_TAIL_REPEATS = 1.25;

export interface PatternLayout {
  path: PathPoint[];
  /** Across the strip (z). */
  width: number;
}

/** The tape: the roll, one turn of it printed side out, and a repeat and a quarter unrolled on the ground. */
function tapeLayout(repeat: PatternRepeat): PatternLayout {
  const tail = repeat.tile.width * TAPE_TAIL_REPEATS;
  return { path: tapePath({ radius: TAPE_ROLL_RADIUS_MM, tail, layer: TAPE_LAYER_MM }), width: repeat.area.height };
}

/** The sheet: laid flat, its far end curled up, the pattern across its whole size. */
function sheetLayout(repeat: PatternRepeat): PatternLayout {
  const curlRadius = Math.min(40, Math.max(15, repeat.area.width * 0.05));
  return { path: sheetPath({ length: repeat.area.width, curlRadius }), width: repeat.area.height };
}

export function patternLayout(repeat: PatternRepeat): PatternLayout {
  return repeat.kind === "roll" ? tapeLayout(repeat) : sheetLayout(repeat);
}

/** The strip's two edges, and for a roll its wound sides (a circle at each end). */
export function patternPoints(repeat: PatternRepeat, layout: PatternLayout = patternLayout(repeat)): Vec3[] {
  const half = layout.width / 2;
  const points: Vec3[] = layout.path.flatMap(([x, y]): Vec3[] => [
    [x, y, -half],
    [x, y, half],
  ]);
  if (repeat.kind === "roll") {
    for (let step = 0; step < 32; step++) {
      const angle = (2 * Math.PI * step) / 32;
      const [x, y] = [TAPE_ROLL_RADIUS_MM * Math.sin(angle), TAPE_ROLL_RADIUS_MM + TAPE_ROLL_RADIUS_MM * Math.cos(angle)];
      points.push([x, y, -half], [x, y, half]);
    }
  }
  return points;
}

/** The can standing on y = 0: its lid's rim round the top, its tube round the bottom. */
export function canPoints(cylinder: Cylinder): Vec3[] {
  const radius = cylinder.diameter / 2 + LID_OVERHANG_MM;
  const top = cylinder.height + lidHeight(cylinder.height);
  const points: Vec3[] = [];
  for (let step = 0; step < 32; step++) {
    const angle = (2 * Math.PI * step) / 32;
    const [x, z] = [radius * Math.cos(angle), radius * Math.sin(angle)];
    points.push([x, 0, z], [x, top, z]);
  }
  return points;
}

/** What the preview of any net shows, closed (a box or bag) or as it lies (a pattern, a can). */
export function viewPoints(net: Net, progress = 1): Vec3[] {
  const kind = sceneKind(net);
  if (kind === "pattern") return patternPoints(net.repeat!);
  if (kind === "can") return canPoints(net.cylinder!);
  return placeModel(net, progress, modelOrientation(net)).points;
}
