import { centroid } from "./geometry";
import { bleedOutline, safeOutline } from "./outlines";
import type { Net, Point, Segment, SideId } from "./types";

/**
 * The dieline as a drawing: what the downloads (SVG here, PDF on the server)
 * draw for a net, in the net's millimetres. The same fold tree the editor and
 * the print use, so a shopper's own artwork made on the download lands where
 * the print puts it.
 */

/** Room around the bleed for the legend, mm. */
export const DIELINE_MARGIN_MM = 12;

export interface DielineLabel {
  side: SideId;
  at: Point;
  /** Turned like the side's artwork, so the label reads the way the side is designed. */
  rotation: number;
  size: number;
}

export interface DielineDrawing {
  /** The sheet, mm: the net, its bleed and the margin. */
  width: number;
  height: number;
  /** Adds to net coordinates to give sheet coordinates. */
  shift: Point;
  cuts: Segment[];
  creases: Segment[];
  perforations: Segment[];
  /** Per printable panel: how far artwork must run. */
  bleed: Point[][];
  /** Per printable panel: what artwork should keep inside. */
  safe: Point[][];
  labels: DielineLabel[];
}

export function dielineDrawing(net: Net): DielineDrawing {
  const offset = net.bleed + DIELINE_MARGIN_MM;
  const printed = net.panels.filter((panel) => panel.side !== null);
  return {
    width: net.bounds.width + 2 * offset,
    height: net.bounds.height + 2 * offset,
    shift: { x: offset - net.bounds.x, y: offset - net.bounds.y },
    cuts: net.cuts,
    creases: net.creases,
    perforations: net.perforations ?? [],
    bleed: printed.map((panel) => bleedOutline(panel, net)),
    safe: printed.map((panel) => safeOutline(panel, net)),
    labels: printed.map((panel) => ({
      side: panel.side!,
      at: centroid(panel.polygon),
      rotation: panel.frame.rotation,
      size: Math.max(2, Math.min(8, Math.min(panel.frame.width, panel.frame.height) / 6)),
    })),
  };
}
