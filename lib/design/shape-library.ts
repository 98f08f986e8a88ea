import { SHAPES, type Shape } from "./schema";
import { formatShapePath, parseShapePath } from "./shape-path";

/**
 * The shapes library (ADR 0047): graphic shapes beyond the toolbar's basic ones,
 * in groups, as data. A drawn shape is an outline in a unit box (the document's
 * `shape: "path"`), so the canvas, the 3D textures, the print and the panel's
 * own previews all draw it from the same path. Each is drawn here on a grid
 * whose proportions are the shape's own (a banner is three times as wide as
 * tall) and stored in the unit box. Packaging marks are drawn generically, as
 * the handling pictures everyone knows, not as anyone's registered mark.
 * Names are messages: Editor.shapes.item.{id} and Editor.shapes.group.{group}.
 * Which groups suit which product is the editor's (editor/shell/shape-library.ts).
 */

export const SHAPE_GROUPS = ["basic", "badges", "arrows", "marks", "decorative"] as const;
export type ShapeGroup = (typeof SHAPE_GROUPS)[number];

/** The library's own shapes, beyond the basic ones; each has a name in Editor.shapes.item. */
export const DRAWN_SHAPE_IDS = [
  "seal",
  "ribbon",
  "tag",
  "circleBadge",
  "burst",
  "arrow",
  "doubleArrow",
  "curvedArrow",
  "chevron",
  "dashedLine",
  "doubleLine",
  "wavyLine",
  "recycle",
  "thisSideUp",
  "fragile",
  "keepDry",
  "tree",
  "heart",
  "leaf",
  "speechBubble",
  "wave",
  "sparkle",
  "flower",
] as const;
export type DrawnShapeId = (typeof DRAWN_SHAPE_IDS)[number];

export type LibraryShape =
  /** One of the document's basic shapes, added as the toolbar adds it. */
  | { id: Shape; group: "basic"; basic: Shape }
  | {
      id: DrawnShapeId;
      group: Exclude<ShapeGroup, "basic">;
      /** Path data in the unit box, canonical (absolute M, L, C, Z). */
      path: string;
      /** Width over height of the shape as drawn. */
      aspect: number;
      /** Handling marks print in black, as on any shipping carton; the rest in the editor's shape colour. */
      ink: "mark" | "shape";
    };

type DrawnShape = Extract<LibraryShape, { path: string }>;

const r = (value: number) => Math.round(value * 100) / 100;
const polar = (radius: number, degrees: number, cx = 50, cy = 50) => {
  const angle = (degrees * Math.PI) / 180;
  return `${r(cx + radius * Math.cos(angle))} ${r(cy + radius * Math.sin(angle))}`;
};
/** A circle as two half arcs, as a subpath (a hole under the even-odd rule when inside another). */
const circle = (cx: number, cy: number, radius: number) =>
  `M${cx + radius} ${cy}A${radius} ${radius} 0 0 1 ${cx - radius} ${cy}A${radius} ${radius} 0 0 1 ${cx + radius} ${cy}Z`;
/** Points alternating between two radii round the centre of a 100 grid, starting straight up. */
const spikes = (points: number, outer: number, inner: number) =>
  Array.from({ length: points * 2 }, (_, i) => `${i === 0 ? "M" : "L"}${polar(i % 2 === 0 ? outer : inner, -90 + (i * 180) / points)}`).join("") + "Z";
/** Points on a circle joined by outward arcs: a scalloped edge (seal) or petals (flower). */
const scallops = (points: number, radius: number, bulge: number, large: 0 | 1) =>
  Array.from({ length: points + 1 }, (_, i) =>
    i === 0 ? `M${polar(radius, -90)}` : `A${bulge} ${bulge} 0 ${large} 1 ${polar(radius, -90 + (i * 360) / points)}`,
  ).join("") + "Z";
/** Three arrows chasing each other round a circle: the generic recycling loop. */
const chasingArrows = () =>
  [0, 120, 240]
    .map((turn) => {
      const [from, to] = [turn - 80, turn + 5];
      return `M${polar(42, from)}A42 42 0 0 1 ${polar(42, to)}L${polar(50, to)}L${polar(35, to + 24)}L${polar(20, to)}L${polar(28, to)}A28 28 0 0 0 ${polar(28, from)}Z`;
    })
    .join("");
/** A raindrop hanging from (cx, top). */
const drop = (cx: number, top: number) =>
  `M${cx} ${top}C${cx + 1} ${top + 3} ${cx + 5} ${top + 7} ${cx + 5} ${top + 9}A5 5 0 0 1 ${cx - 5} ${top + 9}C${cx - 5} ${top + 7} ${cx - 1} ${top + 3} ${cx} ${top}Z`;
