import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { dielineOf } from "./service";

/** The dieline of a pattern is its tile, of a paper can its wrap and lid, named as the editor names them. */
describe("the dieline of tissue paper, tape and the paper can", () => {
  it("draws tissue paper's tile, called the pattern tile, under the sheet's flat size", async () => {
    const { net, words } = await dielineOf(REGIONS.eu, "tissue-paper-500x700", "en-US");
    expect(net.model).toBe("pattern-sheet");
    expect(words.sides.front).toBe("Pattern tile");
    expect(words.title).toContain("500 × 700 mm");
    expect(words.title).not.toContain("× 0");
  });

  it("names the paper can's wrap and lid, in the shopper's language", async () => {
    const { net, words } = await dielineOf(REGIONS.pl, "paper-can-73x73x100", "pl-PL");
    expect(net.model).toBe("paper-can");
    expect(words.sides.front).toBe("Owijka");
    expect(words.sides.top).toBe("Wieczko");
    expect(words.title).toContain("73 × 73 × 100 mm");
  });
});
