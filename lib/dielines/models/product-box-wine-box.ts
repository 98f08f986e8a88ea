import type { ModelSpec } from "./model";
import { draftTuckEnd } from "./tuck-end";

/**
 * A wine box: a tall, narrow tuck-end box in E-flute board (a bottle is heavy
 * for folding carton), with a straight tuck: both lids hang from the back, so
 * the front panel runs uninterrupted from top to bottom. Panels and allowances
 * as in tuck-end.ts.
 */

export const WINE_BOX_BOARD_MM = 1.5;

export const productBoxWineBox: ModelSpec = {
  defaultBoard: WINE_BOX_BOARD_MM,
  maxHeight: ({ length, width }) => 10 * Math.max(length, width),
  draft: (inside, t) => ({ panels: draftTuckEnd(inside, t, "straight") }),
};
