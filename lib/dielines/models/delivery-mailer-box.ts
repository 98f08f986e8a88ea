import { line } from "../builder";
import type { Segment } from "../types";
import { draftMailer, MAILER_BOARD_MM, mailerMaxHeight, mailerOutside } from "./mailer-box";
import type { ModelSpec } from "./model";

/**
 * The mailer with a tear strip ("zip"): two perforated lines across the front
 * wall, a strip the shopper pulls off to open the box without a knife. The
 * folding geometry is the mailer's; only the perforations are added, and they
 * are neither cut through nor creased.
 */

/** The strip's two lines: its top edge `offset` below the front wall's top edge, `width` apart. */
export function tearStrip(frontHeight: number, fromX: number, toX: number): Segment[] {
  const offset = Math.min(15, frontHeight / 3);
  const width = Math.min(8, frontHeight / 4);
  const upper = -frontHeight + offset;
  return [line(fromX, upper, toX, upper), line(fromX, upper + width, toX, upper + width)];
}

export const deliveryMailerBox: ModelSpec = {
  defaultBoard: MAILER_BOARD_MM,
  lid: "top",
  maxHeight: mailerMaxHeight,
  draft: (inside, t) => {
    const { length: Lo } = mailerOutside(inside, t);
    return { panels: draftMailer(inside, t), perforations: tearStrip(inside.height + t, t, Lo - t) };
  },
};
