import { describe, expect, it } from "vitest";
import { FONT_FILES, type FontFile } from "@/lib/design/fonts";
import { TrueTypeFont } from "@/server/pdf/truetype";
import { fontFileBytes, printFont } from "./fonts";

const WEIGHT_NAMES: Record<number, string> = { 300: "Light", 400: "Regular", 500: "Medium", 700: "Bold" };

/** The PostScript name a file of this family, weight and style carries (Inter-BoldItalic, Inter-Italic). */
function postScriptName(file: FontFile): string {
  const weight = file.weight === 400 && file.italic ? "" : WEIGHT_NAMES[file.weight];
  return `${file.family.replaceAll(" ", "")}-${weight}${file.italic ? "Italic" : ""}`;
}

describe("the bundled font files", () => {
  it("are each the TrueType font the table says, embeddable, with every Polish letter", async () => {
    for (const file of FONT_FILES) {
      const font = await printFont(file);
      expect(font, file.key).toBeInstanceOf(TrueTypeFont);
      expect(font!.postScriptName, file.key).toBe(postScriptName(file));
      expect(font!.metrics.italicAngle !== 0, file.key).toBe(file.italic);
      const missing = [..."ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"].filter((char) => font!.glyphOf(char.codePointAt(0)!) === 0);
      expect(missing, file.key).toEqual([]);
    }
  });

  it("are read once per process", async () => {
    const file = FONT_FILES[0]!;
    expect(await fontFileBytes(file)).toBe(await fontFileBytes(file));
    expect(await printFont(file)).toBe(await printFont(file));
  });

  it("answer null for the print, and reject for the route, when a file cannot be read", async () => {
    const gone: FontFile = { ...FONT_FILES[0]!, key: "gone-400", file: "@expo-google-fonts/gone/400Regular/Gone_400Regular.ttf" };
    await expect(fontFileBytes(gone)).rejects.toThrow();
    expect(await printFont(gone)).toBeNull();
  });
});
