import { describe, expect, it } from "vitest";
import { distanceToSegment, edgesOf, signedArea } from "./geometry";
import {
  buildNet,
  foldTransforms,
  type Dimensions,
  type Net,
  type Panel,
  printableSides,
  sidePanel,
  sideToNet,
  type OutsideSideId,
  type SideId,
} from "./index";
import type { Vec3 } from "./matrix";
import { at, cross, direction, dot, FOLDED_MODELS, type FoldedModel, isConvex, overlapArea, sub, unit } from "./test-helpers";

/**
 * Every model, at several sizes: the flat net is a proper die (no overlaps,
 * every edge cut or creased, hinges on shared edges) and folding it closes a
 * box of the documented outside size with each printed side on its face, facing
 * out, its artwork upright and not mirrored.
 */

type Size = [number, number, number];
interface Expected {
  sizes: Size[];
  board: number;
  sides: SideId[];
  roots: number;
  /** Pairs of panels that lie on each other in the closed box by design (flaps under a lid). */
  layered?: (a: string, b: string) => boolean;
  /** Panels that stand up out of the closed box by design (a carrier's handle): they may reach above its top. */
  above?: (id: string) => boolean;
  /** Where the closed box's underside is: the first part stays on z = 0, a sleeve reaches below it. */
  floor?: number;
  /** Outside of the closed box along x (length), y (width), z (height). */
  outside: (d: Dimensions, t: number) => Size;
  /** Each printed side's artwork size (width x height). */
  panels: (d: Dimensions, t: number) => Partial<Record<SideId, [number, number]>>;
  /**
   * False where the outside is not the inside plus a few boards along every axis:
   * flat products (their height is 0, their flat width stands up) and a pouch
   * without end walls.
   */
  allowance?: false;
}

const ALL: SideId[] = ["front", "top", "back", "left", "right", "bottom"];

const mailerPanels = ({ length: L, width: W, height: H }: Dimensions, t: number): Partial<Record<SideId, [number, number]>> => ({
  front: [L + 4 * t, H + t],
  back: [L + 4 * t, H + 2 * t],
  left: [W + 2 * t, H + 2 * t],
  right: [W + 2 * t, H + 2 * t],
  top: [L, W + t],
  bottom: [L + 6 * t, W + 2 * t],
});
const tuckEndPanels = ({ length: L, width: W, height: H }: Dimensions, t: number): Partial<Record<SideId, [number, number]>> => ({
  front: [L + 2 * t, H + 2 * t],
  back: [L + t, H + 2 * t],
  right: [W + 2 * t, H + 2 * t],
  left: [W + 2 * t, H + 2 * t],
  top: [L + 2 * t, W + t],
  bottom: [L + 2 * t, W + t],
});
/** Dust flaps lie under the lid at their end. */
const underLids = (a: string, b: string) => [a, b].some((id) => /^(top|bottom)$/.test(id) && [a, b].some((other) => other.endsWith(`-${id}-flap`)));
/** Minor flaps (end walls) lie under the major ones (front and back) at the same end. */
const underMajorFlaps = (a: string, b: string) => {
  const [p, q] = [/^(top|bottom)-(front|back|left|right)-flap$/.exec(a), /^(top|bottom)-(front|back|left|right)-flap$/.exec(b)];
  if (!p || !q || p[1] !== q[1]) return false;
  const major = (side: string) => side === "front" || side === "back";
  return major(p[2]!) !== major(q[2]!);
};
const MAILER_SIZES: Size[] = [
  [100, 100, 20],
  [200, 150, 70],
  [400, 300, 200],
  [40, 30, 12],
  [120, 120, 120],
];
// Sleeve: 0.5 mm board, 1 mm clearance, so 2 mm more across and up than the mailer.
const SLEEVE_GROWTH = 2;
// Rigid boxes: a two-piece lid's play over the base, a drawer's in its shell.
const RIGID_LID_CLEARANCE = 1.5;
const DRAWER_CLEARANCE = 1;
/** The catalogue's sizes of the rigid boxes, and a few more. */
const RIGID_SIZES: Size[] = [
  [150, 150, 60],
  [200, 200, 80],
  [300, 250, 100],
  [200, 150, 50],
  [100, 70, 30],
  [60, 40, 15],
];
/** Flaps folding onto a lid's plane layer with it, and so do any two of the listed panels. */
const layeredWith =
  (...groups: RegExp[][]) =>
  (a: string, b: string) =>
    groups.some(([p, q]) => (p!.test(a) && q!.test(b)) || (p!.test(b) && q!.test(a)));

