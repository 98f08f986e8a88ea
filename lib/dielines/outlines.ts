import type { Net, Panel, Point, Segment } from "./types";

/**
 * The outlines drawn around a panel besides its own: where the artwork must run
 * to (the bleed) and what it should keep inside (the safe zone). One place for
 * the print file, the dieline downloads and the editor's warnings, so they agree
 * to the hundredth of a millimetre.
 */

/**
 * The panel grown by the bleed on each edge that is cut all along (no crease on
 * any stretch of it); a creased edge stays where it is. Panels are convex, so
 * each corner is where the two neighbouring edges' shifted lines meet.
 */
export function bleedOutline(panel: Panel, net: Net): Point[] {
  return shiftedEdges(panel.polygon, (a, b) => (net.creases.some((crease) => overlapsAlong({ a, b }, crease)) ? 0 : net.bleed));
}

/** The panel shrunk by the safe zone on every edge: artwork inside it is neither cut off nor folded over. */
export function safeOutline(panel: Panel, net: Net): Point[] {
  return shiftedEdges(panel.polygon, () => -net.safeZone);
}

/** Each edge moved outwards by shift(edge) (inwards when negative), the corners where neighbouring edges meet. */
function shiftedEdges(points: readonly Point[], shift: (a: Point, b: Point) => number): Point[] {
  const n = points.length;
  // Panels wind with a positive shoelace area, so (dy, -dx) points out of the panel.
  const edges = points.map((a, i) => {
    const b = points[(i + 1) % n]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const normal = { x: (b.y - a.y) / length, y: -(b.x - a.x) / length };
    const by = shift(a, b);
    return { a: { x: a.x + normal.x * by, y: a.y + normal.y * by }, b: { x: b.x + normal.x * by, y: b.y + normal.y * by } };
  });
  return edges.map((edge, i) => {
    const before = edges[(i - 1 + n) % n]!;
    return intersection(before, edge) ?? edge.a;
  });
}

/** Whether `other` runs along `edge` for more than a point. */
function overlapsAlong(edge: Segment, other: Segment): boolean {
  const dx = edge.b.x - edge.a.x;
  const dy = edge.b.y - edge.a.y;
  const length = Math.hypot(dx, dy);
  const off = (p: Point) => Math.abs((p.x - edge.a.x) * dy - (p.y - edge.a.y) * dx) / length;
  if (off(other.a) > 1e-6 || off(other.b) > 1e-6) return false;
  const along = (p: Point) => ((p.x - edge.a.x) * dx + (p.y - edge.a.y) * dy) / length;
  const [s, e] = [along(other.a), along(other.b)].sort((p, q) => p - q) as [number, number];
  return Math.min(e, length) - Math.max(s, 0) > 1e-6;
}

/** Where the lines through two segments cross; null when they are parallel. */
function intersection(p: Segment, q: Segment): Point | null {
  const d1 = { x: p.b.x - p.a.x, y: p.b.y - p.a.y };
  const d2 = { x: q.b.x - q.a.x, y: q.b.y - q.a.y };
  const denominator = d1.x * d2.y - d1.y * d2.x;
  if (Math.abs(denominator) < 1e-12) return null;
  const t = ((q.a.x - p.a.x) * d2.y - (q.a.y - p.a.y) * d2.x) / denominator;
  return { x: p.a.x + d1.x * t, y: p.a.y + d1.y * t };
}
