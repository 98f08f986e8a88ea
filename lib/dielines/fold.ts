import { centroid } from "./geometry";
import { identity, type Mat4, multiply, rotationAbout } from "./matrix";
import { MODELS } from "./models";
import type { Net, Panel } from "./types";

/**
 * How far a model's lid (ModelSpec.lid) turns back from shut when the box is shown
 * open: past upright by 20 degrees, so both the lid's underside and the box's
 * inside face someone standing in front of it.
 */
export const OPEN_LID_DEGREES = 110;

export interface FoldOptions {
  /** 0 shut .. 1 open: how far the lid stays open (a box showing its inside print). Clamped; NaN is 0. */
  open?: number;
}

/**
 * Column-major 4x4 matrices (three.js Matrix4.fromArray layout) taking each
 * panel's flat net point (x, y, 0) to where it is at `progress` (0 flat, 1 the
 * closed box), in mm. The first root stays put; every other panel turns about
 * its hinge by foldAngle * progress on top of its parent's transform:
 * T_child = T_parent * R(hinge, angle * progress). A second part's root (a lid,
 * a sleeve, a card's back) is placed by its model, and so is the first root of
 * a product that stands up as it closes (a label, a card).
 */
export function foldTransforms(net: Net, progress: number, options: FoldOptions = {}): Record<string, number[]> {
  const p = Number.isNaN(progress) ? 0 : Math.min(1, Math.max(0, progress));
  const open = options.open === undefined || Number.isNaN(options.open) ? 0 : Math.min(1, Math.max(0, options.open));
  const lid = MODELS[net.model].lid;
  const byId = new Map(net.panels.map((panel) => [panel.id, panel]));
  const firstRoot = net.panels.find((panel) => panel.parent === null);
  const out = new Map<string, Mat4>();
  const resolve = (panel: Panel, trail: Set<string>): Mat4 => {
    const known = out.get(panel.id);
    if (known) return known;
    if (trail.has(panel.id)) throw new Error(`fold tree has a cycle at ${panel.id}`);
    trail.add(panel.id);
    let m: Mat4;
    if (panel.parent === null) {
      const spec = MODELS[net.model];
      const place = panel === firstRoot ? spec.placeFirstRoot : spec.placeRoot;
      m = place ? place(net, panel, p) : identity();
    } else {
      const parent = byId.get(panel.parent);
      if (!parent) throw new Error(`panel ${panel.id} hangs from unknown ${panel.parent}`);
      // An open lid turns back on its hinge as the box closes, so it never shuts.
      const opening = panel.id === lid ? OPEN_LID_DEGREES * open * p : 0;
      m = multiply(resolve(parent, trail), hingeRotation(panel, panel.foldAngle * p - opening));
    }
    out.set(panel.id, m);
    return m;
  };
  const result: Record<string, number[]> = {};
  // Adding 0 turns -0 into 0, so a flat net is exactly the identity everywhere.
  for (const panel of net.panels) result[panel.id] = resolve(panel, new Set()).map((v) => v + 0);
  return result;
}

/**
 * The turn of a panel about its hinge in flat net coordinates. The axis runs
 * along the hinge, pointed so a positive angle lifts the panel's far side
 * towards +z: with n the in-plane direction from the hinge into the panel,
 * the axis is n x z.
 */
function hingeRotation(panel: Panel, degrees: number): Mat4 {
  const hinge = panel.hinge;
  if (!hinge) return identity();
  const dx = hinge.b.x - hinge.a.x;
  const dy = hinge.b.y - hinge.a.y;
  const middle = centroid(panel.polygon);
  // Perpendicular to the hinge, flipped to point into the panel.
  let nx = -dy;
  let ny = dx;
  if ((middle.x - hinge.a.x) * nx + (middle.y - hinge.a.y) * ny < 0) {
    nx = -nx;
    ny = -ny;
  }
  return rotationAbout([hinge.a.x, hinge.a.y, 0], [ny, -nx, 0], degrees);
}
