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
