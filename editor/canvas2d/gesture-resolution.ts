import type Konva from "konva";

/**
 * A finger's drag on a high-density screen: the controls layer (the snap guides and
 * the safe-zone hint, the only canvas a finger's drag still draws while it moves)
 * draws at this pixel ratio until the drop, then at the screen's again.
 *
 * At a device pixel ratio of 2 a canvas holds four times the pixels the stage shows,
 * and each draw clears, paints and hands over the whole of it: on a phone's slower
 * CPU that, not the editor's code, cost frames. The artwork is not drawn at all while
 * a finger moves (finger-lift.ts, ADR 0064), so it keeps the screen's ratio.
 */
export const FINGER_DRAG_PIXEL_RATIO = 1;

/** Whether a gesture's event came from a finger (a touch, or a pointer of type touch) rather than a mouse or pen. */
export function isFingerEvent(event: Event | undefined | null): boolean {
  if (!event) return false;
  if (event.type.startsWith("touch")) return true;
  return (event as PointerEvent).pointerType === "touch";
}

/**
 * Draws `layers` at `ratio` (only those drawn finer) and answers how to put each
 * back at its own ratio. Changing a canvas's ratio clears it, so each changed layer
 * is drawn again in the next frame, before the browser paints.
 */
export function lowerPixelRatio(layers: readonly (Konva.Layer | null | undefined)[], ratio = FINGER_DRAG_PIXEL_RATIO): () => void {
  const lowered = [...new Set(layers)].flatMap((layer) => {
    if (!layer) return [];
    const own = layer.getCanvas().getPixelRatio();
    if (own <= ratio) return [];
    layer.getCanvas().setPixelRatio(ratio);
    layer.batchDraw();
    return [{ layer, own }];
  });
  return () => {
    for (const { layer, own } of lowered) {
      layer.getCanvas().setPixelRatio(own);
      layer.batchDraw();
    }
  };
}
