/**
 * The few 4x4 matrix operations the fold needs, column-major like three.js's
 * Matrix4.elements (element (row r, column c) is at index c * 4 + r), so the
 * 3D view can hand the arrays straight to Matrix4.fromArray.
 */

export type Mat4 = number[];
export type Vec3 = [number, number, number];

export function identity(): Mat4 {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
}

/** a * b: applies b first, then a. */
export function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Array<number>(16);
  for (let column = 0; column < 4; column++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[column * 4 + k]!;
      out[column * 4 + row] = sum;
    }
  }
  return out;
}

export function translation(x: number, y: number, z: number): Mat4 {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
}

/**
 * Rotation by `degrees` about the line through `point` along `axis`
 * (right-handed: counter-clockwise when the axis points at the viewer).
 */
export function rotationAbout(point: Vec3, axis: Vec3, degrees: number): Mat4 {
  const length = Math.hypot(axis[0], axis[1], axis[2]);
  if (length === 0) throw new RangeError("rotation axis has no direction");
  const [x, y, z] = [axis[0] / length, axis[1] / length, axis[2] / length];
  const radians = (degrees * Math.PI) / 180;
  // Exact values at the right angles keep closed boxes free of 1e-16 noise.
  const c = exactCos(degrees) ?? Math.cos(radians);
  const s = exactSin(degrees) ?? Math.sin(radians);
  const t = 1 - c;
  const rotation: Mat4 = [
    t * x * x + c,
    t * x * y + s * z,
    t * x * z - s * y,
    0,
    t * x * y - s * z,
    t * y * y + c,
    t * y * z + s * x,
    0,
    t * x * z + s * y,
    t * y * z - s * x,
    t * z * z + c,
    0,
    0,
    0,
    0,
    1,
  ];
  return multiply(translation(point[0], point[1], point[2]), multiply(rotation, translation(-point[0], -point[1], -point[2])));
}

function exactCos(degrees: number): number | null {
  const turn = ((degrees % 360) + 360) % 360;
  return turn === 0 ? 1 : turn === 90 || turn === 270 ? 0 : turn === 180 ? -1 : null;
}

function exactSin(degrees: number): number | null {
  const turn = ((degrees % 360) + 360) % 360;
  return turn === 0 || turn === 180 ? 0 : turn === 90 ? 1 : turn === 270 ? -1 : null;
}

export function transformPoint(m: Mat4, p: Vec3): Vec3 {
  return [
    m[0]! * p[0] + m[4]! * p[1] + m[8]! * p[2] + m[12]!,
    m[1]! * p[0] + m[5]! * p[1] + m[9]! * p[2] + m[13]!,
    m[2]! * p[0] + m[6]! * p[1] + m[10]! * p[2] + m[14]!,
  ];
}

/** A direction through the matrix (no translation). */
export function transformVector(m: Mat4, v: Vec3): Vec3 {
  return [m[0]! * v[0] + m[4]! * v[1] + m[8]! * v[2], m[1]! * v[0] + m[5]! * v[1] + m[9]! * v[2], m[2]! * v[0] + m[6]! * v[1] + m[10]! * v[2]];
}