/** An upright arrow of the "this side up" mark, centred on cx. */
const upArrow = (cx: number) => `M${cx - 5} 80V38H${cx - 17}L${cx} 8L${cx + 17} 38H${cx + 5}V80Z`;
const dashes = Array.from({ length: 5 }, (_, i) => `M${i * 42.5} 6H${i * 42.5 + 30}V14H${i * 42.5}Z`).join("");

function drawn(id: DrawnShapeId, group: DrawnShape["group"], grid: [number, number], d: string, ink: DrawnShape["ink"] = "shape"): DrawnShape {
  const [width, height] = grid;
  return { id, group, path: formatShapePath(parseShapePath(d, { width, height })), aspect: width / height, ink };
}

export const SHAPE_LIBRARY: readonly LibraryShape[] = [
  ...SHAPES.map((shape): LibraryShape => ({ id: shape, group: "basic", basic: shape })),

  drawn("seal", "badges", [100, 100], scallops(20, 44, 7.5, 0) + circle(50, 50, 36) + circle(50, 50, 32)),
  drawn("ribbon", "badges", [300, 100], "M40 10H260V70H40Z M40 30H0L15 60L0 90H60V70H40Z M260 30H300L285 60L300 90H240V70H260Z"),
  drawn("tag", "badges", [160, 100], `M40 5H145A10 10 0 0 1 155 15V85A10 10 0 0 1 145 95H40L5 50Z${circle(30, 50, 8)}`),
  drawn("circleBadge", "badges", [100, 100], circle(50, 50, 48) + circle(50, 50, 41) + circle(50, 50, 36)),
  drawn("burst", "badges", [100, 100], spikes(16, 49, 39)),

  drawn("arrow", "arrows", [160, 100], "M0 35H100V10L160 50L100 90V65H0Z"),
  drawn("doubleArrow", "arrows", [200, 100], "M0 50L50 10V35H150V10L200 50L150 90V65H50V90Z"),
  drawn("curvedArrow", "arrows", [100, 100], "M5 60A40 40 0 0 1 85 60L98 60L78 92L58 60L71 60A26 26 0 0 0 19 60Z"),
  drawn("chevron", "arrows", [100, 100], "M20 10H50L90 50L50 90H20L60 50Z"),
  drawn("dashedLine", "arrows", [200, 20], dashes),
  drawn("doubleLine", "arrows", [200, 20], "M0 2H200V7H0Z M0 13H200V18H0Z"),
  drawn("wavyLine", "arrows", [200, 40], "M0 20Q25 0 50 20Q75 40 100 20Q125 0 150 20Q175 40 200 20V28Q175 48 150 28Q125 8 100 28Q75 48 50 28Q25 8 0 28Z"),

  drawn("recycle", "marks", [100, 100], chasingArrows(), "mark"),
  drawn("thisSideUp", "marks", [100, 100], `${upArrow(30)}${upArrow(70)}M10 86H90V94H10Z`, "mark"),
  drawn("fragile", "marks", [100, 100], "M25 5H75C77 35 70 52 54 57V84H70V94H30V84H46V57C30 52 23 35 25 5Z M50 8L43 22L52 30L46 44L56 30L47 22L54 8Z", "mark"),
  drawn(
    "keepDry",
    "marks",
    [100, 100],
    `M8 55C8 30 28 18 50 18C72 18 92 30 92 55Q78 46 64 55Q50 46 36 55Q22 46 8 55Z M53 51V84A10 10 0 0 1 33 84V80H39V84A4 4 0 0 0 47 84V51Z${drop(25, 2)}${drop(50, 0)}${drop(75, 2)}`,
    "mark",
  ),
  drawn("tree", "marks", [100, 100], "M50 4L72 34H62L80 58H68L88 82H56V96H44V82H12L32 58H20L38 34H28Z", "mark"),

  drawn("heart", "decorative", [100, 100], "M50 90C20 70 5 52 5 32C5 16 17 6 30 6C40 6 47 12 50 20C53 12 60 6 70 6C83 6 95 16 95 32C95 52 80 70 50 90Z"),
  drawn("leaf", "decorative", [100, 100], "M10 90C10 40 40 10 90 10C90 60 60 90 10 90Z M18 85L80 20L82 22L20 87Z"),
  drawn("speechBubble", "decorative", [100, 100], "M15 10H85A10 10 0 0 1 95 20V60A10 10 0 0 1 85 70H45L25 90V70H15A10 10 0 0 1 5 60V20A10 10 0 0 1 15 10Z"),
  drawn("wave", "decorative", [200, 60], "M0 30Q25 10 50 30T100 30T150 30T200 30V60H0Z"),
  drawn("sparkle", "decorative", [100, 100], "M50 0C54 35 65 46 100 50C65 54 54 65 50 100C46 65 35 54 0 50C35 46 46 35 50 0Z"),
  drawn("flower", "decorative", [100, 100], scallops(6, 28, 17, 1) + circle(50, 50, 9)),
];

export function libraryShape(id: string): LibraryShape | undefined {
  return SHAPE_LIBRARY.find((item) => item.id === id);
}
