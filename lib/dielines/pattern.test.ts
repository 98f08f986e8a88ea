import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { edgesOf, signedArea } from "./geometry";
import { BLEED_MM, buildNet, foldTransforms, modelForProduct, printableSides, printedTiles, sidePanel, tilePlacements, type Net } from "./index";
import { isConvex } from "./test-helpers";

/**
 * Tissue paper, packing paper and printed tape are one designed tile repeated;
 * the paper can is a wrap round a tube and a round lid. The sizes are the
 * catalogue's (server/catalog/products.ts): sheets length x width x 0, tape its
 * roll length x its width x 0, cans diameter x diameter x height.
 */

const sheet = (length: number, width: number) => buildNet("pattern-sheet", { length, width, height: 0 });
const tape = (length: number, width: number) => buildNet("pattern-tape", { length, width, height: 0 });
const can = (diameter: number, height: number) => buildNet("paper-can", { length: diameter, width: diameter, height });

function tileOf(net: Net) {
  const panel = sidePanel(net, "front");
  return { width: panel.frame.width, height: panel.frame.height };
}

describe("a pattern sheet (tissue and packing paper)", () => {
  it.each([
    [500, 700, 125],
    [750, 500, 125],
    [600, 800, 120],
    [800, 1200, 800 / 6],
  ])("gives a %i x %i mm sheet a square tile of %d mm that fits its shorter side a whole number of times", (length, width, side) => {
    const net = sheet(length, width);
    expect(tileOf(net).width).toBeCloseTo(side, 6);
    expect(tileOf(net).height).toBeCloseTo(side, 6);
    expect(side).toBeGreaterThanOrEqual(100);
    expect(side).toBeLessThanOrEqual(150);
    expect(Math.min(length, width) / side).toBeCloseTo(Math.round(Math.min(length, width) / side), 9);
    expect(net.repeat).toEqual({ kind: "sheet", tile: tileOf(net), area: { width: length, height: width }, print: { width: length, height: width } });
  });

  it("is one printable panel, the tile, that nothing folds", () => {
    const net = sheet(500, 700);
    expect(printableSides(net)).toEqual(["front"]);
    expect(net.panels).toHaveLength(1);
    expect(net.panels[0]!.polygon).toEqual([
      { x: 0, y: 0 },
      { x: 125, y: 0 },
      { x: 125, y: 125 },
      { x: 0, y: 125 },
    ]);
    expect(net.creases).toEqual([]);
    expect(foldTransforms(net, 1).tile).toEqual(foldTransforms(net, 0).tile);
    expect(JSON.parse(JSON.stringify(net))).toEqual(net);
  });

  it("refuses sizes no sheet has", () => {
    for (const size of [
      { length: 500, width: 700, height: 10 },
      { length: 50, width: 700, height: 0 },
      { length: 500, width: 3001, height: 0 },
      { length: Number.NaN, width: 700, height: 0 },
    ]) {
      expect(() => buildNet("pattern-sheet", size)).toThrow(RangeError);
    }
  });
});

describe("a pattern tape (packing and kraft tape)", () => {
  it.each([
    [66000, 48],
    [50000, 50],
  ])("repeats a %i mm roll every 300 mm, as wide as the %i mm tape, and prints one repeat", (length, width) => {
    const net = tape(length, width);
    expect(tileOf(net)).toEqual({ width: 300, height: width });
    expect(net.repeat).toEqual({
      kind: "roll",
      tile: { width: 300, height: width },
      area: { width: length, height: width },
      print: { width: 300, height: width },
    });
    expect(printableSides(net)).toEqual(["front"]);
  });

  it("refuses a roll with a height, or too short or too wide a tape", () => {
    expect(() => buildNet("pattern-tape", { length: 66000, width: 48, height: 1 })).toThrow(RangeError);
    expect(() => tape(500, 48)).toThrow(RangeError);
    expect(() => tape(66000, 200)).toThrow(RangeError);
  });
});

describe("the paper can", () => {
  it.each([
    [73, 100],
    [83, 150],
    [99, 200],
  ])("wraps a %i mm can of %i mm with a label as long as its circumference, and closes it with a round lid", (diameter, height) => {
    const net = can(diameter, height);
    expect(printableSides(net)).toEqual(["front", "top"]);
    const wrap = sidePanel(net, "front");
    expect(wrap.frame.width).toBeCloseTo(Math.PI * diameter, 6);
    expect(wrap.frame.height).toBe(height);
    expect(net.cylinder).toEqual({ diameter, height, circumference: wrap.frame.width });

    const lid = sidePanel(net, "top");
    expect(lid.frame.width).toBeCloseTo(diameter, 9);
    expect(lid.frame.height).toBeCloseTo(diameter, 9);
    expect(isConvex(lid.polygon)).toBe(true);
    expect(signedArea(lid.polygon)).toBeGreaterThan(0);
    // The polygon is the circle to a tenth of a millimetre.
    expect(signedArea(lid.polygon) / ((Math.PI * diameter * diameter) / 4)).toBeGreaterThan(0.999);
    const centre = { x: lid.frame.origin.x + diameter / 2, y: lid.frame.origin.y + diameter / 2 };
    for (const { a, b } of edgesOf(lid.polygon)) {
      const middle = Math.hypot((a.x + b.x) / 2 - centre.x, (a.y + b.y) / 2 - centre.y);
      expect(diameter / 2 - middle).toBeLessThan(0.1);
    }
    // Lid below the wrap, apart from it; both cut all round, nothing creased.
    expect(lid.frame.origin.y).toBeGreaterThan(height);
    expect(net.creases).toEqual([]);
    expect(net.cuts).toHaveLength(4 + lid.polygon.length);
  });

  it("refuses a can that is not round or out of range", () => {
    expect(() => buildNet("paper-can", { length: 73, width: 80, height: 100 })).toThrow(RangeError);
    expect(() => can(10, 100)).toThrow(RangeError);
    expect(() => can(73, 1000)).toThrow(RangeError);
  });
});

