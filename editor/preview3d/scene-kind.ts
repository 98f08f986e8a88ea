import type { Net } from "@/lib/dielines";

/**
 * Which scene draws a model, read from its net (lib/dielines): a pattern (one tile
 * repeated) on its sheet or roll, a can from its cylinder, anything else a box
 * folded from its panels.
 */
export type SceneKind = "box" | "pattern" | "can";

export function sceneKind(net: Net): SceneKind {
  if (net.repeat) return "pattern";
  if (net.cylinder) return "can";
  return "box";
}

/** Whether the shopper can fold and unfold the model (the box's fold animation). */
export function folds(net: Net): boolean {
  return sceneKind(net) === "box";
}
