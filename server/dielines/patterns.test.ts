import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { dielineOf } from "./service";

/** The dieline of a pattern is its tile, of a paper can its wrap and lid, named as the editor names them. */
describe("the dieline of tissue paper, tape and the paper can", () => {
  it("draws tissue paper's tile, called the pattern tile, under the sheet's flat size", async () => {
    const { net, words } = await dielineOf(REGIONS.eu, "tissue-paper-500x700", "en-US");
    expect(net.model).toBe("pattern-sheet");
    expect(words.sides.front).toBe("Pattern tile");
    // Tissue has no inside: its size is its sheet's.
    expect(words.title).toBe("Dieline: Tissue paper, 500 × 700 mm");
  });

  it("names the paper can's wrap and lid, in the shopper's language", async () => {
    const { net, words } = await dielineOf(REGIONS.pl, "paper-can-73x73x100", "pl-PL");
    expect(net.model).toBe("paper-can");
    expect(words.sides.front).toBe("Owijka");
    expect(words.sides.top).toBe("Wieczko");
    // A can by its diameter and height, not as a box's inside.
    expect(words.title).toMatch(/^Wykrojnik: .+, ⌀ 73 × 100 mm$/);
  });

  it("gives tape by its width and roll length, and keeps a box's inside size", async () => {
    const tape = await dielineOf(REGIONS.eu, "kraft-tape-50000x50", "en-US");
    expect(tape.words.title).toMatch(/, 50 mm × 50 m$/);
    // One repeat along the tape, as the editor's tab and downloads say, not a tile.
    expect(tape.words.sides.front).toBe("Pattern repeat");
    expect((await dielineOf(REGIONS.pl, "kraft-tape-50000x50", "pl-PL")).words.sides.front).toBe("Powtórzenie wzoru");
    expect((await dielineOf(REGIONS.eu, "mailer-box-eco-200x150x70", "en-US")).words.title).toMatch(/, inside 200 × 150 × 70 mm$/);
  });
});
