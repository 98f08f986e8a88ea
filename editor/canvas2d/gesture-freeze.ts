import type Konva from "konva";
import { splitForGesture } from "./zorder";

/**
 * Keeps a drag or transform on a busy side smooth: for the length of the
 * gesture, the elements beneath the moving ones (with the background) and
 * those above them are drawn once into two bitmaps, and their nodes are
 * hidden. The bitmaps lie on the still layers just beneath and above the
 * artwork's, which are drawn once when the gesture starts, so every frame
 * redraws the moving elements alone instead of hundreds of shapes (or two
 * bitmaps the size of the stage). Thawing shows the nodes again, which paint
 * the same.
 */

/** Below this many elements a full redraw is cheaper than two snapshots. */
export const FREEZE_MIN_ELEMENTS = 60;

export interface FreezeParts {
  /** The clipped group holding the background and the element nodes, in z-order. */
  group: Konva.Group;
  /** The background node (or null), painted beneath every element. */
  background: Konva.Node | null;
  /** Element nodes in z-order (the document's order). */
  elements: readonly Konva.Node[];
  /**
   * Two image nodes outside the group, in layers drawn beneath and above the group's (with
   * the same transform): one for the background and what lies beneath the moving elements,
   * one for what lies above them.
   */
  below: Konva.Image;
  above: Konva.Image;
}

function snapshot(parts: FreezeParts, all: readonly Konva.Node[], visible: ReadonlySet<Konva.Node>, target: Konva.Image) {
  for (const node of all) node.visible(visible.has(node));
  const stage = parts.group.getStage();
  const layer = parts.group.getLayer();
  if (!stage || !layer || visible.size === 0) {
    target.visible(false);
    return;
  }
  const width = stage.width();
  const height = stage.height();
  const canvas = parts.group.toCanvas({ x: 0, y: 0, width, height, pixelRatio: layer.getCanvas().getPixelRatio() });
  // The bitmap is in screen px; place it back where the screen lies in the group's own (mm) space.
  const inverse = parts.group.getAbsoluteTransform().copy().invert();
  const topLeft = inverse.point({ x: 0, y: 0 });
  const bottomRight = inverse.point({ x: width, y: height });
  target.setAttrs({ image: canvas, x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y, visible: true });
}

/**
 * Freezes everything but `moving` (and what lies between them in z-order); returns the thaw.
 * A finger's drag freezes a side of any size (`minElements` 0): its moving elements are lifted
 * off the artwork (finger-lift.ts), and the bitmaps keep those above them in front.
 */
export function freezeAround(parts: FreezeParts, moving: ReadonlySet<string>, minElements = FREEZE_MIN_ELEMENTS): () => void {
  const withIds = parts.elements.map((node) => ({ id: node.id(), node }));
  if (withIds.length < minElements) return () => {};
  const split = splitForGesture(withIds, moving);
  if (split.live.length === 0) return () => {};
  const all = [parts.background, ...parts.elements].filter((node): node is Konva.Node => node !== null);
  const wasVisible = new Map(all.map((node) => [node, node.visible()]));
  parts.below.visible(false);
  parts.above.visible(false);
  const below = new Set<Konva.Node>(split.below.map((entry) => entry.node));
  if (parts.background && wasVisible.get(parts.background)) below.add(parts.background);
  const above = new Set<Konva.Node>(split.above.map((entry) => entry.node));
  snapshot(parts, all, below, parts.below);
  snapshot(parts, all, above, parts.above);
  const live = new Set(split.live.map((entry) => entry.node));
  for (const node of all) node.visible(live.has(node));
  return () => {
    for (const node of all) node.visible(wasVisible.get(node) ?? true);
    for (const image of [parts.below, parts.above]) image.setAttrs({ image: undefined, visible: false });
  };
}
