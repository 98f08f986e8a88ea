/**
 * The outline of a drawn shape (`shape: "path"`): SVG path data in a unit box,
 * 0..1 across and 0..1 down, stretched to the element's width and height.
 *
 * The document holds path data that the shop's own readers parse, so only a
 * small, safe grammar is accepted: the commands M L H V C S Q T A Z (either
 * case), plain decimal numbers, spaces and commas. No exponents, no units, no
 * markup, and a bounded length; every point stays near the unit box, so the
 * element's box (which selection, snapping and the print check use) is where it
 * is drawn. Readers do not interpret the string themselves: `parseShapePath`
 * turns it into moves, lines and cubic curves (arcs and quadratics converted),
 * which scale to any box exactly, and `traceShapePath` draws those into a
 * canvas or a PDF content stream alike. Shapes fill by the even-odd rule, so a
 * hole is a second subpath in either direction.
 */

/** Characters of path data a document may hold. */
export const MAX_SHAPE_PATH_LENGTH = 4000;
/** Segments after conversion to lines and curves (an arc may become up to four curves). */
export const MAX_SHAPE_PATH_SEGMENTS = 600;
/** How far a point may lie outside the unit box, for a curve's control points and a stroke's room. */
export const SHAPE_PATH_SLACK = 0.5;

export type ShapePathSegment =
  | { op: "M"; x: number; y: number }
  | { op: "L"; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

/** The characters the grammar is made of; anything else is refused before parsing. */
const SAFE_CHARACTERS = /^[MLHVCSQTAZmlhvcsqtaz0-9.,+\-\s]*$/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)/;
const ARGUMENTS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
/** A number larger than this has no place in a unit box (arc radii included). */
const MAX_NUMBER = 100;

export class ShapePathError extends Error {}

/** Reads the string into commands with their numbers, refusing anything outside the grammar. */
function tokenize(d: string): { command: string; numbers: number[] }[] {
  if (d.length > MAX_SHAPE_PATH_LENGTH) throw new ShapePathError(`At most ${MAX_SHAPE_PATH_LENGTH} characters of path data`);
  if (!SAFE_CHARACTERS.test(d)) throw new ShapePathError("Only the path commands M L H V C S Q T A Z and numbers are allowed");
  const commands: { command: string; numbers: number[] }[] = [];
  let at = 0;
  const skip = () => {
    while (at < d.length && /[\s,]/.test(d[at]!)) at += 1;
  };
  skip();
  while (at < d.length) {
    const command = d[at]!;
    if (!(command.toUpperCase() in ARGUMENTS)) throw new ShapePathError(`Expected a path command at ${at}`);
    at += 1;
    const numbers: number[] = [];
    const arc = command.toUpperCase() === "A";
    skip();
    while (at < d.length && !/[A-Za-z]/.test(d[at]!)) {
      // An arc's two flags are single digits and may be written without separators ("a1 1 0 0110 10").
      const position = numbers.length % 7;
      if (arc && (position === 3 || position === 4)) {
        if (d[at] !== "0" && d[at] !== "1") throw new ShapePathError(`Expected an arc flag (0 or 1) at ${at}`);
        numbers.push(d[at] === "1" ? 1 : 0);
        at += 1;
      } else {
        const match = NUMBER.exec(d.slice(at, at + 40));
        if (!match) throw new ShapePathError(`Expected a number at ${at}`);
        const value = Number(match[0]);
        if (!Number.isFinite(value)) throw new ShapePathError(`The number at ${at} is out of range`);
        numbers.push(value);
        at += match[0].length;
      }
      skip();
    }
    commands.push({ command, numbers });
  }
  return commands;
}

/** The SVG implementation notes' centre parameterisation, as cubic curves of at most a quarter turn each. */
function arcCurves(x1: number, y1: number, args: number[]): ShapePathSegment[] {
  let [rx, ry] = [Math.abs(args[0]!), Math.abs(args[1]!)];
  const [phiDeg, large, sweep, x2, y2] = [args[2]!, args[3]!, args[4]!, args[5]!, args[6]!];
  if (x1 === x2 && y1 === y2) return [];
  if (rx === 0 || ry === 0) return [{ op: "L", x: x2, y: y2 }];
  const phi = (phiDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) [rx, ry] = [rx * Math.sqrt(lambda), ry * Math.sqrt(lambda)];
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coefficient = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (coefficient * rx * y1p) / ry;
  const cyp = (-coefficient * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let turn = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && turn > 0) turn -= 2 * Math.PI;
  if (sweep && turn < 0) turn += 2 * Math.PI;
  const pieces = Math.max(1, Math.ceil(Math.abs(turn) / (Math.PI / 2) - 1e-9));
  const step = turn / pieces;
  const handle = (4 / 3) * Math.tan(step / 4);
  const place = (ux: number, uy: number) => ({ x: cx + rx * ux * cos - ry * uy * sin, y: cy + rx * ux * sin + ry * uy * cos });
  const curves: ShapePathSegment[] = [];
  for (let i = 0; i < pieces; i += 1) {
    const a = start + i * step;
    const b = a + step;
    const c1 = place(Math.cos(a) - handle * Math.sin(a), Math.sin(a) + handle * Math.cos(a));
    const c2 = place(Math.cos(b) + handle * Math.sin(b), Math.sin(b) - handle * Math.cos(b));
    const end = i === pieces - 1 ? { x: x2, y: y2 } : place(Math.cos(b), Math.sin(b));
    curves.push({ op: "C", x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y });
  }
  return curves;
}