/** A bag's bottom folds close under its bottom; hems turn over inside their own wall. */
const bagLayers = (a: string, b: string) => {
  const bottom = (id: string) => id === "bottom" || id.endsWith("-bottom-fold");
  if (bottom(a) && bottom(b)) return true;
  return a === `${b}-hem` || b === `${a}-hem`;
};
/** A flat mailer's flap closes over the back. */
const flapOverBack = (a: string, b: string) => [a, b].includes("flap") && [a, b].includes("back");
const flatPanels = ({ length: L, width: W }: Dimensions): Partial<Record<SideId, [number, number]>> => ({ front: [L, W], back: [L, W] });
/** Flat faces fold 1 mm apart (at least twice the material). */
const flatOutside = ({ length: L, width: W }: Dimensions, t: number): Size => [L, Math.max(2 * t, 1), W];

const EXPECTED: Record<FoldedModel, Expected> = {
  "mailer-box": {
    sizes: MAILER_SIZES,
    board: 1.5,
    sides: ALL,
    roots: 1,
    outside: ({ length: L, width: W, height: H }, t) => [L + 6 * t, W + 2 * t, H + 2 * t],
    panels: mailerPanels,
  },
  "delivery-mailer-box": {
    sizes: MAILER_SIZES,
    board: 1.5,
    sides: ALL,
    roots: 1,
    outside: ({ length: L, width: W, height: H }, t) => [L + 6 * t, W + 2 * t, H + 2 * t],
    panels: mailerPanels,
  },
  "sleeved-mailer-box": {
    sizes: MAILER_SIZES,
    board: 1.5,
    sides: ALL,
    roots: 2,
    floor: -SLEEVE_GROWTH / 2,
    outside: ({ length: L, width: W, height: H }, t) => [L + 6 * t, W + 2 * t + SLEEVE_GROWTH, H + 2 * t + SLEEVE_GROWTH],
    panels: ({ length: L, width: W, height: H }, t) => ({
      left: [W + 2 * t, H + 2 * t],
      right: [W + 2 * t, H + 2 * t],
      front: [L + 6 * t, H + 2 * t + SLEEVE_GROWTH],
      back: [L + 6 * t, H + 2 * t + SLEEVE_GROWTH - 0.5],
      top: [L + 6 * t, W + 2 * t + SLEEVE_GROWTH],
      bottom: [L + 6 * t, W + 2 * t + SLEEVE_GROWTH],
    }),
  },
  "product-box": {
    sizes: [
      [100, 100, 20],
      [200, 150, 70],
      [400, 300, 200],
      [50, 40, 150],
      [20, 15, 60],
    ],
    board: 0.5,
    sides: ALL,
    roots: 1,
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + 2 * t],
    panels: tuckEndPanels,
    layered: underLids,
  },
  "product-box-wine-box": {
    sizes: [
      [60, 60, 250],
      [80, 80, 350],
      [100, 90, 400],
      [200, 150, 70],
      [100, 100, 20],
    ],
    board: 1.5,
    sides: ALL,
    roots: 1,
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + 2 * t],
    panels: tuckEndPanels,
    layered: underLids,
  },
  "product-box-two-pieces": {
    sizes: [
      [100, 100, 20],
      [200, 150, 70],
      [400, 300, 200],
      [50, 50, 50],
      [60, 40, 15],
    ],
    board: 0.5,
    sides: ALL,
    roots: 2,
    // The lid: 1 mm clearance over the tray, which is one board all round.
    outside: ({ length: L, width: W, height: H }, t) => [L + 4 * t + 1, W + 4 * t + 1, H + 2 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      top: [L + 4 * t + 1, W + 4 * t + 1],
      front: [L + 2 * t + 1, H + 2 * t],
      back: [L + 2 * t + 1, H + 2 * t],
      left: [W + 4 * t + 1, H + 2 * t],
      right: [W + 4 * t + 1, H + 2 * t],
      bottom: [L + 2 * t, W + 2 * t],
    }),
  },
  "shipping-box": {
    sizes: [
      [100, 100, 20],
      [200, 150, 70],
      [400, 300, 200],
      [300, 400, 600],
      [150, 150, 450],
    ],
    board: 3,
    sides: ["front", "back", "left", "right"],
    roots: 1,
    layered: underMajorFlaps,
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + 4 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      front: [L + 2 * t, H + 4 * t],
      back: [L + 2 * t, H + 4 * t],
      right: [W + 2 * t, H + 4 * t],
      left: [W + t, H + 4 * t],
    }),
  },
  "rigid-box": {
    sizes: RIGID_SIZES,
    board: 2,
    sides: ALL,
    roots: 2,
    // Case (bottom, back spine, lid) flush with the tray's ends and front; tray, case bottom and lid a board each.
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 3 * t, H + 3 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      bottom: [L + 2 * t, W + 3 * t],
      back: [L + 2 * t, H + 3 * t],
      top: [L + 2 * t, W + 3 * t],
      front: [L + 2 * t, H + t],
      left: [W, H + t],
      right: [W, H + t],
    }),
  },
  "magnetic-box": {
    sizes: [[200, 150, 50], [250, 200, 80], [300, 250, 100], ...RIGID_SIZES],
    board: 2,
    sides: ALL,
    roots: 2,
    // The flap adds a board in front of the tray.
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 4 * t, H + 3 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      bottom: [L + 2 * t, W + 4 * t],
      back: [L + 2 * t, H + 3 * t],
      top: [L + 2 * t, W + 4 * t],
      front: [L + 2 * t, H + 2 * t],
      left: [W + 2 * t, H + t],
      right: [W + 2 * t, H + t],
    }),
  },
  "rigid-box-two-pieces": {
    sizes: RIGID_SIZES,
    board: 2,
    sides: ALL,
    roots: 2,
    outside: ({ length: L, width: W, height: H }, t) => [L + 4 * t + RIGID_LID_CLEARANCE, W + 4 * t + RIGID_LID_CLEARANCE, H + 2 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      top: [L + 4 * t + RIGID_LID_CLEARANCE, W + 4 * t + RIGID_LID_CLEARANCE],
      front: [L + 2 * t + RIGID_LID_CLEARANCE, H + 2 * t],
      back: [L + 2 * t + RIGID_LID_CLEARANCE, H + 2 * t],
      left: [W + 4 * t + RIGID_LID_CLEARANCE, H + 2 * t],
      right: [W + 4 * t + RIGID_LID_CLEARANCE, H + 2 * t],
      bottom: [L + 2 * t, W + 2 * t],
    }),
  },
  "rigid-drawer-box": {
    sizes: [[100, 70, 30], [150, 100, 50], [200, 150, 60], ...RIGID_SIZES],
    board: 2,
    sides: ALL,
    roots: 2,
    // The shell: the drawer's outside plus the clearance, a board all round; as long as the drawer.
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 4 * t + DRAWER_CLEARANCE, H + 3 * t + DRAWER_CLEARANCE],
    panels: ({ length: L, width: W, height: H }, t) => ({
      bottom: [L + 2 * t, W + 4 * t + DRAWER_CLEARANCE],
      front: [L + 2 * t, H + 3 * t + DRAWER_CLEARANCE],
      top: [L + 2 * t, W + 4 * t + DRAWER_CLEARANCE],
      back: [L + 2 * t, H + 2 * t + DRAWER_CLEARANCE],
      left: [W + 2 * t, H + t],
      right: [W + 2 * t, H + t],
    }),
  },
  "cake-box": {
    sizes: [
      [200, 200, 100],
      [250, 250, 120],
      [300, 300, 150],
      [100, 100, 20],
      [300, 200, 80],
      [60, 40, 60],
    ],
    board: 0.5,
    sides: ALL,
    roots: 1,
    // The lid's tuck goes in behind the end walls' corner flaps inside the front.
    layered: layeredWith([/^top-tuck$/, /^(left|right)-flap-1$/]),
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + 2 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      bottom: [L + 2 * t, W + 2 * t],
      front: [L + 2 * t, H + 2 * t],
      back: [L + 2 * t, H + 2 * t],
      left: [W, H + 2 * t],
      right: [W, H + 2 * t],
      top: [L, W + t],
    }),
  },
  "carrier-box": {
    sizes: [
      [250, 150, 200],
      [300, 200, 250],
      [200, 150, 70],
      [100, 100, 20],
      [150, 100, 300],
    ],
    board: 1.5,
    sides: ["front", "back", "left", "right", "bottom"],
    roots: 1,
    // Dust flaps under the bottom and under the two top halves; the handle panels back to back.
    layered: (a, b) => underLids(a, b) || layeredWith([/^(left|right)-top-flap$/, /^top-(front|back)$/], [/^handle-front$/, /^handle-back$/])(a, b),
    above: (id) => id.startsWith("handle-"),
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + 2 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      front: [L + 2 * t, H + 2 * t],
      back: [L + t, H + 2 * t],
      left: [W + 2 * t, H + 2 * t],
      right: [W + 2 * t, H + 2 * t],
      bottom: [L + 2 * t, W + t],
    }),
  },
  "special-box": {
    sizes: [
      [200, 200, 100],
      [300, 200, 120],
      [100, 100, 20],
      [60, 40, 150],
      [400, 300, 200],
    ],
    board: 1.5,
    sides: ["front", "top", "back", "left", "right"],
    roots: 1,
    // The bottom's four flaps lock over each other; dust flaps lie under the lid.
    layered: (a, b) => underLids(a, b) || (/^bottom-.+-flap$/.test(a) && /^bottom-.+-flap$/.test(b)),
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + 3 * t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      front: [L + 2 * t, H + 3 * t],
      back: [L + t, H + 3 * t],
      left: [W + 2 * t, H + 3 * t],
      right: [W + 2 * t, H + 3 * t],
      top: [L + 2 * t, W + t],
    }),
  },
  "paper-bag": {
    sizes: [
      [180, 80, 220],
      [240, 110, 310],
      [320, 140, 420],
      [100, 50, 150],
      [400, 150, 300],
    ],
    board: 0.15,
    sides: ["front", "back", "left", "right"],
    roots: 1,
    layered: bagLayers,
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      front: [L + 2 * t, H + t],
      back: [L + t, H + t],
      left: [W + 2 * t, H + t],
      right: [W + 2 * t, H + t],
    }),
  },
  "tote-bag": {
    sizes: [
      [380, 100, 420],
      [300, 80, 350],
      [450, 150, 400],
    ],
    board: 0.5,
    sides: ["front", "back", "left", "right"],
    roots: 1,
    layered: bagLayers,
    outside: ({ length: L, width: W, height: H }, t) => [L + 2 * t, W + 2 * t, H + t],
    panels: ({ length: L, width: W, height: H }, t) => ({
      front: [L + 2 * t, H + t],
      back: [L + 2 * t, H + t],
      left: [W + 2 * t, H + t],
      right: [W + 2 * t, H + t],
    }),
  },
  "doypack-bag": {
    sizes: [
      [120, 35, 200],
      [160, 45, 230],
      [200, 55, 300],
    ],
    board: 0.12,
    sides: ["front", "back", "bottom"],
    roots: 1,
    allowance: false,
    outside: ({ length: L, width: W, height: H }, t) => [L, W + 2 * t, H + t],
    panels: ({ length: L, width: W, height: H }, t) => ({ front: [L, H + t], back: [L, H + t], bottom: [L, W + 2 * t] }),
  },
  "poly-mailer": {
    sizes: [
      [250, 350, 0],
      [350, 450, 0],
      [450, 550, 0],
      [100, 150, 0],
    ],
    board: 0.06,
    sides: ["front", "back"],
    roots: 1,
    allowance: false,
    layered: flapOverBack,
    outside: flatOutside,
    panels: flatPanels,
  },
  "paper-mailer": {
    sizes: [
      [240, 340, 0],
      [320, 450, 0],
    ],
    board: 0.15,
    sides: ["front", "back"],
    roots: 1,
    allowance: false,
    layered: flapOverBack,
    outside: flatOutside,
    panels: flatPanels,
  },
  "rigid-envelope": {
    sizes: [
      [250, 175, 0],
      [330, 250, 0],
    ],
    board: 0.5,
    sides: ["front", "back"],
    roots: 1,
    allowance: false,
    layered: flapOverBack,
    outside: flatOutside,
    panels: flatPanels,
  },
  "square-label": {
    sizes: [
      [50, 50, 0],
      [75, 75, 0],
      [100, 100, 0],
    ],
    board: 0.08,
    sides: ["front"],
    roots: 1,
    allowance: false,
    outside: ({ length: L, width: W }) => [L, 0, W],
    panels: ({ length: L, width: W }) => ({ front: [L, W] }),
  },
  "printed-card": {
    sizes: [
      [85, 55, 0],
      [148, 105, 0],
      [210, 148, 0],
    ],
    board: 0.4,
    sides: ["front", "back"],
    roots: 2,
    allowance: false,
    // The back is the same sheet's reverse, the card's thickness behind the front.
    outside: ({ length: L, width: W }, t) => [L, t, W],
    panels: flatPanels,
  },
};

