import { hang, line, rectangle, rootPanel, shifted } from "../builder";
import { boundsOf } from "../geometry";
import { translation } from "../matrix";
import type { Dimensions, Net, Panel } from "../types";
import type { Draft, ModelSpec } from "./model";
import { draftOpenTray, extentOf, trayNames } from "./tray";

/**
 * Rigid set-up boxes with a lid on a hinge: a wrapped greyboard tray glued
 * into a case. The case is one wrapped board in panels: the bottom the tray
 * stands on, the back (the hinge's spine), the lid and, on a magnetic box, a
 * front flap that closes down over the tray's front wall (magnets in the flap
 * and the wall hold it). The tray is its own part in the net, laid beside the
 * case; as the box closes it moves straight into the case, in place by half way,
 * before the lid comes over (`placeRoot`).
 *
 * The case shows the bottom, back and top (and the front on a magnetic box);
 * the tray's walls show left and right (and the front on the plain hinged box).
 * The case is as long as the tray, flush with its end walls.
 *
 * Allowances, with t the board and the fold drawn on the outer faces: the tray
 * is L + 2t by W + 2t, standing on the case bottom (a board), its walls H + t
 * high up to the lid's underside; the case's back and the outside are H + 3t
 * high (case bottom, tray bottom, lid). Across the box the case bottom reaches
 * from the tray's front face to the spine's outer face (W + 3t); a magnetic
 * box's flap adds a board in front of the tray (W + 4t); the flap comes down
 * to the case bottom's board (H + 2t).
 */

export const RIGID_BOARD_MM = 2;
const PART_GAP_MM = 10;

export interface CaseStyle {
  frontFlap: boolean;
}

export function rigidCaseOutside({ length, width, height }: Dimensions, t: number, style: CaseStyle): Dimensions {
  return { length: length + 2 * t, width: width + (style.frontFlap ? 4 : 3) * t, height: height + 3 * t };
}

/** The tray's place in the closed box: its base's top-left (front-left) corner on the case bottom. */
function trayOrigin(t: number, style: CaseStyle): { x: number; y: number; z: number } {
  return { x: 0, y: style.frontFlap ? t : 0, z: t };
}

function draftCase(inside: Dimensions, t: number, style: CaseStyle): Draft {
  const { length: Lc, width: Wc, height: Ho } = rigidCaseOutside(inside, t, style);
  const bottom = rootPanel({ id: "bottom", side: "bottom", x: 0, y: 0, width: Lc, height: Wc });
  const back = hang(bottom, line(0, Wc, Lc, Wc), { id: "back", side: "back", rotation: 180, shape: rectangle(Ho) });
  const top = hang(back, line(0, Wc + Ho, Lc, Wc + Ho), { id: "top", side: "top", shape: rectangle(Wc) });
  const flap = style.frontFlap ? [hang(top, line(0, 2 * Wc + Ho, Lc, 2 * Wc + Ho), { id: "front", side: "front", shape: rectangle(Ho - t) })] : [];

  const tray = draftOpenTray(
    trayNames("tray", style.frontFlap ? { left: "left", right: "right" } : { front: "front", left: "left", right: "right" }),
    { length: inside.length + 2 * t, width: inside.width + 2 * t, wall: inside.height + t },
    t,
    // The plain hinged box shows the tray's front whole; a magnetic box's ends show whole beside its flap.
    style.frontFlap ? "ends" : "front-back",
  );
  const trayExtent = extentOf(tray);
  const caseRight = extentOf([bottom, back, top, ...flap]).maxX;
  return { panels: [bottom, back, top, ...flap, ...shifted(tray, caseRight + PART_GAP_MM - trayExtent.minX, -trayExtent.minY)] };
}

function placeTray(style: CaseStyle) {
  return (net: Net, root: Panel, progress: number) => {
    if (root.id !== "tray-bottom") throw new Error(`no place for ${root.id} in a ${net.model}`);
    const from = boundsOf(root.polygon);
    const to = trayOrigin(net.board, style);
    // In place by half way, before the spine stands up and the lid comes over it.
    const reach = Math.min(1, 2 * progress);
    return translation((to.x - from.x) * reach, (to.y - from.y) * reach, to.z * reach);
  };
}

function rigidCaseModel(style: CaseStyle): ModelSpec {
  return {
    defaultBoard: RIGID_BOARD_MM,
    // A lid on a hinge is for boxes no taller than they are long or deep: taller, they tip over as the lid opens.
    maxHeight: ({ length, width }) => Math.max(length, width),
    draft: (inside, t) => draftCase(inside, t, style),
    placeRoot: placeTray(style),
  };
}

/** A rigid box with a lid on a hinge: tray and case, the lid resting on the tray's walls. */
export const rigidBox = rigidCaseModel({ frontFlap: false });
/** A rigid box whose lid's front flap closes over the tray's front wall and is held by magnets. */
export const magneticBox = rigidCaseModel({ frontFlap: true });
