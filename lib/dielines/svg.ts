import { dielineDrawing, DIELINE_MARGIN_MM } from "./drawing";
import type { Net, Point, Segment, SideId } from "./types";

/**
 * The dieline as SVG at true size (the root's width and height in mm, one user
 * unit a millimetre). Each kind of line is a top-level group with an id, which
 * Illustrator, Inkscape and Affinity open as layers: bleed, safe zone, cut
 * (with perforations), crease, labels, legend. Cut is magenta and crease cyan
 * (dashed), the colours prepress expects; the print file uses the same.
 */

export interface DielineWords {
  /** The product and size, for the title and the legend. */
  title: string;
  sides: Record<SideId, string>;
  cut: string;
  crease: string;
  bleed: string;
  safeZone: string;
}

export const DIELINE_COLOURS = { cut: "#ec008c", crease: "#00aeef", bleed: "#00a651", safe: "#2a63f0", text: "#475467" } as const;

const n = (value: number) => String(Math.round(value * 100) / 100);
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const lines = (segments: readonly Segment[]) => segments.map((s) => `<line x1="${n(s.a.x)}" y1="${n(s.a.y)}" x2="${n(s.b.x)}" y2="${n(s.b.y)}"/>`).join("");
const polygons = (outlines: readonly Point[][]) =>
  outlines.map((points) => `<polygon points="${points.map((p) => `${n(p.x)},${n(p.y)}`).join(" ")}"/>`).join("");

export function dielineSvg(net: Net, words: DielineWords): string {
  const drawing = dielineDrawing(net);
  const { shift } = drawing;
  const legendY = DIELINE_MARGIN_MM / 2;
  const legend = [
    { label: words.cut, stroke: DIELINE_COLOURS.cut, dash: "" },
    { label: words.crease, stroke: DIELINE_COLOURS.crease, dash: "3 1.5" },
    { label: words.bleed, stroke: DIELINE_COLOURS.bleed, dash: "" },
    { label: words.safeZone, stroke: DIELINE_COLOURS.safe, dash: "1 1" },
  ];
  const legendItems = legend
    .map((item, index) => {
      const x = 4 + index * 38;
      const dash = item.dash ? ` stroke-dasharray="${item.dash}"` : "";
      return `<line x1="${x}" y1="${n(legendY + 3)}" x2="${x + 8}" y2="${n(legendY + 3)}" stroke="${item.stroke}" stroke-width="0.5"${dash}/><text x="${x + 10}" y="${n(legendY + 4)}">${escape(item.label)}</text>`;
    })
    .join("");
  const labels = drawing.labels
    .map((label) => {
      const turn = label.rotation ? ` transform="rotate(${label.rotation} ${n(label.at.x)} ${n(label.at.y)})"` : "";
      return `<text x="${n(label.at.x)}" y="${n(label.at.y)}" font-size="${n(label.size)}" dominant-baseline="middle"${turn}>${escape(words.sides[label.side])}</text>`;
    })
    .join("");
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(drawing.width)}mm" height="${n(drawing.height)}mm" viewBox="0 0 ${n(drawing.width)} ${n(drawing.height)}">`,
    `<title>${escape(words.title)}</title>`,
    `<g transform="translate(${n(shift.x)} ${n(shift.y)})" fill="none" stroke-linecap="butt">`,
    `<g id="bleed" stroke="${DIELINE_COLOURS.bleed}" stroke-width="0.2">${polygons(drawing.bleed)}</g>`,
    `<g id="safe-zone" stroke="${DIELINE_COLOURS.safe}" stroke-width="0.2" stroke-dasharray="1 1">${polygons(drawing.safe)}</g>`,
    `<g id="cut" stroke="${DIELINE_COLOURS.cut}" stroke-width="0.25">${lines(drawing.cuts)}<g id="perforation" stroke-dasharray="1 1">${lines(drawing.perforations)}</g></g>`,
    `<g id="crease" stroke="${DIELINE_COLOURS.crease}" stroke-width="0.25" stroke-dasharray="3 1.5">${lines(drawing.creases)}</g>`,
    `<g id="labels" fill="${DIELINE_COLOURS.text}" stroke="none" font-family="Inter, Helvetica, Arial, sans-serif" text-anchor="middle">${labels}</g>`,
    `</g>`,
    `<g id="legend" fill="${DIELINE_COLOURS.text}" font-family="Inter, Helvetica, Arial, sans-serif" font-size="3">`,
    `<text x="4" y="${n(legendY - 1)}" font-size="3.5">${escape(words.title)}</text>${legendItems}`,
    `</g>`,
    `</svg>`,
    "",
  ].join("\n");
}
