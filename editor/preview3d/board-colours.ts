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

/** A poly mailer's film: white outside, dark grey inside (co-extruded, so what is in the mailer does not show through). */
export const FILM_WHITE = "#f5f5f3";
export const FILM_INSIDE = "#4b4b4d";
/** Recycled film is a little grey; compostable film a little cream, the same on both faces. */
export const RECYCLED_FILM = "#dcdcd8";
export const COMPOSTABLE_FILM = "#efede3";

const same = (colour: string): BoardColours => ({ board: colour, inside: colour });

/**
 * Products made of no catalogue board (paper, tape, film) by their type: tissue
 * paper and packing tape are white, packing paper, kraft tape and paper mailers
 * brown kraft, poly mailers their film (never a brown card).
 */
const UNPRINTED_BY_PRODUCT: Partial<Record<string, BoardColours>> = {
  "tissue-paper": same(WHITE_BOARD),
  "packing-tape": same(WHITE_BOARD),
  "packing-paper": same(KRAFT_BOARD),
  "kraft-tape": same(KRAFT_BOARD),
  "paper-mailer": same(KRAFT_BOARD),
  "poly-mailer": { board: FILM_WHITE, inside: FILM_INSIDE },
  "recycled-poly-mailer": { board: RECYCLED_FILM, inside: FILM_INSIDE },
  "bio-poly-mailer": same(COMPOSTABLE_FILM),
  "bio-poly-mailer-plain": same(COMPOSTABLE_FILM),
};

/** The bare colours of a product: its board's, else its type's paper, tape or film; null when neither is known. */
export function productColours(product: { material: Material | null; slug: string } | null): BoardColours | null {
  if (!product) return null;
  if (product.material) return boardColours(product.material);
  return UNPRINTED_BY_PRODUCT[product.slug] ?? null;
}
