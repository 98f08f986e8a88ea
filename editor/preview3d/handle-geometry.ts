import { BufferAttribute, BufferGeometry, CatmullRomCurve3, TubeGeometry, Vector3 } from "three";
import type { BagHandle } from "@/lib/dielines";

/**
 * A bag's handle in 3D, in the net space of the wall it is fixed to (so the
 * wall's fold matrix places it, as it places the wall): a loop from one end up
 * over its apex and down to the other end, in the wall's plane just inside it
 * (+z is the inside), on the hem that covers its ends. A twisted cord is a
 * round tube of its diameter; a flat handle is a strip of its width lying flat
 * in the wall's plane.
 */

/** Samples along the loop: smooth at any zoom the preview allows. */
const SAMPLES = 96;
const CORD_SEGMENTS = 8;
/** A flat handle's strip stands this far off the hem, so the two never flicker into each other. */
const FLAT_CLEARANCE_MM = 0.4;

/** How far inside the wall's printed face the handle's middle lies: on the hem (the wall and the hem turned over it), clear of both. */
export function handleDepth(handle: BagHandle, board: number): number {
  return 2 * board + (handle.kind === "twisted" ? handle.width / 2 : FLAT_CLEARANCE_MM);
}

/** The loop's control points: up from each end, round the shoulders, over the apex. */
export function handleControlPoints(handle: BagHandle, board: number): Vector3[] {
  const [a, b] = handle.ends;
  const z = handleDepth(handle, board);
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const rise = Math.hypot(handle.apex.x - middle.x, handle.apex.y - middle.y);
  const up = { x: (handle.apex.x - middle.x) / rise, y: (handle.apex.y - middle.y) / rise };
  const half = { x: (b.x - a.x) / 2, y: (b.y - a.y) / 2 };
  const point = (base: { x: number; y: number }, height: number, across = 0) =>
    new Vector3(base.x + up.x * height + half.x * across, base.y + up.y * height + half.y * across, z);
  return [
    point(a, 0),
    point(a, rise * 0.4),
    point(middle, rise * 0.85, -0.75),
    point(middle, rise),
    point(middle, rise * 0.85, 0.75),
    point(b, rise * 0.4),
    point(b, 0),
  ];
}

export function handleCurve(handle: BagHandle, board: number): CatmullRomCurve3 {
  return new CatmullRomCurve3(handleControlPoints(handle, board), false, "centripetal");
}

/** The handle's surface: a tube for a twisted cord, a flat strip for a flat handle. */
export function handleGeometry(handle: BagHandle, board: number): BufferGeometry {
  const curve = handleCurve(handle, board);
  if (handle.kind === "twisted") return new TubeGeometry(curve, SAMPLES, handle.width / 2, CORD_SEGMENTS, false);
  const points = curve.getSpacedPoints(SAMPLES);
  const positions = new Float32Array(points.length * 2 * 3);
  const normals = new Float32Array(points.length * 2 * 3);
  points.forEach((p, i) => {
    const before = points[Math.max(0, i - 1)]!;
    const after = points[Math.min(points.length - 1, i + 1)]!;
    const tangent = new Vector3().subVectors(after, before).setZ(0).normalize();
    // Across the strip, in the wall's plane.
    const across = new Vector3(-tangent.y, tangent.x, 0).multiplyScalar(handle.width / 2);
    positions.set([p.x - across.x, p.y - across.y, p.z, p.x + across.x, p.y + across.y, p.z], i * 6);
    // Facing the wall's outside (-z); the material draws both faces.
    normals.set([0, 0, -1, 0, 0, -1], i * 6);
  });
  const indices = new Uint32Array((points.length - 1) * 6);
  for (let i = 0; i < points.length - 1; i++) {
    const k = i * 2;
    indices.set([k, k + 1, k + 2, k + 2, k + 1, k + 3], i * 6);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setAttribute("normal", new BufferAttribute(normals, 3));
  geometry.setIndex(new BufferAttribute(indices, 1));
  return geometry;
}
