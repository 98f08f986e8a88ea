import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

/**
 * The typeface must draw every letter the shop writes in its 11 languages (ą ł ř ů ș ț ...),
 * from a file served by the shop itself, without moving the text when it arrives.
 */

const calls: Record<string, unknown>[] = [];
vi.mock("next/font/local", () => ({
  default: (options: Record<string, unknown>) => {
    calls.push(options);
    return { className: `class${String(options.variable)}`, variable: `variable${String(options.variable)}`, style: { fontFamily: "x" } };
  },
}));

const { fontVariables } = await import("./inter");
const [latin, extended] = calls as unknown as [FontOptions, FontOptions];

interface FontOptions {
  src: string;
  display: string;
  preload: boolean;
  variable: string;
  adjustFontFallback: string | false;
  declarations?: { prop: string; value: string }[];
}

type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
// next/font reads the files' metrics with this fontkit build; the test reads their glyphs with it.
const openFont = createRequire(import.meta.url)("next/dist/compiled/@next/font/dist/fontkit") as ((buffer: Buffer) => Font) & {
  default?: (buffer: Buffer) => Font;
};
const open = (file: string): Font => (openFont.default ?? openFont)(readFileSync(path.join(import.meta.dirname, file)));

function unicodeRange(options: FontOptions): [number, number][] {
  const value = options.declarations?.find((declaration) => declaration.prop === "unicode-range")?.value ?? "";
  return value.split(",").map((part) => {
    const [from, to] = part.trim().replace("U+", "").split("-");
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** Signs the shop writes that Inter's web subsets leave out; the system font draws them (CO₂, ⌀, ⌘, →). */
const DRAWN_BY_THE_SYSTEM = new Set(["₂", "⌀", "⌘", "→"]);

describe("the shop's typeface", () => {
  it("is two self-hosted files of one variable family, swapped in over a size-adjusted fallback", () => {
    expect(latin).toMatchObject({
      src: "./inter-latin-wght-normal.woff2",
      display: "swap",
      preload: true,
      variable: "--font-sans",
      adjustFontFallback: "Arial",
    });
    expect(extended).toMatchObject({ src: "./inter-latin-ext-wght-normal.woff2", display: "swap", preload: false, variable: "--font-sans-extended" });
    expect(fontVariables.split(" ")).toEqual(["variable--font-sans", "variable--font-sans-extended"]);
  });

  it("draws every character of the 11 catalogues from the file whose letters it is", () => {
    const basic = open(latin.src);
    const extra = open(extended.src);
    const ranges = unicodeRange(extended);
    const messages = path.join(import.meta.dirname, "../../messages");
    // Every character the catalogues write, and the Polish, Czech and Romanian letters a shopper may type.
    const characters = new Set([
      ...readdirSync(messages).flatMap((file) => [...readFileSync(path.join(messages, file), "utf8")]),
      ..."ąęłńśźżčřšžůďťňěăâîșțĄĘŁŃŚŹŻČŘŠŽŮĎŤŇĚĂÂÎȘȚ",
    ]);
    const undrawn: string[] = [];
    for (const character of characters) {
      if (/\s/.test(character) || DRAWN_BY_THE_SYSTEM.has(character)) continue;
      const code = character.codePointAt(0)!;
      // The extended face comes first in font-family: a character inside its range fetches that file and must be in it.
      const font = ranges.some(([from, to]) => code >= from && code <= to) ? extra : basic;
      if (!font.hasGlyphForCodePoint(code)) undrawn.push(`${character} U+${code.toString(16).toUpperCase()}`);
    }
    expect(undrawn).toEqual([]);
  });
});
