import { FIELD_OF_VIEW } from "./constants";

/** Room left around the box so it does not touch the edges of the view. */
export const FIT_MARGIN = 1.15;
/** How close and how far the shopper may zoom, as multiples of the fitting distance. */
export const ZOOM_LIMITS = { min: 0.45, max: 3 } as const;
/** Where the camera first looks from: a little right of the front and above it. */
export const VIEW_AZIMUTH_DEG = 30;
export const VIEW_ELEVATION_DEG = 22;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The distance from a bounding sphere's centre at which a perspective camera with this
 * vertical field of view sees the whole sphere, in whichever direction is narrower.
 */
export function fitDistance(radius: number, aspect: number, fovDeg: number = FIELD_OF_VIEW, margin: number = FIT_MARGIN): number {
  if (!(radius > 0) || !Number.isFinite(radius)) throw new RangeError(`A bounding sphere needs a positive radius, got ${radius}`);
  if (!(aspect > 0) || !Number.isFinite(aspect)) throw new RangeError(`A view needs a positive aspect ratio, got ${aspect}`);
  const vertical = radians(fovDeg) / 2;
  const horizontal = Math.atan(Math.tan(vertical) * aspect);
  return (radius / Math.sin(Math.min(vertical, horizontal))) * margin;
}

/** The unit direction from the box to the camera's starting place (y up, the front faces +z). */
export function startingViewDirection(): [x: number, y: number, z: number] {
  const azimuth = radians(VIEW_AZIMUTH_DEG);
  const elevation = radians(VIEW_ELEVATION_DEG);
  return [Math.sin(azimuth) * Math.cos(elevation), Math.sin(elevation), Math.cos(azimuth) * Math.cos(elevation)];
}

/** Near and far planes that keep the box in view at every allowed zoom, with depth precision to spare. */
export function clipPlanes(fit: number, radius: number): { near: number; far: number } {
  return { near: Math.max(fit * ZOOM_LIMITS.min - radius, fit / 100) / 2, far: fit * ZOOM_LIMITS.max + radius * 2 };
}

export type Vec3 = [x: number, y: number, z: number];

/** Where the camera looks and how far from that point it stands. */
export interface Framing {
  target: Vec3;
  distance: number;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const normalised = (a: Vec3): Vec3 => {
  const length = Math.hypot(...a);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/**
 * The camera's right and up for a view from `direction` (unit, from what is seen
 * towards the camera) with the world's y up: the basis three's lookAt builds.
 */
export function viewBasis(direction: Vec3): { right: Vec3; up: Vec3; back: Vec3 } {
  const back = normalised(direction);
  const right = normalised(cross([0, 1, 0], back));
  return { right, up: cross(back, right), back };
}

/**
 * Frames what is shown (its points: a box's corners, a roll's outline) for a
 * perspective camera looking from `direction`: the camera stands where the
 * outermost points touch the view's edges shrunk by the margin, on the narrower
 * axis, and the extremes sit evenly on either side of the middle, so a product
 * fills the view alike whatever its shape (a long tape on the ground, a tall
 * bag, a flat box) and is centred in it, not only its bounding sphere's centre.
 * The target is on the camera's axis at the depth of the points' middle, so the
 * shopper turns the product about itself.
 */
export function frameView(
  points: readonly Vec3[],
  aspect: number,
  direction: Vec3 = startingViewDirection(),
  fovDeg: number = FIELD_OF_VIEW,
  margin: number = FIT_MARGIN,
): Framing {
  if (points.length === 0 || !points.every((point) => point.every(Number.isFinite))) throw new RangeError("A view needs finite points to frame");
  if (!(aspect > 0) || !Number.isFinite(aspect)) throw new RangeError(`A view needs a positive aspect ratio, got ${aspect}`);
  const { right, up, back } = viewBasis(direction);
  const tanV = Math.tan(radians(fovDeg) / 2) / margin;
  const tanH = tanV * aspect;
  // For each axis: the camera's offset along it (c) and its least distance back (d) so every point is inside |offset| <= tan * depth.
  const axis = (along: Vec3, tan: number) => {
    let high = -Infinity;
    let low = Infinity;
    for (const point of points) {
      const across = dot(point, along);
      const depth = dot(point, back);
      high = Math.max(high, across + tan * depth);
      low = Math.min(low, across - tan * depth);
    }
    return { offset: (high + low) / 2, back: (high - low) / (2 * tan) };
  };
  const horizontal = axis(right, tanH);
  const vertical = axis(up, tanV);
  const depths = points.map((point) => dot(point, back));
  const middleDepth = (Math.min(...depths) + Math.max(...depths)) / 2;
  // That camera holds every point; near points look bigger than far ones, so a few
  // steps even out the picture's margins and bring it to the margin on its narrower axis.
  let [x, y] = [horizontal.offset, vertical.offset];
  let distance = Math.max(Math.max(horizontal.back, vertical.back) - middleDepth, 1e-6);
  const local = points.map((point): Vec3 => [dot(point, right), dot(point, up), dot(point, back)]);
  for (let step = 0; step < 12; step++) {
    const cameraBack = middleDepth + distance;
    let [left, rightmost, bottom, top] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [px, py, pz] of local) {
      const depth = Math.max(cameraBack - pz, 1e-6);
      const sx = (px - x) / (depth * tanH);
      const sy = (py - y) / (depth * tanV);
      left = Math.min(left, sx);
      rightmost = Math.max(rightmost, sx);
      bottom = Math.min(bottom, sy);
      top = Math.max(top, sy);
    }
    const fill = Math.max((rightmost - left) / 2, (top - bottom) / 2);
    if (Math.abs(left + rightmost) < 1e-4 && Math.abs(bottom + top) < 1e-4 && Math.abs(fill - 1) < 1e-4) break;
    x += ((left + rightmost) / 2) * tanH * distance;
    y += ((bottom + top) / 2) * tanV * distance;
    // Never so close that the nearest point reaches the camera.
    const nearest = Math.max(...local.map(([, , pz]) => pz)) - middleDepth;
    distance = Math.max(distance * fill, nearest * 1.05, 1e-6);
  }
  const target: Vec3 = [0, 1, 2].map((i) => right[i]! * x + up[i]! * y + back[i]! * middleDepth) as Vec3;
  return { target, distance };
}

/** The radius of the sphere about `centre` that holds every point (for the clip planes). */
export function radiusAbout(points: readonly Vec3[], centre: Vec3): number {
  return Math.max(...points.map((point) => Math.hypot(point[0] - centre[0], point[1] - centre[1], point[2] - centre[2])));
}
