import type { Material } from "@/lib/catalog/constants";

/** Unprinted brown corrugated board. */
export const KRAFT_BOARD = "#c19a6b";
/** White-lined or coated board. */
export const WHITE_BOARD = "#f4f2ec";

export interface BoardColours {
  /** The outside of panels that carry no artwork: flaps, tucks, glue flaps. */
  board: string;
  /** The inside of every panel. */
  inside: string;
}

// Which face of each material is white: "one side" is the printed outside, the
// "white inside" materials are kraft or coated outside with a white liner inside.
const COLOURS: Record<Material, BoardColours> = {
  "cardboard-white-one-side": { board: WHITE_BOARD, inside: KRAFT_BOARD },
  "cardboard-white-two-sides": { board: WHITE_BOARD, inside: WHITE_BOARD },
  "cardboard-white": { board: WHITE_BOARD, inside: WHITE_BOARD },
  "cardboard-coated": { board: WHITE_BOARD, inside: KRAFT_BOARD },
  "cardboard-coated-white-inside": { board: WHITE_BOARD, inside: WHITE_BOARD },
  "cardboard-natural-white-inside": { board: KRAFT_BOARD, inside: WHITE_BOARD },
  "cardboard-natural": { board: KRAFT_BOARD, inside: KRAFT_BOARD },
  "cardboard-cardstock": { board: WHITE_BOARD, inside: WHITE_BOARD },
};

/** The colours of a box's bare board for a catalogue material. */
export function boardColours(material: Material): BoardColours {
  return COLOURS[material];
}
