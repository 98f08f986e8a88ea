import { distance, distanceToSegment, edgesOf, EPSILON, signedArea } from "./geometry";
import type { Net, Panel, Point, Segment } from "./types";

/**
 * The holes cut out of a panel (a carrier's hand-hold): the cuts lying wholly
 * inside the panel, chained end to end into closed outlines. A slit that does
 * not close on itself (a slot) takes nothing out and is not a hole. The 3D view
 * leaves these out of the board; the 2D net and the print draw them as cuts.
 */
export function panelHoles(net: Pick<Net, "cuts">, panel: Pick<Panel, "polygon">): Point[][] {
  const inner = net.cuts.filter((cut) => strictlyInside(panel.polygon, cut.a) && strictlyInside(panel.polygon, cut.b));
  const left = [...inner];
  const holes: Point[][] = [];
  while (left.length > 0) {
    const first = left.shift()!;
    const loop = [first.a];
    let end = first.b;
    let next: Segment | undefined;
    while (distance(end, loop[0]!) > EPSILON && (next = takeJoining(left, end))) {
      loop.push(end);
      end = distance(next.a, end) <= EPSILON ? next.b : next.a;
    }
    if (loop.length >= 3 && distance(end, loop[0]!) <= EPSILON && Math.abs(signedArea(loop)) > EPSILON) holes.push(loop);
  }
  return holes;
}

function takeJoining(segments: Segment[], at: Point): Segment | undefined {
  const index = segments.findIndex((s) => distance(s.a, at) <= EPSILON || distance(s.b, at) <= EPSILON);
  return index < 0 ? undefined : segments.splice(index, 1)[0];
}

/** Inside the convex polygon and off its edges. */
function strictlyInside(polygon: readonly Point[], p: Point): boolean {
  const sign = Math.sign(signedArea(polygon));
  const edges = edgesOf(polygon);
  return edges.every((e) => sign * ((e.b.x - e.a.x) * (p.y - e.a.y) - (e.b.y - e.a.y) * (p.x - e.a.x)) > 0 && distanceToSegment(p, e) > EPSILON);
}
