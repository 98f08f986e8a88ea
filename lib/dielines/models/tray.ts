import { hang, line, rectangle, rootPanel, taperedFlap } from "../builder";
import type { Panel, SideFrame, SideId } from "../types";

/**
 * An open tray: a base with four walls standing on its edges, the corners closed
 * by flaps on one pair of walls that fold in behind the other pair (glued, or
 * in a rigid box wrapped over). Which pair runs the full length decides which
 * walls show whole from outside: `full: "front-back"` keeps front and back the
 * base's whole length and shortens the end walls by a board at each end;
 * `full: "ends"` does the opposite.
 *
 * Drawn with the base's top-left corner at (0, 0): the front wall above it,
 * the back below, the end walls to the left and right, so the base's edge at
 * y = 0 is the box's front.
 */

export interface TrayPart {
  id: string;
  side?: SideId | null;
  rotation?: SideFrame["rotation"];
}

export interface TrayNames {
  base: TrayPart;
  front: TrayPart;
  back: TrayPart;
  left: TrayPart;
  right: TrayPart;
  /** Put before each corner flap's id, so two trays in one net keep their ids apart. */
  flapPrefix: string;
}

export interface TraySize {
  /** The base's outer length and width. */
  length: number;
  width: number;
  /** The walls' height. */
  wall: number;
}

/** The upright sides a tray shows on its own: front and back as in the mailer, end walls turned a quarter. */
export function trayNames(prefix: string, sides: Partial<Record<"bottom" | "front" | "back" | "left" | "right", SideId>> = {}): TrayNames {
  const part = (id: "bottom" | "front" | "back" | "left" | "right", rotation: SideFrame["rotation"]): TrayPart => ({
    id: prefix ? `${prefix}-${id}` : id,
    side: sides[id] ?? null,
    rotation: sides[id] ? rotation : 0,
  });
  return {
    base: part("bottom", 0),
    front: part("front", 0),
    back: part("back", 180),
    left: part("left", 270),
    right: part("right", 90),
    flapPrefix: prefix ? `${prefix}-` : "",
  };
}

export function draftOpenTray(names: TrayNames, size: TraySize, t: number, full: "front-back" | "ends"): Panel[] {
  const { length: Lo, width: Wo, wall } = size;
  const base = rootPanel({ ...names.base, x: 0, y: 0, width: Lo, height: Wo });
  const long = full === "front-back";
  // The short pair stops a board before each corner, where the long pair's wall stands.
  const xInset = long ? 0 : t;
  const yInset = long ? t : 0;
  const front = hang(base, line(xInset, 0, Lo - xInset, 0), { ...names.front, shape: rectangle(wall) });
  const back = hang(base, line(xInset, Wo, Lo - xInset, Wo), { ...names.back, shape: rectangle(wall) });
  const left = hang(base, line(0, yInset, 0, Wo - yInset), { ...names.left, shape: rectangle(wall) });
  const right = hang(base, line(Lo, yInset, Lo, Wo - yInset), { ...names.right, shape: rectangle(wall) });
  // Corner flaps reach under half way across the wall they lie behind, so two never meet,
  // and no further than the wall is high, so in the flat net they stay clear of the next part.
  const across = long ? Lo : Wo;
  const depth = Math.min(across / 2 - 1, 30, wall);
  const flap = taperedFlap(depth, 0, Math.min(depth, wall) / 3);
  const p = names.flapPrefix;
  const flaps = long
    ? [
        hang(left, line(0, t, -wall, t), { id: `${p}left-flap-1`, shape: flap }),
        hang(left, line(0, Wo - t, -wall, Wo - t), { id: `${p}left-flap-2`, shape: flap }),
        hang(right, line(Lo, t, Lo + wall, t), { id: `${p}right-flap-1`, shape: flap }),
        hang(right, line(Lo, Wo - t, Lo + wall, Wo - t), { id: `${p}right-flap-2`, shape: flap }),
      ]
    : [
        hang(front, line(t, 0, t, -wall), { id: `${p}front-flap-1`, shape: flap }),
        hang(front, line(Lo - t, 0, Lo - t, -wall), { id: `${p}front-flap-2`, shape: flap }),
        hang(back, line(t, Wo, t, Wo + wall), { id: `${p}back-flap-1`, shape: flap }),
        hang(back, line(Lo - t, Wo, Lo - t, Wo + wall), { id: `${p}back-flap-2`, shape: flap }),
      ];
  return [base, front, back, left, right, ...flaps];
}

/** The smallest x and y any panel reaches, and the largest x: where a part's net starts and ends. */
export function extentOf(panels: readonly Panel[]): { minX: number; minY: number; maxX: number; maxY: number } {
  const points = panels.flatMap((panel) => panel.polygon);
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}
