import type { ModelSpec } from "./model";
import { draftTuckEnd } from "./tuck-end";

/**
 * A folding-carton product box with a reverse tuck end: the top lid hangs from
 * the back, the bottom lid from the front, so the two tucks go in from opposite
 * sides (see tuck-end.ts for the panels and allowances).
 */

export const PRODUCT_BOARD_MM = 0.5;

export const productBox: ModelSpec = {
  defaultBoard: PRODUCT_BOARD_MM,
  // Taller than this a carton of this footprint no longer stands.
  maxHeight: ({ length, width }) => 5 * Math.max(length, width),
  draft: (inside, t) => ({ panels: draftTuckEnd(inside, t, "reverse") }),
};
