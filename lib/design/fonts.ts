/**
 * The fonts the editor offers, all under open licences (SIL OFL or Apache 2.0)
 * so print files may embed them. Designs store the id, never the family name,
 * so a family can be renamed or replaced without touching stored designs.
 * Every family has a 400 weight: legacy designs and new text start with it.
 */

const FONT_LIST = [
  { id: "inter", family: "Inter", weights: [400, 500, 700] },
  { id: "roboto-slab", family: "Roboto Slab", weights: [400, 700] },
  { id: "playfair-display", family: "Playfair Display", weights: [400, 700] },
  { id: "caveat", family: "Caveat", weights: [400, 700] },
  { id: "oswald", family: "Oswald", weights: [300, 400, 700] },
  { id: "space-mono", family: "Space Mono", weights: [400, 700] },
] as const;

export type FontId = (typeof FONT_LIST)[number]["id"];

export interface Font {
  readonly id: FontId;
  readonly family: string;
  readonly weights: readonly number[];
}

export const FONTS: readonly Font[] = Object.freeze(FONT_LIST.map((font) => Object.freeze({ ...font })));
export const FONT_IDS = FONT_LIST.map((font) => font.id) as [FontId, ...FontId[]];
export const DEFAULT_FONT_ID: FontId = "inter";
export const DEFAULT_FONT_WEIGHT = 400;

export function fontById(id: string): Font | undefined {
  return FONTS.find((font) => font.id === id);
}

/** The font's weight closest to the one asked for (ties go to the lighter), for when the shopper switches family. */
export function nearestWeight(fontId: FontId, weight: number): number {
  const weights = fontById(fontId)?.weights ?? [DEFAULT_FONT_WEIGHT];
  return weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
}
