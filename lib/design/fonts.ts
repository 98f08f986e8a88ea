/**
 * The fonts the editor offers, all under open licences (SIL OFL 1.1, Roboto
 * Slab Apache 2.0) so print files may embed them. Designs store the id, never the
 * family name, so a family can be renamed or replaced without touching stored designs.
 * Every family has a 400 weight: legacy designs and new text start with it.
 * `italics` says whether the family has drawn italics; without them the editor
 * and the print slant the upright letters.
 */

const FONT_LIST = [
  { id: "inter", family: "Inter", weights: [400, 500, 700], italics: true },
  { id: "roboto-slab", family: "Roboto Slab", weights: [400, 700], italics: false },
  { id: "playfair-display", family: "Playfair Display", weights: [400, 700], italics: true },
  { id: "caveat", family: "Caveat", weights: [400, 700], italics: false },
  { id: "oswald", family: "Oswald", weights: [300, 400, 700], italics: false },
  { id: "space-mono", family: "Space Mono", weights: [400, 700], italics: true },
] as const;

export type FontId = (typeof FONT_LIST)[number]["id"];

export interface Font {
  readonly id: FontId;
  readonly family: string;
  readonly weights: readonly number[];
  readonly italics: boolean;
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

/**
 * One bundled TrueType file: a font in one weight, upright or italic. The
 * editor fetches it by `key` (the only name the font route accepts) and the
 * print reads `file`, a path inside node_modules (the @expo-google-fonts
 * packages, one folder per weight and style).
 */
export interface FontFile {
  readonly key: string;
  readonly fontId: FontId;
  readonly family: string;
  readonly weight: number;
  readonly italic: boolean;
  readonly file: string;
}

/**
 * Part of every font file's URL: browsers keep the files for a year, so raise it
 * whenever the font packages change what a key holds.
 */
export const FONT_FILES_REVISION = 1;

/** The packages' folder names per weight ("700Bold", "700Bold_Italic"). */
const WEIGHT_NAMES: Record<number, string> = {
  100: "Thin",
  200: "ExtraLight",
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
  900: "Black",
};

function fontFile(font: Font, weight: number, italic: boolean): FontFile {
  const style = `${weight}${WEIGHT_NAMES[weight]}${italic ? "_Italic" : ""}`;
  return Object.freeze({
    key: `${font.id}-${weight}${italic ? "-italic" : ""}`,
    fontId: font.id,
    family: font.family,
    weight,
    italic,
    file: `@expo-google-fonts/${font.id}/${style}/${font.family.replaceAll(" ", "")}_${style}.ttf`,
  });
}

/** Every bundled file: each font's weights, upright, and italic where the family has italics. */
export const FONT_FILES: readonly FontFile[] = Object.freeze(
  FONTS.flatMap((font) => font.weights.flatMap((weight) => [fontFile(font, weight, false), ...(font.italics ? [fontFile(font, weight, true)] : [])])),
);

const BY_KEY = new Map(FONT_FILES.map((file) => [file.key, file]));

export function fontFileByKey(key: string): FontFile | undefined {
  return BY_KEY.get(key);
}

/**
 * The file that draws text in a font, weight and style: the nearest weight the
 * font has, and the upright file where the family has no italics (the caller
 * slants it). An unknown font id gets the default font.
 */
export function fontFileFor(fontId: string, weight: number, italic: boolean): FontFile {
  const font = fontById(fontId) ?? fontById(DEFAULT_FONT_ID)!;
  const key = `${font.id}-${nearestWeight(font.id, weight)}${italic && font.italics ? "-italic" : ""}`;
  return BY_KEY.get(key)!;
}
