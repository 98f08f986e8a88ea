import { FOLD_MS, UNFOLD_MS } from "./constants";

/**
 * The fold animation as a pure function of time, so the demand frame loop only has to
 * ask "where is the box now?" on each frame it draws.
 *
 * The animation runs along a linear position (0 flat, 1 closed) at the speed of its
 * direction; the eased value of that position is what the box shows. Turning back in the
 * middle keeps the position, so the box never jumps.
 */
export interface FoldAnimation {
  /** The linear position the animation started from, 0..1. */
  from: number;
  /** Where it is heading: closed (true) or flat (false). */
  folded: boolean;
  /** performance.now() at the start, in ms. */
  startedAt: number;
}

/** Slow at both ends, symmetric about the middle: ease(0.5) = 0.5. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** A box at rest, closed or flat. */
export function restingFold(folded: boolean): FoldAnimation {
  return { from: folded ? 1 : 0, folded, startedAt: 0 };
}

/** The linear position at a moment: folding covers 0..1 in FOLD_MS, unfolding in UNFOLD_MS. */
export function linearFoldAt(animation: FoldAnimation, now: number): number {
  const elapsed = Math.max(0, now - animation.startedAt);
  return animation.folded ? Math.min(1, animation.from + elapsed / FOLD_MS) : Math.max(0, animation.from - elapsed / UNFOLD_MS);
}

/** The fold progress the box shows at a moment (0 flat .. 1 closed), eased. */
export function foldProgressAt(animation: FoldAnimation, now: number): number {
  return easeInOutCubic(linearFoldAt(animation, now));
}

/** Whether the box has arrived: no more frames are needed for the fold. */
export function isFoldSettled(animation: FoldAnimation, now: number): boolean {
  return linearFoldAt(animation, now) === (animation.folded ? 1 : 0);
}

/** Heads for closed or flat from wherever the box is at `now`. */
export function retargetFold(animation: FoldAnimation, folded: boolean, now: number): FoldAnimation {
  if (animation.folded === folded) return animation;
  return { from: linearFoldAt(animation, now), folded, startedAt: now };
}
