/**
 * Colours are stored one way only: lower-case "#rrggbb". Anything else a
 * shopper, a colour picker or a legacy design hands over goes through
 * normalizeColor first.
 */

export const HEX_COLOR = /^#[0-9a-f]{6}$/;

const HEX_INPUT = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_INPUT = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:1|1\.0+|100%)\s*)?\)$/i;
const NAMED: Record<string, string> = { black: "#000000", white: "#ffffff" };

/**
 * "#RGB", "#RRGGBB" (any case, "#" optional), "rgb(r, g, b)" and the names
 * black and white, as "#rrggbb"; undefined when the input is not an opaque
 * colour (a translucent rgba() cannot be printed as one ink and is refused).
 */
export function normalizeColor(input: string): string | undefined {
  const value = input.trim();
  const hex = HEX_INPUT.exec(value);
  if (hex?.[1]) {
    const digits = hex[1].toLowerCase();
    return digits.length === 3 ? `#${[...digits].map((d) => d + d).join("")}` : `#${digits}`;
  }
  const rgb = RGB_INPUT.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (channels.some((c) => c > 255)) return undefined;
    return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  }
  return NAMED[value.toLowerCase()];
}
