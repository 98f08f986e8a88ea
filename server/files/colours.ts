import { COLOUR_COUNT_CAP } from "./rules";

/**
 * Distinct colours in RGBA pixels, for print modes limited to a number of
 * inks. Fully transparent pixels are no ink and do not count; alpha is not a
 * colour of its own, so a one-colour logo with soft edges on a transparent
 * background counts as one. Counting stops past the cap: the answer is then
 * COLOUR_COUNT_CAP + 1, meaning "more than the cap".
 */
export function countColours(rgba: Uint8Array, cap = COLOUR_COUNT_CAP): number {
  // One bit per 24-bit colour: 2 MB, and no hashing per pixel.
  const seen = new Uint8Array(1 << 21);
  let count = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3] === 0) continue;
    const colour = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
    const byte = colour >>> 3;
    const bit = 1 << (colour & 7);
    if (seen[byte]! & bit) continue;
    seen[byte] = seen[byte]! | bit;
    count += 1;
    if (count > cap) return cap + 1;
  }
  return count;
}
