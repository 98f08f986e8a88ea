import { boundsOf, clean, signedArea } from "./geometry";
import { frameOver } from "./frames";
import { INSIDE_SIDE_IDS, type InsideSideId, type Net, type Panel, type Point, type Segment, type SideId } from "./types";

/**
 * The inside sheet: the back face of the same die, as someone looking at the back
 * of the flat sheet sees it. Turning the sheet over left to right mirrors it, so
 * a net point (x, y) lies at (mirrorX - x, y) on the inside sheet, where mirrorX
 * keeps the bounds where they were. It is derived from the one fold tree, never
 * drawn apart: the same panels, hinges, cuts and creases, mirrored, each panel
 * carrying the inside side on its back (`Panel.inside`) as its side and frame.
 * The editor draws an inside side and the print's second page from it, so inside
 * artwork is laid out upright on the sheet that is really printed.
 */

const cache = new WeakMap<Net, Net>();

/** Where a point of the outside sheet lies on the inside sheet (and back: mirroring twice is the identity). */
export function toInsideSheet(net: Pick<Net, "bounds">, p: Point): Point {
  return { x: clean(2 * net.bounds.x + net.bounds.width - p.x), y: p.y };
}

/** Whether the net prints anything on the back of its sheet. */
export function hasInsideSheet(net: Net): boolean {
  return net.panels.some((panel) => panel.inside);
}

/** The net's inside sheet (see the module comment); the same object for the same net. */
export function insideSheet(net: Net): Net {
  const known = cache.get(net);
  if (known) return known;
  const mirror = (p: Point) => toInsideSheet(net, p);
  const mirrorSegment = (segment: Segment): Segment => ({ a: mirror(segment.a), b: mirror(segment.b) });
  const panels = net.panels.map((panel): Panel => {
    const mirrored = panel.polygon.map(mirror);
    // Mirroring turns the winding round; every polygon keeps the net's one winding.
    const polygon = signedArea(mirrored) < 0 ? mirrored.reverse() : mirrored;
    const sheetPanel: Panel = {
      id: panel.id,
      side: panel.inside?.side ?? null,
      polygon,
      parent: panel.parent,
      hinge: panel.hinge ? mirrorSegment(panel.hinge) : null,
      foldAngle: panel.foldAngle,
      frame: panel.inside?.frame ?? frameOver(polygon, 0),
    };
    if (panel.part) sheetPanel.part = panel.part;
    return sheetPanel;
  });
  const sheet: Net = {
    ...net,
    panels,
    cuts: net.cuts.map(mirrorSegment),
    creases: net.creases.map(mirrorSegment),
    bounds: boundsOf(panels.flatMap((panel) => panel.polygon)),
  };
  if (net.perforations) sheet.perforations = net.perforations.map(mirrorSegment);
  else delete sheet.perforations;
  cache.set(net, sheet);
  return sheet;
}

export function isInsideSide(side: SideId | string): side is InsideSideId {
  return (INSIDE_SIDE_IDS as readonly string[]).includes(side);
}
