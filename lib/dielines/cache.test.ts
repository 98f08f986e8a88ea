import { beforeEach, describe, expect, it } from "vitest";
import { BoundedCache, NET_FITS_CACHE_SIZE, netFits, netFitsCache } from "./cache";
import { buildNet } from "./net";
import { BOX_MODELS, type BoxModel, type Dimensions } from "./types";

/** What the server asked before the cache: does the model draw a net at this size? */
function foldsUncached(model: BoxModel, inside: Dimensions, board?: number): boolean {
  try {
    buildNet(model, inside, board);
    return true;
  } catch {
    return false;
  }
}

// Sizes each model folds and sizes it does not: flat (height 0), too tall, too small,
// too large, not a number, and boards too thick for the size.
const SIZES: Dimensions[] = [
  { length: 200, width: 150, height: 80 },
  { length: 300, width: 200, height: 0 },
  { length: 100, width: 100, height: 600 },
  { length: 5, width: 100, height: 50 },
  { length: 2500, width: 100, height: 50 },
  { length: Number.NaN, width: 100, height: 50 },
  { length: 3000, width: 12, height: 0 },
  { length: 120, width: 120, height: 120 },
];
const BOARDS = [undefined, 0.5, 3, 40];

describe("netFits", () => {
  beforeEach(() => netFitsCache.clear());

  it("answers as drawing the net does, for every model, first from the net and then from memory", () => {
    let folds = 0;
    let refused = 0;
    for (const round of ["drawn", "remembered"]) {
      for (const model of BOX_MODELS) {
        for (const inside of SIZES) {
          for (const board of BOARDS) {
            const expected = foldsUncached(model, inside, board);
            expect(netFits(model, inside, board), `${round}: ${model} ${JSON.stringify(inside)} board ${board}`).toBe(expected);
            if (round === "drawn") {
              if (expected) folds += 1;
              else refused += 1;
            }
          }
        }
      }
    }
    // The grid really holds both answers, so a cache that always said one of them would fail.
    expect(folds).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  });

  it("keeps one model's answer apart from another's, and a board's from the model's default", () => {
    const tall = { length: 100, width: 100, height: 400 };
    // A mailer is at most as tall as its footprint; a product box five times that.
    expect(netFits("mailer-box", tall)).toBe(false);
    expect(netFits("product-box", tall)).toBe(true);
    expect(netFits("product-box", { length: 20, width: 20, height: 20 })).toBe(true);
    expect(netFits("product-box", { length: 20, width: 20, height: 20 }, 6)).toBe(false);
  });

  it("never holds more than its bound, however many custom sizes shoppers try", () => {
    for (let length = 10; length < 10 + NET_FITS_CACHE_SIZE + 500; length += 1) {
      netFits("product-box", { length, width: 100, height: 100 });
    }
    expect(netFitsCache.size()).toBe(NET_FITS_CACHE_SIZE);
  });
});

describe("BoundedCache", () => {
  it("forgets the entry used longest ago, not the one written first", () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1);
    cache.set("d", 4);
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([1, 3, 4]);
  });

  it("keeps a false answer as an answer", () => {
    const cache = new BoundedCache<string, boolean>(2);
    cache.set("folds", false);
    expect(cache.get("folds")).toBe(false);
  });
});
