import { describe, expect, it, vi } from "vitest";
import { shapeElement, textElement } from "@/lib/design/sample-designs";
import { FONT_FILES_REVISION, fontFileByKey } from "@/lib/design/fonts";
import { FONT_PREVIEW_FILES, FontLoader, fontFilesOf, fontFileUrl } from "./fonts";
import { fakeFontFaces } from "./test-fonts";

const caveatBold = fontFileByKey("caveat-700")!;
const interItalic = fontFileByKey("inter-400-italic")!;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("which font files a side needs", () => {
  it("is each text's file once, italics a family lacks drawn from its upright file", () => {
    const files = fontFilesOf([
      textElement({ id: "a", fontId: "caveat", fontWeight: 700, italic: true }),
      textElement({ id: "b", fontId: "caveat", fontWeight: 700, italic: false }),
      textElement({ id: "c", fontId: "inter", fontWeight: 400, italic: true }),
      shapeElement(),
    ]);
    expect(files.map((file) => file.key)).toEqual(["caveat-700", "inter-400-italic"]);
    expect(fontFilesOf([shapeElement()])).toEqual([]);
  });

  it("fetches each file from the font route by its key and revision", () => {
    expect(fontFileUrl(interItalic)).toBe(`/api/design_fonts/inter-400-italic?v=${FONT_FILES_REVISION}`);
  });

  it("previews every family in its regular file", () => {
    expect(FONT_PREVIEW_FILES.map((file) => file.key)).toEqual([
      "inter-400",
      "roboto-slab-400",
      "playfair-display-400",
      "caveat-400",
      "oswald-400",
      "space-mono-400",
    ]);
  });
});

describe("the font loader", () => {
  it("registers one face per file under its family, weight and style, and says when it has settled", async () => {
    const { api, created, added } = fakeFontFaces();
    const fonts = new FontLoader(api);
    const listener = vi.fn();
    fonts.subscribe(listener);
    expect(fonts.settled(caveatBold)).toBe(false);
    expect(fonts.settled(caveatBold)).toBe(false);
    await tick();
    expect(created.map(({ family, source, descriptors }) => ({ family, source, descriptors }))).toEqual([
      { family: "Caveat", source: `url(/api/design_fonts/caveat-700?v=${FONT_FILES_REVISION})`, descriptors: { weight: "700", style: "normal" } },
    ]);
    expect(added).toEqual(created);
    created[0]!.release();
    await tick();
    expect(fonts.settled(caveatBold)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
  });

  it("waits for every file, and counts a file that fails as settled rather than failing", async () => {
    const { api, created } = fakeFontFaces();
    const fonts = new FontLoader(api);
    let done = false;
    const loading = fonts.load([caveatBold, interItalic]).then(() => {
      done = true;
    });
    await tick();
    expect(created.map((face) => face.descriptors)).toEqual([
      { weight: "700", style: "normal" },
      { weight: "400", style: "italic" },
    ]);
    created[0]!.release();
    await tick();
    expect(done).toBe(false);
    created[1]!.release(false);
    await loading;
    expect(done).toBe(true);
    expect(fonts.settled(interItalic)).toBe(true);
  });

  it("has nothing to wait for without a FontFace API", async () => {
    const fonts = new FontLoader(null);
    expect(fonts.settled(caveatBold)).toBe(true);
    await expect(fonts.load([interItalic])).resolves.toBeUndefined();
  });
});
