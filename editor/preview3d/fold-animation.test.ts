import { describe, expect, it } from "vitest";
import { FOLD_MS, UNFOLD_MS } from "./constants";
import { easeInOutCubic, foldProgressAt, isFoldSettled, linearFoldAt, restingFold, retargetFold } from "./fold-animation";

describe("fold easing", () => {
  it("starts at 0, ends at 1, passes the middle at the middle and never goes back", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5, 12);
    let previous = 0;
    for (let i = 1; i <= 100; i++) {
      const value = easeInOutCubic(i / 100);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it("is slow at both ends and symmetric", () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
    for (const t of [0.1, 0.25, 0.4]) expect(easeInOutCubic(1 - t)).toBeCloseTo(1 - easeInOutCubic(t), 12);
  });

  it("clamps outside 0..1", () => {
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });
});

describe("fold animation over time", () => {
  it("uses the spec's speeds", () => {
    expect(FOLD_MS).toBe(1200);
    expect(UNFOLD_MS).toBe(800);
  });

  it("folds a flat net closed in 1200 ms", () => {
    const folding = retargetFold(restingFold(false), true, 1000);
    expect(foldProgressAt(folding, 1000)).toBe(0);
    expect(foldProgressAt(folding, 1000 + FOLD_MS / 2)).toBeCloseTo(0.5, 12);
    expect(linearFoldAt(folding, 1000 + 300)).toBeCloseTo(0.25, 12);
    expect(foldProgressAt(folding, 1000 + FOLD_MS - 1)).toBeLessThan(1);
    expect(isFoldSettled(folding, 1000 + FOLD_MS - 1)).toBe(false);
    expect(foldProgressAt(folding, 1000 + FOLD_MS)).toBe(1);
    expect(isFoldSettled(folding, 1000 + FOLD_MS)).toBe(true);
    expect(foldProgressAt(folding, 1000 + 10 * FOLD_MS)).toBe(1);
  });

  it("unfolds a closed box flat in 800 ms", () => {
    const unfolding = retargetFold(restingFold(true), false, 500);
    expect(foldProgressAt(unfolding, 500)).toBe(1);
    expect(foldProgressAt(unfolding, 500 + UNFOLD_MS / 2)).toBeCloseTo(0.5, 12);
    expect(foldProgressAt(unfolding, 500 + UNFOLD_MS - 1)).toBeGreaterThan(0);
    expect(isFoldSettled(unfolding, 500 + UNFOLD_MS - 1)).toBe(false);
    expect(foldProgressAt(unfolding, 500 + UNFOLD_MS)).toBe(0);
    expect(isFoldSettled(unfolding, 500 + UNFOLD_MS)).toBe(true);
  });

  it("moves steadily towards its target on every frame", () => {
    const folding = retargetFold(restingFold(false), true, 0);
    let previous = -1;
    for (let now = 0; now <= FOLD_MS; now += 16) {
      const progress = foldProgressAt(folding, now);
      expect(progress).toBeGreaterThan(previous);
      previous = progress;
    }
  });

  it("turns back mid-way from where it is, without a jump, at the other direction's speed", () => {
    const folding = retargetFold(restingFold(false), true, 0);
    const turnAt = 600; // half way through folding
    const before = foldProgressAt(folding, turnAt);
    const unfolding = retargetFold(folding, false, turnAt);
    expect(foldProgressAt(unfolding, turnAt)).toBe(before);
    // Half the way back takes half the unfolding time.
    expect(isFoldSettled(unfolding, turnAt + UNFOLD_MS / 2 - 1)).toBe(false);
    expect(foldProgressAt(unfolding, turnAt + UNFOLD_MS / 2)).toBe(0);
  });

  it("keeps an animation that already heads the asked way", () => {
    const folding = retargetFold(restingFold(false), true, 0);
    expect(retargetFold(folding, true, 400)).toBe(folding);
  });

  it("starts at rest where the box is, with nothing to animate", () => {
    expect(foldProgressAt(restingFold(true), 0)).toBe(1);
    expect(foldProgressAt(restingFold(false), 12345)).toBe(0);
    expect(isFoldSettled(restingFold(true), 0)).toBe(true);
  });
});