/** The box a path is written in; `parseShapePath` brings it to the unit box (the shapes library draws on a grid). */
export interface ShapePathGrid {
  width: number;
  height: number;
}
const UNIT_GRID: ShapePathGrid = { width: 1, height: 1 };
/** Which numbers of each command run across (x) or down (y); an arc's turn and flags stay as they are. */
const AXES: Record<string, string> = { M: "xy", L: "xy", H: "x", V: "y", C: "xyxyxy", S: "xyxy", Q: "xyxy", T: "xy", A: "xy---xy", Z: "" };

/** Numbers of a grid-drawn command in the unit box. Arcs scale exactly only unturned (rotation 0), which is how the library draws them. */
function toUnitBox(command: string, numbers: number[], grid: ShapePathGrid): number[] {
  const axes = AXES[command.toUpperCase()]!;
  return numbers.map((value, index) => {
    const axis = axes[index % axes.length];
    return axis === "x" ? value / grid.width : axis === "y" ? value / grid.height : value;
  });
}

/**
 * The path as absolute moves, lines, cubic curves and closes in the unit box.
 * Throws ShapePathError (with a reason for a developer) for anything outside the
 * grammar or the bounds.
 */
export function parseShapePath(d: string, grid: ShapePathGrid = UNIT_GRID): ShapePathSegment[] {
  const commands = grid === UNIT_GRID ? tokenize(d) : tokenize(d).map((each) => ({ ...each, numbers: toUnitBox(each.command, each.numbers, grid) }));
  if (commands.length === 0 || commands[0]!.command.toUpperCase() !== "M") throw new ShapePathError("A path starts with a move (M)");
  if (commands.some((each) => each.numbers.some((value) => Math.abs(value) > MAX_NUMBER))) throw new ShapePathError("A number is out of range");
  const segments: ShapePathSegment[] = [];
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  // The last curve's second control point, for S and T, which mirror it.
  let lastCubic: { x: number; y: number } | null = null;
  let lastQuadratic: { x: number; y: number } | null = null;
  const quadratic = (qx: number, qy: number, ex: number, ey: number) => {
    segments.push({
      op: "C",
      x1: x + (2 / 3) * (qx - x),
      y1: y + (2 / 3) * (qy - y),
      x2: ex + (2 / 3) * (qx - ex),
      y2: ey + (2 / 3) * (qy - ey),
      x: ex,
      y: ey,
    });
  };
  for (const { command, numbers } of commands) {
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const count = ARGUMENTS[upper]!;
    if (count === 0 ? numbers.length > 0 : numbers.length === 0 || numbers.length % count !== 0) {
      throw new ShapePathError(`${command} takes ${count === 0 ? "no" : `groups of ${count}`} numbers`);
    }
    if (upper === "Z") {
      segments.push({ op: "Z" });
      [x, y] = [startX, startY];
      lastCubic = lastQuadratic = null;
      continue;
    }
    for (let i = 0; i < numbers.length; i += count) {
      const n = numbers.slice(i, i + count);
      const ax = (value: number) => (relative ? x + value : value);
      const ay = (value: number) => (relative ? y + value : value);
      let cubic: { x: number; y: number } | null = null;
      let quad: { x: number; y: number } | null = null;
      if (upper === "M" && i === 0) {
        [x, y] = [ax(n[0]!), ay(n[1]!)];
        [startX, startY] = [x, y];
        segments.push({ op: "M", x, y });
      } else if (upper === "M" || upper === "L") {
        // Pairs after a move's first are lines, as SVG reads them.
        [x, y] = [ax(n[0]!), ay(n[1]!)];
        segments.push({ op: "L", x, y });
      } else if (upper === "H") {
        x = ax(n[0]!);
        segments.push({ op: "L", x, y });
      } else if (upper === "V") {
        y = ay(n[0]!);
        segments.push({ op: "L", x, y });
      } else if (upper === "C" || upper === "S") {
        const first: { x: number; y: number } =
          upper === "C" ? { x: ax(n[0]!), y: ay(n[1]!) } : lastCubic ? { x: 2 * x - lastCubic.x, y: 2 * y - lastCubic.y } : { x, y };
        const rest = upper === "C" ? n.slice(2) : n;
        const second = { x: ax(rest[0]!), y: ay(rest[1]!) };
        const end = { x: ax(rest[2]!), y: ay(rest[3]!) };
        segments.push({ op: "C", x1: first.x, y1: first.y, x2: second.x, y2: second.y, x: end.x, y: end.y });
        cubic = second;
        [x, y] = [end.x, end.y];
      } else if (upper === "Q" || upper === "T") {
        const control: { x: number; y: number } =
          upper === "Q" ? { x: ax(n[0]!), y: ay(n[1]!) } : lastQuadratic ? { x: 2 * x - lastQuadratic.x, y: 2 * y - lastQuadratic.y } : { x, y };
        const end = upper === "Q" ? { x: ax(n[2]!), y: ay(n[3]!) } : { x: ax(n[0]!), y: ay(n[1]!) };
        quadratic(control.x, control.y, end.x, end.y);
        quad = control;
        [x, y] = [end.x, end.y];
      } else {
        const end = { x: ax(n[5]!), y: ay(n[6]!) };
        segments.push(...arcCurves(x, y, [n[0]!, n[1]!, n[2]!, n[3]!, n[4]!, end.x, end.y]));
        [x, y] = [end.x, end.y];
      }
      lastCubic = cubic;
      lastQuadratic = quad;
    }
    if (segments.length > MAX_SHAPE_PATH_SEGMENTS) throw new ShapePathError(`At most ${MAX_SHAPE_PATH_SEGMENTS} segments`);
  }
  if (!segments.some((segment) => segment.op === "L" || segment.op === "C")) throw new ShapePathError("The path draws nothing");
  const outside = (value: number) => !(value >= -SHAPE_PATH_SLACK && value <= 1 + SHAPE_PATH_SLACK);
  for (const segment of segments) {
    if (segment.op === "Z") continue;
    const values = segment.op === "C" ? [segment.x1, segment.y1, segment.x2, segment.y2, segment.x, segment.y] : [segment.x, segment.y];
    if (values.some(outside)) throw new ShapePathError("The path must stay within its unit box (0..1)");
  }
  return segments;
}

