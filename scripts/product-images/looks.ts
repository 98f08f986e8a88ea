/**
 * The boards and papers the pictures are made of, and the ink a printed product
 * carries. Plain data shared by the generator (Node) and the stage (the browser page).
 */

/** A surface as it looks: its base colour, how its fibres show, how it shines. */
export interface SurfaceSpec {
  /** Base colour of the face. */
  colour: string;
  /** How strongly fibres show (0 none .. 1 kraft). */
  fibre: number;
  /** 0 matte paper .. 1 gloss-coated. */
  gloss: number;
  /** Clouds of another colour under the face: the kraft showing through a thin white liner. */
  mottle?: string;
  /** Fibres drawn brighter than the face (a bleached board's fresh fibre) rather than darker. */
  brightFibre?: boolean;
  /** A coated board's satin: its own roughness and how strongly it mirrors the studio, for a soft sheen. */
  satin?: { roughness: number; reflection: number };
}

export interface Look {
  outside: SurfaceSpec;
  inside: SurfaceSpec;
  /** The cut edge: the board's core (a corrugated board's flutes are brown, a wrapped rigid board shows its paper). */
  edge: string;
}

const KRAFT: SurfaceSpec = { colour: "#ad8254", fibre: 1, gloss: 0 };
// Three white faces that must not look alike (docs/adr/0066-express-delivery-date-and-true-boards.md):
// solid bleached board is bright and matte with its fibre showing; a white liner on kraft
// is a warmer, duller white with the brown core clouding through; coated board is smooth
// under a satin sheen.
const WHITE: SurfaceSpec = { colour: "#f5f5f2", fibre: 0.8, gloss: 0, brightFibre: true };
const WHITE_LINED: SurfaceSpec = { colour: "#ebe7dd", fibre: 0.35, gloss: 0.02, mottle: "#b99c74" };
const COATED: SurfaceSpec = { colour: "#f0f0ee", fibre: 0, gloss: 0.7, satin: { roughness: 0.3, reflection: 1.2 } };
const CARDSTOCK: SurfaceSpec = { colour: "#f4f3ef", fibre: 0.3, gloss: 0.15 };
const COTTON: SurfaceSpec = { colour: "#ece3cf", fibre: 0.7, gloss: 0 };
const FILM_WHITE: SurfaceSpec = { colour: "#f3f3f1", fibre: 0, gloss: 0.85 };
const FILM_GREY: SurfaceSpec = { colour: "#4b4b4d", fibre: 0, gloss: 0.6 };
const FILM_RECYCLED: SurfaceSpec = { colour: "#d9dad5", fibre: 0, gloss: 0.75 };
const FILM_COMPOSTABLE: SurfaceSpec = { colour: "#ece9dc", fibre: 0, gloss: 0.55 };
const TISSUE: SurfaceSpec = { colour: "#f6f5f2", fibre: 0.35, gloss: 0 };
const KRAFT_CORE = "#a57a4d";

/** The catalogue's board materials (lib/catalog/constants MATERIALS). */
export const MATERIAL_LOOKS: Record<string, Look> = {
  "cardboard-natural": { outside: KRAFT, inside: KRAFT, edge: KRAFT_CORE },
  "cardboard-natural-white-inside": { outside: KRAFT, inside: WHITE_LINED, edge: KRAFT_CORE },
  // White-lined kraft: white outside, the kraft core at every cut edge.
  "cardboard-white-one-side": { outside: WHITE_LINED, inside: KRAFT, edge: KRAFT_CORE },
  "cardboard-white-two-sides": { outside: WHITE_LINED, inside: WHITE_LINED, edge: KRAFT_CORE },
  // Solid bleached board: white through, so its edges are white too.
  "cardboard-white": { outside: WHITE, inside: WHITE, edge: "#e8e6df" },
  "cardboard-coated": { outside: COATED, inside: KRAFT, edge: KRAFT_CORE },
  "cardboard-coated-white-inside": { outside: COATED, inside: WHITE_LINED, edge: "#cfc8b8" },
  "cardboard-cardstock": { outside: CARDSTOCK, inside: CARDSTOCK, edge: "#dedbd2" },
};

/** Products sold in no catalogue board: their own paper, film or cloth. */
export const PRODUCT_LOOKS: Record<string, Look> = {
  "paper-bag": { outside: KRAFT, inside: KRAFT, edge: KRAFT_CORE },
  "tote-bag": { outside: COTTON, inside: COTTON, edge: COTTON.colour },
  "doypack-bag": { outside: KRAFT, inside: { colour: "#c9c9c7", fibre: 0, gloss: 0.8 }, edge: KRAFT_CORE },
  "poly-mailer": { outside: FILM_WHITE, inside: FILM_GREY, edge: FILM_WHITE.colour },
  "bio-poly-mailer": { outside: FILM_COMPOSTABLE, inside: FILM_COMPOSTABLE, edge: FILM_COMPOSTABLE.colour },
  "bio-poly-mailer-plain": { outside: FILM_COMPOSTABLE, inside: FILM_COMPOSTABLE, edge: FILM_COMPOSTABLE.colour },
  "recycled-poly-mailer": { outside: FILM_RECYCLED, inside: FILM_GREY, edge: FILM_RECYCLED.colour },
  "paper-mailer": { outside: KRAFT, inside: KRAFT, edge: KRAFT_CORE },
  "square-label": { outside: { colour: "#f8f8f6", fibre: 0.05, gloss: 0.5 }, inside: WHITE, edge: "#eeeeea" },
  "tissue-paper": { outside: TISSUE, inside: TISSUE, edge: TISSUE.colour },
  "packing-paper": { outside: KRAFT, inside: KRAFT, edge: KRAFT_CORE },
  "packing-tape": { outside: { colour: "#f2f1ee", fibre: 0.1, gloss: 0.5 }, inside: WHITE, edge: "#e6e4de" },
  "kraft-tape": { outside: KRAFT, inside: KRAFT, edge: KRAFT_CORE },
  "pre-printed-kraft-tape": { outside: KRAFT, inside: KRAFT, edge: KRAFT_CORE },
};

/** The printing a picture shows: none for plain products, else the brand mark in this ink. */
export interface Ink {
  primary: string;
  accent: string;
}

/** The ink of a print mode: black on one colour, white for white ink, two colours for colour print. */
export function inkOf(printModes: readonly string[], outside: SurfaceSpec): Ink | null {
  if (printModes.length === 0 || printModes.every((mode) => mode === "no-print")) return null;
  const mode = printModes[0]!;
  if (mode.includes("white")) return { primary: "#fbfaf7", accent: "#fbfaf7" };
  if (mode.includes("monochrome")) {
    const dark = outside.fibre > 0.5 ? "#2a2420" : "#1f2a37";
    return { primary: dark, accent: dark };
  }
  return { primary: "#1f4f4a", accent: "#d9773a" };
}
