import { Box3, Matrix4, Quaternion, Vector3 } from "three";
import { foldTransforms, type Net, type Panel, type SideId } from "@/lib/dielines";
import type { Vec3 } from "./camera-fit";
import { handleControlPoints } from "./handle-geometry";

/**
 * Where the box stands in the scene at a fold progress. The dieline folds in net space
 * (x right, y down, z towards the inside of the box, printed faces towards -z); the scene
 * is y up with the camera in front (+z). Closed, the box stands on its bottom with its
 * front to the camera; flat, the net faces the camera printed side out. Between the two,
 * the model turns as it folds, along the shortest turn, and stays centred on the origin.
 */

/** A 4x4 matrix from foldTransforms' column-major numbers. */
export function toMatrix4(values: readonly number[], target: Matrix4 = new Matrix4()): Matrix4 {
  if (values.length !== 16 || !values.every(Number.isFinite)) throw new RangeError("A fold transform must be 16 finite numbers");
  return target.fromArray(values);
}

/** Every panel's fold matrix at a progress (0 flat .. 1 closed), by panel id; `open` (0..1) keeps the lid open. */
export function panelMatrices(net: Net, progress: number, open = 0): Map<string, Matrix4> {
  const transforms = foldTransforms(net, progress, { open });
  const matrices = new Map<string, Matrix4>();
  for (const panel of net.panels) {
    const values = transforms[panel.id];
    if (!values) throw new Error(`The fold has no transform for panel ${panel.id}`);
    matrices.set(panel.id, toMatrix4(values));
  }
  return matrices;
}

/** The way a panel's printed face looks, in net space, after its fold matrix. */
export function outsideNormal(matrix: Matrix4): Vector3 {
  return new Vector3(0, 0, -1).transformDirection(matrix);
}

export interface ModelOrientation {
  /** Net space to scene for the flat net. */
  flat: Quaternion;
  /** Net space to scene for the closed box. */
  closed: Quaternion;
}

const panelFor = (net: Net, side: SideId): Panel | undefined => net.panels.find((panel) => panel.side === side);

/** The scene rotation that takes net-space right, up and front to +x, +y and +z. */
function rotationFromBasis(right: Vector3, up: Vector3, front: Vector3): Quaternion {
  return new Quaternion().setFromRotationMatrix(new Matrix4().makeBasis(right, up, front).transpose());
}

/**
 * The closed box's up and front, read from where its sides land when folded, so the
 * preview does not depend on which panel a model's fold tree starts from.
 */
export function modelOrientation(net: Net): ModelOrientation {
  const closed = panelMatrices(net, 1);
  const normalOf = (side: SideId) => {
    const panel = panelFor(net, side);
    return panel ? outsideNormal(closed.get(panel.id)!) : null;
  };

  const up = normalOf("bottom")?.negate() ?? normalOf("top") ?? new Vector3(0, 0, 1);
  up.normalize();
  const left = normalOf("left");
  const right = normalOf("right");
  let front = normalOf("front") ?? normalOf("back")?.negate() ?? (left ? up.clone().cross(left) : null) ?? (right ? right.clone().cross(up) : null);
  if (!front || Math.abs(front.dot(up)) > 0.999) {
    // No side to face the camera: any level direction will do.
    front = Math.abs(up.y) < 0.9 ? new Vector3(0, 1, 0) : new Vector3(1, 0, 0);
  }
  front.addScaledVector(up, -front.dot(up)).normalize();
  const closedRotation = rotationFromBasis(up.clone().cross(front), up, front);

  // Flat, the printed side (-z) faces the camera; of the four quarter turns of the sheet
  // in its own plane, take the one closest to the closed pose, so folding turns the model least.
  const sheet = rotationFromBasis(new Vector3(1, 0, 0), new Vector3(0, -1, 0), new Vector3(0, 0, -1));
  let flat = sheet;
  let best = Infinity;
  for (let quarter = 0; quarter < 4; quarter++) {
    const candidate = new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), (quarter * Math.PI) / 2).multiply(sheet);
    const angle = candidate.angleTo(closedRotation);
    if (angle < best - 1e-9) {
      best = angle;
      flat = candidate;
    }
  }
  return { flat, closed: closedRotation };
}

export interface ModelPlacement {
  /** Each panel's fold matrix, by panel id: a mesh's own matrix. */
  panels: Map<string, Matrix4>;
  /** Net space to scene: the model group's matrix (turn, then centre on the origin). */
  model: Matrix4;
  /** Radius of a sphere about the origin that holds the whole model. */
  radius: number;
  /** The model's corners (and its handles' loops, when shown) in the scene, for framing the camera. */
  points: Vec3[];
  /** Whether a bag's handles show: once it is (nearly) folded, as they are fitted to the made-up bag, not to the flat sheet. */
  handlesShown: boolean;
}

/** From this fold progress on, a bag's handles are shown. */
export const HANDLES_SHOWN_FROM = 0.95;

/**
 * Places the model at a fold progress (0 flat .. 1 closed); `open` (0..1) keeps its lid
 * open so the inside shows. The box keeps the closed box's orientation either way.
 */
export function placeModel(net: Net, progress: number, orientation: ModelOrientation, open = 0): ModelPlacement {
  const t = Math.min(1, Math.max(0, progress));
  const panels = panelMatrices(net, t, open);
  const turn = new Matrix4().makeRotationFromQuaternion(new Quaternion().slerpQuaternions(orientation.flat, orientation.closed, t));

  const corners: Vector3[] = [];
  const toScene = new Matrix4();
  for (const panel of net.panels) {
    toScene.multiplyMatrices(turn, panels.get(panel.id)!);
    for (const point of panel.polygon) {
      corners.push(new Vector3(point.x, point.y, 0).applyMatrix4(toScene), new Vector3(point.x, point.y, net.board).applyMatrix4(toScene));
    }
  }
  // The body is centred (the shopper turns it about its middle); a bag's handles stand above it and belong in the picture.
  const centre = new Box3().setFromPoints(corners).getCenter(new Vector3());
  const handlesShown = t >= HANDLES_SHOWN_FROM;
  for (const handle of handlesShown ? (net.handles ?? []) : []) {
    const wall = panels.get(handle.panel);
    if (!wall) continue;
    toScene.multiplyMatrices(turn, wall);
    for (const point of handleControlPoints(handle, net.board)) corners.push(point.applyMatrix4(toScene));
  }
  const radius = Math.max(...corners.map((corner) => corner.distanceTo(centre)));
  const points = corners.map((corner): Vec3 => [corner.x - centre.x, corner.y - centre.y, corner.z - centre.z]);
  const model = new Matrix4().makeTranslation(centre.negate()).multiply(turn);
  return { panels, model, radius, points, handlesShown };
}