const CLOSE = 1e-6;
const inside = ([length, width, height]: Size): Dimensions => ({ length, width, height });

function closedBox(net: Net) {
  const closed = foldTransforms(net, 1);
  // Outside only by default: the closed box's faces.
  const sides = (printableSides(net) as OutsideSideId[]).map((side) => {
    const panel = sidePanel(net, side);
    const m = closed[panel.id]!;
    return { side, panel, m, corners: panel.polygon.map((p) => at(m, p)) };
  });
  const all = sides.flatMap((s) => s.corners);
  const min = [0, 1, 2].map((i) => Math.min(...all.map((c) => c[i]!))) as Vec3;
  const max = [0, 1, 2].map((i) => Math.max(...all.map((c) => c[i]!))) as Vec3;
  const centre: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  return { closed, sides, min, max, centre };
}

/** The print faces away from the viewer of the flat net (-z); this is where it faces once folded. */
function outward(m: number[]): Vec3 {
  return unit(direction(m, [0, 0, -1]));
}

const AXIS: Record<OutsideSideId, 0 | 1 | 2> = { front: 1, back: 1, left: 0, right: 0, top: 2, bottom: 2 };

describe.each(FOLDED_MODELS)("%s", (model) => {
  const expected = EXPECTED[model];

  it("defaults to its board and prints the expected sides", () => {
    const net = buildNet(model, inside(expected.sizes[0]!));
    expect(net.board).toBe(expected.board);
    expect(printableSides(net)).toEqual(expected.sides);
    expect(net.panels.filter((panel) => panel.parent === null)).toHaveLength(expected.roots);
    expect(net.bleed).toBe(3);
    expect(net.safeZone).toBe(3);
  });

  describe.each(expected.sizes)("%d x %d x %d", (...size) => {
    const d = inside(size);
    const net = buildNet(model, d);
    const t = net.board;
    const byId = new Map(net.panels.map((panel) => [panel.id, panel]));

    it("is plain data (it travels as JSON)", () => {
      expect(JSON.parse(JSON.stringify(net))).toEqual(net);
    });

    it("gives each printed side a panel of the expected size, with a frame over it", () => {
      const sizes = expected.panels(d, t);
      for (const side of printableSides(net)) {
        const panel = sidePanel(net, side);
        const [width, height] = sizes[side]!;
        expect(panel.frame.width, `${side} width`).toBeCloseTo(width, 6);
        expect(panel.frame.height, `${side} height`).toBeCloseTo(height, 6);
        // Printed panels are whole rectangles the artwork covers exactly.
        expect(Math.abs(signedArea(panel.polygon)), `${side} area`).toBeCloseTo(width * height, 4);
        const corners = [sideToNet(panel.frame, { x: 0, y: 0 }), sideToNet(panel.frame, { x: width, y: height })];
        const xs = panel.polygon.map((p) => p.x);
        const ys = panel.polygon.map((p) => p.y);
        expect(Math.min(...corners.map((c) => c.x))).toBeCloseTo(Math.min(...xs), 6);
        expect(Math.max(...corners.map((c) => c.x))).toBeCloseTo(Math.max(...xs), 6);
        expect(Math.min(...corners.map((c) => c.y))).toBeCloseTo(Math.min(...ys), 6);
        expect(Math.max(...corners.map((c) => c.y))).toBeCloseTo(Math.max(...ys), 6);
      }
    });

    it("has unique ids, parents before children and convex panels of one winding", () => {
      const seen = new Set<string>();
      for (const panel of net.panels) {
        expect(seen.has(panel.id), panel.id).toBe(false);
        if (panel.parent !== null) expect(seen.has(panel.parent), `${panel.id} after ${panel.parent}`).toBe(true);
        seen.add(panel.id);
        expect(isConvex(panel.polygon), `${panel.id} convex`).toBe(true);
        expect(signedArea(panel.polygon), `${panel.id} winding`).toBeGreaterThan(0);
        expect((panel.parent === null) === (panel.hinge === null), `${panel.id} hinge`).toBe(true);
      }
    });

    it("lays no two panels over each other", () => {
      for (let i = 0; i < net.panels.length; i++) {
        for (let j = i + 1; j < net.panels.length; j++) {
          const [p, q] = [net.panels[i]!, net.panels[j]!];
          expect(overlapArea(p.polygon, q.polygon), `${p.id} over ${q.id}`).toBeLessThan(1e-6);
        }
      }
    });

    it("hinges each panel on an edge it shares with its parent", () => {
      const onAnEdge = (panel: Panel, hinge: NonNullable<Panel["hinge"]>) =>
        edgesOf(panel.polygon).some((edge) => distanceToSegment(hinge.a, edge) < CLOSE && distanceToSegment(hinge.b, edge) < CLOSE);
      for (const panel of net.panels) {
        if (!panel.hinge) continue;
        const parent = byId.get(panel.parent!)!;
        expect(onAnEdge(panel, panel.hinge), `${panel.id} own edge`).toBe(true);
        expect(onAnEdge(parent, panel.hinge), `${panel.id} on ${parent.id}`).toBe(true);
        expect(Math.hypot(panel.hinge.b.x - panel.hinge.a.x, panel.hinge.b.y - panel.hinge.a.y)).toBeGreaterThan(1);
      }
    });

    it("cuts or creases every edge, creases exactly the hinges, and never cuts along a crease", () => {
      const onAny = (p: { x: number; y: number }, segments: Net["cuts"]) => segments.some((s) => distanceToSegment(p, s) < CLOSE);
      const hinges = net.panels.flatMap((panel) => (panel.hinge ? [panel.hinge] : []));
      for (const panel of net.panels) {
        for (const edge of edgesOf(panel.polygon)) {
          for (let k = 0; k <= 8; k++) {
            const p = { x: edge.a.x + ((edge.b.x - edge.a.x) * k) / 8, y: edge.a.y + ((edge.b.y - edge.a.y) * k) / 8 };
            expect(onAny(p, net.cuts) || onAny(p, net.creases), `${panel.id} edge at ${p.x},${p.y}`).toBe(true);
          }
        }
      }
      const middle = (s: Net["cuts"][number]) => ({ x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2 });
      for (const hinge of hinges) expect(onAny(middle(hinge), net.creases)).toBe(true);
      for (const crease of net.creases) expect(onAny(middle(crease), hinges)).toBe(true);
      // A cut may end on a crease (a slot's end), never run along one.
      const along = (cut: Net["cuts"][number]) =>
        net.creases.some((crease) => distanceToSegment(cut.a, crease) < CLOSE && distanceToSegment(cut.b, crease) < CLOSE);
      for (const cut of net.cuts) expect(along(cut), `cut at ${JSON.stringify(cut)}`).toBe(false);
    });

    it("has bounds that hold every panel tightly", () => {
      const points = net.panels.flatMap((panel) => panel.polygon);
      expect(net.bounds.x).toBeCloseTo(Math.min(...points.map((p) => p.x)), 9);
      expect(net.bounds.y).toBeCloseTo(Math.min(...points.map((p) => p.y)), 9);
      expect(net.bounds.x + net.bounds.width).toBeCloseTo(Math.max(...points.map((p) => p.x)), 9);
      expect(net.bounds.y + net.bounds.height).toBeCloseTo(Math.max(...points.map((p) => p.y)), 9);
    });

    it("lies flat at progress 0 and clamps progress to 0..1", () => {
      const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
      const flat = foldTransforms(net, 0);
      expect(Object.keys(flat).sort()).toEqual(net.panels.map((panel) => panel.id).sort());
      for (const m of Object.values(flat)) expect(m).toEqual(identity);
      expect(foldTransforms(net, -3)).toEqual(flat);
      expect(foldTransforms(net, Number.NaN)).toEqual(flat);
      expect(foldTransforms(net, 7)).toEqual(foldTransforms(net, 1));
    });

    it("keeps every hinge joined to its parent and every panel rigid while folding", () => {
      for (const progress of [0.25, 0.6, 1]) {
        const m = foldTransforms(net, progress);
        for (const panel of net.panels) {
          const own = m[panel.id]!;
          // Rigid: the columns are orthonormal and right-handed.
          const [x, y, z] = [direction(own, [1, 0, 0]), direction(own, [0, 1, 0]), direction(own, [0, 0, 1])];
          expect(dot(x, x)).toBeCloseTo(1, 9);
          expect(dot(x, y)).toBeCloseTo(0, 9);
          expect(dot(cross(x, y), z)).toBeCloseTo(1, 9);
          if (!panel.hinge) continue;
          const parent = m[panel.parent!]!;
          for (const end of [panel.hinge.a, panel.hinge.b]) {
            const [p, q] = [at(own, end), at(parent, end)];
            expect(Math.hypot(...sub(p, q)), `${panel.id} at ${progress}`).toBeLessThan(CLOSE);
          }
        }
      }
    });

    it("closes into a box of the documented outside size with each side on its face, facing out", () => {
      const { sides, min, max, centre, closed } = closedBox(net);
      const [length, width, height] = expected.outside(d, t);
      expect(max[0] - min[0], "length").toBeCloseTo(length, 6);
      expect(max[1] - min[1], "width").toBeCloseTo(width, 6);
      expect(max[2] - min[2], "height").toBeCloseTo(height, 6);
      // The allowance is a few boards (and a sleeve's or lid's clearance), never less than the inside.
      for (const [outside, inner] of expected.allowance === false
        ? []
        : [
            [length, d.length],
            [width, d.width],
            [height, d.height],
          ]) {
        expect(outside! - inner!).toBeGreaterThan(0);
        expect(outside! - inner!).toBeLessThanOrEqual(6 * t + 2.01);
      }
      // The box stands on z = 0 (a sleeve wraps round under it).
      expect(min[2]).toBeCloseTo(expected.floor ?? 0, 9);
      for (const { side, corners, m } of sides) {
        const axis = AXIS[side];
        const normal = outward(m);
        // Square to its own axis, pointing away from the middle of the box.
        expect(Math.abs(normal[axis]), `${side} normal`).toBeCloseTo(1, 9);
        const face = normal[axis] > 0 ? max[axis] : min[axis];
        for (const c of corners) expect(c[axis], `${side} on its face`).toBeCloseTo(face, 6);
        const middle = corners.reduce((s, c) => [s[0] + c[0] / corners.length, s[1] + c[1] / corners.length, s[2] + c[2] / corners.length] as Vec3, [
          0, 0, 0,
        ] as Vec3);
        // A single sheet (a label) is all face: there is no middle to face away from.
        if (sides.length > 1) expect(dot(normal, sub(middle, centre)), `${side} faces out`).toBeGreaterThan(0);
        // It covers its face but for a few boards at the edges.
        for (const other of [0, 1, 2].filter((i) => i !== axis)) {
          const span = Math.max(...corners.map((c) => c[other]!)) - Math.min(...corners.map((c) => c[other]!));
          expect(span, `${side} span`).toBeGreaterThan(max[other]! - min[other]! - 6 * t - 0.01);
        }
      }
      if (expected.sides.includes("top")) expect(outward(closed[sidePanel(net, "top").id]!)[2]).toBeCloseTo(1, 9);
      if (expected.sides.includes("bottom")) expect(outward(closed[sidePanel(net, "bottom").id]!)[2]).toBeCloseTo(-1, 9);
      const facing = (side: SideId) => outward(closed[sidePanel(net, side).id]!);
      // Right is on the right of someone looking at the front.
      const front = facing("front");
      if (expected.sides.includes("back")) expect(facing("back")).toEqual(front.map((v) => -v + 0));
      const right = cross(sub([0, 0, 0], front), [0, 0, 1]);
      if (expected.sides.includes("right")) expect(dot(facing("right"), right)).toBeCloseTo(1, 9);
      if (expected.sides.includes("left")) expect(dot(facing("left"), right)).toBeCloseTo(-1, 9);
    });

    it("folds every panel, flaps too, inside the closed box", () => {
      const { min, max, closed } = closedBox(net);
      for (const panel of net.panels) {
        for (const p of panel.polygon) {
          const c = at(closed[panel.id]!, p);
          for (const i of [0, 1, 2]) {
            expect(c[i], `${panel.id} axis ${i}`).toBeGreaterThanOrEqual(min[i]! - CLOSE);
            if (i === 2 && expected.above?.(panel.id)) continue;
            expect(c[i], `${panel.id} axis ${i}`).toBeLessThanOrEqual(max[i]! + CLOSE);
          }
        }
      }
    });

    it("keeps panels that end up in one plane from overlapping, but for flaps layered by design", () => {
      const closed = foldTransforms(net, 1);
      const planes = new Map<string, { id: string; points: { x: number; y: number }[] }[]>();
      for (const panel of net.panels) {
        const m = closed[panel.id]!;
        const normal = outward(m);
        const axis = [0, 1, 2].find((i) => Math.abs(normal[i]!) > 1 - 1e-9)!;
        const corners = panel.polygon.map((p) => at(m, p));
        const [u, v] = [0, 1, 2].filter((i) => i !== axis);
        const key = `${axis}:${corners[0]![axis]!.toFixed(6)}`;
        const list = planes.get(key) ?? [];
        list.push({ id: panel.id, points: corners.map((c) => ({ x: c[u!]!, y: c[v!]! })) });
        planes.set(key, list);
      }
      for (const list of planes.values()) {
        for (let i = 0; i < list.length; i++) {
          for (let j = i + 1; j < list.length; j++) {
            const [p, q] = [list[i]!, list[j]!];
            if (expected.layered?.(p.id, q.id)) continue;
            expect(overlapArea(p.points, q.points), `${p.id} and ${q.id} closed`).toBeLessThan(1e-6);
          }
        }
      }
    });

    it("maps each side's artwork upright and unmirrored onto the closed box", () => {
      const { closed } = closedBox(net);
      const front = outward(closed[sidePanel(net, "front").id]!);
      // Up on the artwork: the box's up on walls; the back on the top (tip the box towards you); the front on the bottom (tip it away).
      const up: Record<OutsideSideId, Vec3> = {
        front: [0, 0, 1],
        back: [0, 0, 1],
        left: [0, 0, 1],
        right: [0, 0, 1],
        top: [-front[0], -front[1], -front[2]],
        bottom: front,
      };
      for (const side of printableSides(net) as OutsideSideId[]) {
        const panel = sidePanel(net, side);
        const m = closed[panel.id]!;
        const { width, height } = panel.frame;
        const place = (u: number, v: number) => at(m, sideToNet(panel.frame, { x: u, y: v }));
        const artworkUp = unit(sub(place(width / 2, 0), place(width / 2, height)));
        const artworkRight = unit(sub(place(width, height / 2), place(0, height / 2)));
        expect(dot(artworkUp, up[side]), `${side} upright`).toBeCloseTo(1, 9);
        // Seen from outside (looking against the outward normal) right is viewing direction x up.
        const looking = sub([0, 0, 0], outward(m));
        expect(dot(artworkRight, cross(looking, up[side])), `${side} not mirrored`).toBeCloseTo(1, 9);
      }
    });
  });
});
