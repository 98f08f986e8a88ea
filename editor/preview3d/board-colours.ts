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

/**
 * Products made of no catalogue board (paper, tape) by their type: tissue paper
 * and packing tape are white, packing paper and kraft tape brown kraft.
 */
const UNPRINTED_BY_PRODUCT: Partial<Record<string, string>> = {
  "tissue-paper": WHITE_BOARD,
  "packing-tape": WHITE_BOARD,
  "packing-paper": KRAFT_BOARD,
  "kraft-tape": KRAFT_BOARD,
};

/** The bare colours of a product: its board's, else its type's paper or tape; null when neither is known. */
export function productColours(product: { material: Material | null; slug: string } | null): BoardColours | null {
  if (!product) return null;
  if (product.material) return boardColours(product.material);
  const colour = UNPRINTED_BY_PRODUCT[product.slug];
  return colour ? { board: colour, inside: colour } : null;
}