describe("tilePlacements", () => {
  it("lays tiles edge to edge from the corner over the whole area, the last ones running past it", () => {
    const tiles = tilePlacements({ width: 125, height: 125 }, { width: 500, height: 700 });
    expect(tiles).toHaveLength(4 * 6);
    expect(tiles[0]).toEqual({ x: 0, y: 0, column: 0, row: 0 });
    expect(tiles.at(-1)).toEqual({ x: 375, y: 625, column: 3, row: 5 });
  });

  it("adds the tiles the bleed reaches, before and after", () => {
    const tiles = tilePlacements({ width: 125, height: 125 }, { width: 500, height: 700 }, BLEED_MM);
    expect(tiles).toHaveLength(6 * 7);
    expect(tiles[0]).toEqual({ x: -125, y: -125, column: -1, row: -1 });
  });

  it("prints one repeat of a tape, with the neighbouring repeats' ends in its bleed", () => {
    const net = tape(66000, 48);
    expect(printedTiles(net.repeat!, net.bleed).map(({ column, row }) => [column, row])).toEqual([
      [-1, -1],
      [0, -1],
      [1, -1],
      [-1, 0],
      [0, 0],
      [1, 0],
      [-1, 1],
      [0, 1],
      [1, 1],
    ]);
  });

  it("covers every point of the area with exactly one tile, for any sizes", () => {
    fc.assert(
      fc.property(
        // Sizes kept to a few thousand tiles a run, so the property stays quick on a busy machine.
        fc.record({ width: fc.double({ min: 20, max: 400, noNaN: true }), height: fc.double({ min: 20, max: 400, noNaN: true }) }),
        fc.record({ width: fc.double({ min: 0, max: 1500, noNaN: true }), height: fc.double({ min: 0, max: 1500, noNaN: true }) }),
        fc.integer({ min: 0, max: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (tile, area, margin, fx, fy) => {
          const tiles = tilePlacements(tile, area, margin);
          const p = { x: -margin + fx * (area.width + 2 * margin), y: -margin + fy * (area.height + 2 * margin) };
          // Half-open tiles: a point on a shared edge belongs to the tile after it.
          const holding = tiles.filter((t) => p.x >= t.x - 1e-6 && p.x < t.x + tile.width - 1e-6 && p.y >= t.y - 1e-6 && p.y < t.y + tile.height - 1e-6);
          expect(holding.length).toBeLessThanOrEqual(1);
          if (p.x < area.width + margin - 1e-5 && p.y < area.height + margin - 1e-5) expect(holding).toHaveLength(1);
          // No tile lies wholly outside the area and its margin.
          for (const t of tiles) {
            expect(t.x).toBeLessThan(area.width + margin + 1e-6);
            expect(t.x + tile.width).toBeGreaterThan(-margin - 1e-6);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a tile without a size", () => {
    expect(() => tilePlacements({ width: 0, height: 10 }, { width: 100, height: 100 })).toThrow(RangeError);
  });
});

describe("modelForProduct", () => {
  it("designs the paper and tape products as patterns and the paper can as a can, by type, as they have no sku model", () => {
    expect(modelForProduct({ slug: "tissue-paper", skuModel: null })).toBe("pattern-sheet");
    expect(modelForProduct({ slug: "packing-paper", skuModel: null })).toBe("pattern-sheet");
    expect(modelForProduct({ slug: "packing-tape", skuModel: null })).toBe("pattern-tape");
    expect(modelForProduct({ slug: "kraft-tape", skuModel: null })).toBe("pattern-tape");
    expect(modelForProduct({ slug: "paper-can", skuModel: null })).toBe("paper-can");
  });

  it("goes by the sku model where there is one, and knows nothing of the rest", () => {
    expect(modelForProduct({ slug: "mailer-box-eco", skuModel: "mailer-box" })).toBe("mailer-box");
    expect(modelForProduct({ slug: "sample-packs", skuModel: "samples" })).toBeNull();
    expect(modelForProduct({ slug: "pre-printed-kraft-tape", skuModel: null })).toBeNull();
    expect(modelForProduct({ slug: "toString", skuModel: null })).toBeNull();
  });
});
