import type { DesignElement } from "@/lib/design";
import { elementBounds } from "./element-geometry";
import type { Point, Rect } from "./viewport";

/**
 * The selection band: a drag that starts on empty canvas selects every element
 * it touches, as in any drawing program. All in the side's frame (mm).
 */

/** Shorter drags than this many screen px are a click on empty space, not a band. */
export const BAND_MIN_PX = 3;

/** The upright rectangle between where the drag started and where the pointer is. */
export function bandRect(from: Point, to: Point): Rect {
  return { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), width: Math.abs(to.x - from.x), height: Math.abs(to.y - from.y) };
}

/** The ids of the elements whose (turned) box the band touches, bottom first. */
export function idsInBand(elements: readonly DesignElement[], band: Rect): string[] {
  return elements
    .filter((element) => {
      const box = elementBounds(element);
      return box.x <= band.x + band.width && box.x + box.width >= band.x && box.y <= band.y + band.height && box.y + box.height >= band.y;
    })
    .map((element) => element.id);
}