/** Why the path data is refused, or null when it is fine. */
export function shapePathProblem(d: string): string | null {
  try {
    parseShapePath(d);
    return null;
  } catch (error) {
    if (error instanceof ShapePathError) return error.message;
    throw error;
  }
}

const format = (value: number) => {
  const rounded = Math.round(value * 10000) / 10000;
  return String(rounded === 0 ? 0 : rounded);
};

/** The segments as path data again: absolute M, L, C and Z only, four decimals. */
export function formatShapePath(segments: readonly ShapePathSegment[]): string {
  return segments
    .map((s) => {
      if (s.op === "Z") return "Z";
      if (s.op === "C") return `C${[s.x1, s.y1, s.x2, s.y2, s.x, s.y].map(format).join(" ")}`;
      return `${s.op}${format(s.x)} ${format(s.y)}`;
    })
    .join("");
}

/** What a renderer offers to draw an outline: a canvas context and a PDF writer both fit. */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
  closePath(): void;
}

/** Draws the segments stretched to a width x height box whose top-left corner is the origin. */
export function traceShapePath(segments: readonly ShapePathSegment[], width: number, height: number, sink: PathSink): void {
  for (const s of segments) {
    if (s.op === "M") sink.moveTo(s.x * width, s.y * height);
    else if (s.op === "L") sink.lineTo(s.x * width, s.y * height);
    else if (s.op === "C") sink.bezierCurveTo(s.x1 * width, s.y1 * height, s.x2 * width, s.y2 * height, s.x * width, s.y * height);
    else sink.closePath();
  }
}

const parsed = new Map<string, ShapePathSegment[]>();
/**
 * The segments of a path already accepted by the schema, kept for the next
 * frame: a canvas redraws a shape on every frame of a drag, and the library's
 * paths are few.
 */
export function shapePathSegments(d: string): ShapePathSegment[] {
  let segments = parsed.get(d);
  if (!segments) {
    segments = parseShapePath(d);
    if (parsed.size > 500) parsed.clear();
    parsed.set(d, segments);
  }
  return segments;
}
