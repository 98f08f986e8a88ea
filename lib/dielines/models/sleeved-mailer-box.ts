import { hang, line, rectangle, rootPanel, shifted, taperedFlap } from "../builder";
import { boundsOf } from "../geometry";
import { translation } from "../matrix";
import type { Dimensions, Panel } from "../types";
import { draftMailer, MAILER_BOARD_MM, mailerMaxHeight, mailerOutside } from "./mailer-box";
import type { ModelSpec } from "./model";

/**
 * A mailer plus a sleeve: a band of four panels and a glue flap that slides over
 * the closed mailer from one end. The sleeve shows the top, front, bottom and
 * back; the mailer's own panels under it are plain, and its end walls show left
 * and right. The sleeve is its own fold tree, laid beside the mailer in the net.
 *
 * Allowances: the sleeve is as long as the mailer; its inside is the mailer's
 * outside plus SLEEVE_CLEARANCE_MM in width and height; its board is
 * SLEEVE_BOARD_MM (a folding-carton band, whatever the mailer's board). The back
 * panel is one sleeve board short so the glue flap lies under the top.
 *
 * The sleeve's panels are the "sleeve" part: they keep the box's outside side ids
 * (the sleeve is what shows outside), and the editor names them as the sleeve's
 * (ADR 0039). With the sleeve slid off, the mailer shows its lid unprinted.
 */

export const SLEEVE_BOARD_MM = 0.5;
export const SLEEVE_CLEARANCE_MM = 1;
/** Space between the mailer and the sleeve in the flat net. */
const PART_GAP_MM = 10;

export function sleeveOutside(inside: Dimensions, t: number): Dimensions {
  const mailer = mailerOutside(inside, t);
  const grow = SLEEVE_CLEARANCE_MM + 2 * SLEEVE_BOARD_MM;
  return { length: mailer.length, width: mailer.width + grow, height: mailer.height + grow };
}

function draftSleeve(inside: Dimensions, t: number): Panel[] {
  const s = SLEEVE_BOARD_MM;
  const { length: Ls, width: Ws, height: Hs } = sleeveOutside(inside, t);
  const part = "sleeve" as const;
  const bottom = rootPanel({ id: "sleeve-bottom", side: "bottom", part, x: 0, y: 0, width: Ls, height: Ws });
  const front = hang(bottom, line(0, 0, Ls, 0), { id: "sleeve-front", side: "front", part, shape: rectangle(Hs) });
  const top = hang(front, line(0, -Hs, Ls, -Hs), { id: "sleeve-top", side: "top", part, shape: rectangle(Ws) });
  const back = hang(bottom, line(0, Ws, Ls, Ws), { id: "sleeve-back", side: "back", part, rotation: 180, shape: rectangle(Hs - s) });
  const glueDepth = Math.min(15, Ws / 3);
  const glue = hang(back, line(0, Ws + Hs - s, Ls, Ws + Hs - s), {
    id: "sleeve-glue-flap",
    part,
    shape: taperedFlap(glueDepth, glueDepth / 2, glueDepth / 2),
  });
  return [bottom, front, top, back, glue];
}

export const sleevedMailerBox: ModelSpec = {
  defaultBoard: MAILER_BOARD_MM,
  maxHeight: mailerMaxHeight,
  draft: (inside, t) => {
    const mailer = draftMailer(inside, t, new Set(["left", "right"]));
    const mailerRight = Math.max(...mailer.flatMap((panel) => panel.polygon.map((p) => p.x)));
    const sleeve = draftSleeve(inside, t);
    const sleeveLeft = Math.min(...sleeve.flatMap((panel) => panel.polygon.map((p) => p.x)));
    return { panels: [...mailer, ...shifted(sleeve, mailerRight + PART_GAP_MM - sleeveLeft, 0)] };
  },
  // The sleeve moves straight onto the mailer, centred on it across the clearance.
  placeRoot: (net, root, progress) => {
    const mailerBottom = net.panels.find((panel) => panel.id === "bottom");
    if (root.id !== "sleeve-bottom" || !mailerBottom) throw new Error(`no place for ${root.id} in a sleeved mailer`);
    const offset = SLEEVE_CLEARANCE_MM / 2 + SLEEVE_BOARD_MM;
    const to = boundsOf(mailerBottom.polygon);
    const from = boundsOf(root.polygon);
    return translation((to.x - from.x) * progress, (to.y - offset - from.y) * progress, -offset * progress);
  },
};
