import { hang, line, rectangle, rootPanel, shifted, taperedFlap } from "../builder";
import { boundsOf } from "../geometry";
import { translation } from "../matrix";
import type { Dimensions, Net, Panel } from "../types";
import type { ModelSpec } from "./model";
import { RIGID_BOARD_MM } from "./rigid-case";
import { draftOpenTray, extentOf, trayNames } from "./tray";

/**
 * A rigid drawer box: a wrapped greyboard drawer (an open tray) sliding in a
 * shell (a sleeve open at both ends). The shell is the net's first part: a band
 * of bottom, front, top and back with a turn-in under the top; it shows the top,
 * front, back and bottom. The drawer is the second part, laid beside the shell;
 * its end walls show left and right at the shell's open ends, where it is
 * pulled out. As the box closes the drawer comes to the shell's right-hand
 * opening, pulled out its whole length, and slides in (`placeRoot`).
 *
 * Allowances, with t the board (the shell's and the drawer's) and the fold
 * drawn on the outer faces: the drawer is L + 2t by W + 2t, its walls H + t
 * (its bottom board and the inside); the shell's inside is the drawer's outside
 * plus DRAWER_CLEARANCE_MM across and up, so the outside is L + 2t long (the
 * shell is as long as the drawer), W + 4t + c deep and H + 3t + c high. The
 * shell's back is a board short so the turn-in lies under the top.
 */

export const DRAWER_CLEARANCE_MM = 1;
const PART_GAP_MM = 10;

export function drawerOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + t };
}

export function shellOutside(inside: Dimensions, t: number): Dimensions {
  const drawer = drawerOutside(inside, t);
  return { length: drawer.length, width: drawer.width + DRAWER_CLEARANCE_MM + 2 * t, height: drawer.height + DRAWER_CLEARANCE_MM + 2 * t };
}

function draftShell(inside: Dimensions, t: number): Panel[] {
  const { length: Ls, width: Ws, height: Hs } = shellOutside(inside, t);
  const bottom = rootPanel({ id: "bottom", side: "bottom", x: 0, y: 0, width: Ls, height: Ws });
  const front = hang(bottom, line(0, 0, Ls, 0), { id: "front", side: "front", shape: rectangle(Hs) });
  const top = hang(front, line(0, -Hs, Ls, -Hs), { id: "top", side: "top", shape: rectangle(Ws) });
  const back = hang(bottom, line(0, Ws, Ls, Ws), { id: "back", side: "back", rotation: 180, shape: rectangle(Hs - t) });
  const turnInDepth = Math.min(15, Ws / 3);
  const turnIn = hang(back, line(0, Ws + Hs - t, Ls, Ws + Hs - t), { id: "shell-turn-in", shape: taperedFlap(turnInDepth, turnInDepth / 2, turnInDepth / 2) });
  return [bottom, front, top, back, turnIn];
}

/** Where the drawer's base goes in the closed box: on the shell's floor, centred across the clearance. */
function drawerHome(t: number): { x: number; y: number; z: number } {
  return { x: 0, y: t + DRAWER_CLEARANCE_MM / 2, z: t };
}

/**
 * How far the drawer is out of the shell (mm, towards +x) at a fold progress:
 * its whole length until half way, then it slides in and is home at 1.
 */
export function drawerPulledOut(net: Net, progress: number): number {
  const length = drawerOutside(net.inside, net.board).length;
  return progress <= 0.5 ? length : length * (1 - progress) * 2;
}

export const rigidDrawerBox: ModelSpec = {
  defaultBoard: RIGID_BOARD_MM,
  // A drawer much taller than its footprint is no longer a drawer.
  maxHeight: ({ length, width }) => Math.max(length, width),
  draft: (inside, t) => {
    const shell = draftShell(inside, t);
    const drawer = draftOpenTray(
      trayNames("drawer", { left: "left", right: "right" }),
      { ...drawerOutside(inside, t), wall: drawerOutside(inside, t).height },
      t,
      // The end walls show whole at the shell's openings.
      "ends",
    );
    const drawerExtent = extentOf(drawer);
    return { panels: [...shell, ...shifted(drawer, extentOf(shell).maxX + PART_GAP_MM - drawerExtent.minX, 0)] };
  },
  // First to the shell's opening, pulled out (as the shell folds), then straight in.
  placeRoot: (net, root, progress) => {
    if (root.id !== "drawer-bottom") throw new Error(`no place for ${root.id} in a ${net.model}`);
    const from = boundsOf(root.polygon);
    const home = drawerHome(net.board);
    const reach = Math.min(1, progress * 2);
    const out = drawerPulledOut(net, progress);
    return translation((home.x - from.x) * reach + out * Math.min(1, progress * 2), (home.y - from.y) * reach, home.z * reach);
  },
};
