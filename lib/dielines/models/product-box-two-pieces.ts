import { hang, line, rectangle, rootPanel, shifted, taperedFlap } from "../builder";
import { boundsOf, centroid } from "../geometry";
import { rotationAbout } from "../matrix";
import type { Dimensions, Panel, SideFrame, SideId } from "../types";
import type { ModelSpec } from "./model";

/**
 * A two-piece box: a base tray and a lid that slides over it down to the table
 * (a full telescope), each a bottom panel with four walls and corner flaps on
 * the front and back walls that are glued inside the end walls. The lid is its
 * own fold tree, laid beside the tray in the net; closing the box turns it over
 * onto the tray. The lid shows the top and the four walls; the tray shows the
 * bottom.
 *
 * Allowances, with t the board thickness and the fold drawn on the outer faces:
 * the tray is L + 2t by W + 2t, its walls H + t high (up to the lid's
 * underside); the lid's inside is the tray's outside plus LID_CLEARANCE_MM, so
 * it is L + 4t + c by W + 4t + c, and its walls are H + 2t high (its top board
 * plus the tray's height). Front and back walls stop one board short of each
 * end so their corner flaps fold in behind the end walls.
 */

export const TWO_PIECE_BOARD_MM = 0.5;
export const LID_CLEARANCE_MM = 1;
const PART_GAP_MM = 10;

export function trayOutside({ length, width, height }: Dimensions, t: number): Dimensions {
  return { length: length + 2 * t, width: width + 2 * t, height: height + t };
}

export function lidOutside(inside: Dimensions, t: number, clearance: number = LID_CLEARANCE_MM): Dimensions {
  const tray = trayOutside(inside, t);
  return { length: tray.length + clearance + 2 * t, width: tray.width + clearance + 2 * t, height: inside.height + 2 * t };
}

interface Part {
  id: string;
  side: SideId | null;
  rotation: SideFrame["rotation"];
}

/** What each panel of a tray-shaped part is called and shows, by where it lies in the part's own net. */
interface TrayParts {
  base: Part;
  /** The walls on the base's upper, lower, left and right edges as the net is drawn. */
  upper: Part;
  lower: Part;
  onLeft: Part;
  onRight: Part;
  flapPrefix: string;
}

function draftTray(parts: TrayParts, size: Dimensions, t: number): Panel[] {
  const { length: Lo, width: Wo, height: wall } = size;
  const base = rootPanel({ ...parts.base, x: 0, y: 0, width: Lo, height: Wo });
  const upper = hang(base, line(t, 0, Lo - t, 0), { ...parts.upper, shape: rectangle(wall) });
  const lower = hang(base, line(t, Wo, Lo - t, Wo), { ...parts.lower, shape: rectangle(wall) });
  const onLeft = hang(base, line(0, 0, 0, Wo), { ...parts.onLeft, shape: rectangle(wall) });
  const onRight = hang(base, line(Lo, 0, Lo, Wo), { ...parts.onRight, shape: rectangle(wall) });
  // Corner flaps reach under half the depth, so the upper and lower walls' flaps never meet.
  const flapDepth = Math.min(Wo / 2 - 1, 30);
  const flap = taperedFlap(flapDepth, 0, Math.min(flapDepth, wall) / 3);
  const p = parts.flapPrefix;
  const flaps = [
    hang(upper, line(t, 0, t, -wall), { id: `${p}${parts.upper.id}-flap-1`, shape: flap }),
    hang(upper, line(Lo - t, 0, Lo - t, -wall), { id: `${p}${parts.upper.id}-flap-2`, shape: flap }),
    hang(lower, line(t, Wo, t, Wo + wall), { id: `${p}${parts.lower.id}-flap-1`, shape: flap }),
    hang(lower, line(Lo - t, Wo, Lo - t, Wo + wall), { id: `${p}${parts.lower.id}-flap-2`, shape: flap }),
  ];
  return [base, upper, lower, onLeft, onRight, ...flaps];
}

const TRAY: TrayParts = {
  base: { id: "bottom", side: "bottom", rotation: 0 },
  upper: { id: "tray-front", side: null, rotation: 0 },
  lower: { id: "tray-back", side: null, rotation: 0 },
  onLeft: { id: "tray-left", side: null, rotation: 0 },
  onRight: { id: "tray-right", side: null, rotation: 0 },
  flapPrefix: "",
};

/**
 * The lid is turned over onto the tray about an axis along y, so its net's left
 * edge becomes the box's right and every printed panel's artwork turns to match.
 */
const LID: TrayParts = {
  base: { id: "top", side: "top", rotation: 180 },
  upper: { id: "front", side: "front", rotation: 180 },
  lower: { id: "back", side: "back", rotation: 0 },
  onLeft: { id: "right", side: "right", rotation: 90 },
  onRight: { id: "left", side: "left", rotation: 270 },
  flapPrefix: "lid-",
};

/**
 * A two-piece box of a board with this clearance between the tray's outside and
 * the lid's inside: the folding-carton box here, the rigid one in
 * rigid-box-two-pieces.ts.
 */
export function twoPieceModel(defaultBoard: number, clearance: number): ModelSpec {
  return {
    defaultBoard,
    // A lid much taller than the box is wide no longer slides off straight.
    maxHeight: ({ length, width }) => Math.max(length, width),
    draft: (inside, t) => {
      const tray = trayOutside(inside, t);
      const lid = lidOutside(inside, t, clearance);
      const trayPanels = draftTray(TRAY, tray, t);
      const lidPanels = draftTray(LID, lid, t);
      const trayRight = Math.max(...trayPanels.flatMap((panel) => panel.polygon.map((p) => p.x)));
      const lidLeft = Math.min(...lidPanels.flatMap((panel) => panel.polygon.map((p) => p.x)));
      // Centred on the tray across y, so turning it over about an axis along y lands it square on the tray.
      return { panels: [...trayPanels, ...shifted(lidPanels, trayRight + PART_GAP_MM - lidLeft, (tray.width - lid.width) / 2)] };
    },
    // Turned over about a line along y halfway between the two parts' centres, at
    // half the lid's height: after a half turn its top is at that height, over the tray.
    placeRoot: (net, root, progress) => {
      const trayBottom = net.panels.find((panel) => panel.id === "bottom");
      if (root.id !== "top" || !trayBottom) throw new Error(`no place for ${root.id} in a ${net.model}`);
      const lidHeight = lidOutside(net.inside, net.board, clearance).height;
      const trayCentre = centroid(trayBottom.polygon);
      const lidCentre = centroid(root.polygon);
      const middle = (trayCentre.x + lidCentre.x) / 2;
      // About -y, so the lid (to the right of the tray) rises as it starts to turn.
      return rotationAbout([middle, boundsOf(root.polygon).y, lidHeight / 2], [0, -1, 0], 180 * progress);
    },
  };
}

export const productBoxTwoPieces: ModelSpec = twoPieceModel(TWO_PIECE_BOARD_MM, LID_CLEARANCE_MM);
