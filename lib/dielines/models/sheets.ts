import { rootPanel, shifted } from "../builder";
import { boundsOf } from "../geometry";
import { type Mat4, multiply, rotationAbout, translation } from "../matrix";
import type { Net, Panel } from "../types";
import type { ModelSpec } from "./model";

/**
 * Single sheets: a label (one printed face) and a card (front and back). There
 * is nothing to fold: the sheet lies on its printed face in the net and stands
 * up on its lower edge as it "closes", its front to the viewer, so the 3D view
 * shows it as it is held. A card's back is the reverse of the same sheet; the
 * net draws it as a second part beside the front (as a print file has a page
 * per side), and it turns over like a page onto the front's reverse, the
 * card's thickness behind it.
 */

export const LABEL_BOARD_MM = 0.08;
export const CARD_BOARD_MM = 0.4;
/** Space between a card's front and back in the flat net. */
const PART_GAP_MM = 10;

/** The sheet standing up: turned about its lower edge until its printed face looks to -y and its top is up. */
function standUp(net: Net, progress: number): Mat4 {
  const lower = net.inside.width;
  return rotationAbout([0, lower, 0], [1, 0, 0], -90 * progress);
}

export const squareLabel: ModelSpec = {
  defaultBoard: LABEL_BOARD_MM,
  maxHeight: () => 0,
  draft: ({ length, width }) => ({ panels: [rootPanel({ id: "front", side: "front", x: 0, y: 0, width: length, height: width })] }),
  zeroDimensions: { height: "must" },
  placeFirstRoot: (net, _root, progress) => standUp(net, progress),
};

export const printedCard: ModelSpec = {
  defaultBoard: CARD_BOARD_MM,
  maxHeight: () => 0,
  draft: ({ length, width }) => {
    const front = rootPanel({ id: "front", side: "front", x: 0, y: 0, width: length, height: width });
    const back: Panel[] = shifted([rootPanel({ id: "back", side: "back", x: 0, y: 0, width: length, height: width })], length + PART_GAP_MM, 0);
    return { panels: [front, ...back] };
  },
  zeroDimensions: { height: "must" },
  placeFirstRoot: (net, _root, progress) => standUp(net, progress),
  // Turned over about the upright line half way between the two parts (swinging behind the front), then the card's thickness back.
  placeRoot: (net, root, progress) => {
    if (root.id !== "back") throw new Error(`no place for ${root.id} in a card`);
    const front = boundsOf(net.panels[0]!.polygon);
    const middle = (front.x + front.width + boundsOf(root.polygon).x) / 2;
    const turned = multiply(translation(0, 0, net.board * progress), rotationAbout([middle, 0, 0], [0, 1, 0], -180 * progress));
    return multiply(standUp(net, progress), turned);
  },
};
