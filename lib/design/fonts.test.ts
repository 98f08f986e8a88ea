import { describe, expect, it } from "vitest";
import { FONT_FILES, FONTS, fontFileByKey, fontFileFor } from "./fonts";

describe("the font files", () => {
  it("has one file per font, weight and style, italics only where the family has them", () => {
    expect(new Set(FONT_FILES.map((file) => file.key)).size).toBe(FONT_FILES.length);
    for (const font of FONTS) {
      const files = FONT_FILES.filter((file) => file.fontId === font.id);
      expect(files.filter((file) => !file.italic).map((file) => file.weight)).toEqual([...font.weights]);
      expect(files.filter((file) => file.italic).map((file) => file.weight)).toEqual(font.italics ? [...font.weights] : []);
    }
    expect(FONT_FILES.filter((file) => file.italic).map((file) => file.fontId)).not.toContain("caveat");
  });

  it("names each file as the packages lay them out", () => {
    expect(fontFileByKey("inter-400")?.file).toBe("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf");
    expect(fontFileByKey("inter-500-italic")?.file).toBe("@expo-google-fonts/inter/500Medium_Italic/Inter_500Medium_Italic.ttf");
    expect(fontFileByKey("roboto-slab-700")?.file).toBe("@expo-google-fonts/roboto-slab/700Bold/RobotoSlab_700Bold.ttf");
    expect(fontFileByKey("oswald-300")?.file).toBe("@expo-google-fonts/oswald/300Light/Oswald_300Light.ttf");
    expect(fontFileByKey("space-mono-700-italic")?.file).toBe("@expo-google-fonts/space-mono/700Bold_Italic/SpaceMono_700Bold_Italic.ttf");
  });

  it("finds files by their key only", () => {
    expect(fontFileByKey("caveat-700")).toMatchObject({ fontId: "caveat", family: "Caveat", weight: 700, italic: false });
    for (const key of ["caveat-700-italic", "caveat-500", "__proto__", "../inter-400", "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf", ""]) {
      expect(fontFileByKey(key), key).toBeUndefined();
    }
  });

  it("draws italics a family lacks with its upright file, and a missing weight with the nearest", () => {
    expect(fontFileFor("inter", 700, true).key).toBe("inter-700-italic");
    expect(fontFileFor("caveat", 700, true).key).toBe("caveat-700");
    expect(fontFileFor("roboto-slab", 400, true).key).toBe("roboto-slab-400");
    expect(fontFileFor("inter", 600, false).key).toBe("inter-500");
    expect(fontFileFor("oswald", 900, false).key).toBe("oswald-700");
    expect(fontFileFor("comic-sans", 400, false).key).toBe("inter-400");
  });
});
