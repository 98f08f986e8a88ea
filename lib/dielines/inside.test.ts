import { describe, expect, it } from "vitest";
import { signedArea } from "./geometry";
import {
  BOX_MODELS,
  buildNet,
  findSidePanel,
  foldTransforms,
  hasInsideSheet,
  INSIDE_SIDE_IDS,
  insideSheet,
  type InsideSideId,
  type Net,
  OUTSIDE_SIDE_IDS,
  printableSides,
  sheetOf,
  sidePanel,
  sideToNet,
  toInsideSheet,
} from "./index";
import type { Vec3 } from "./matrix";
import { at, cross, direction, dot, sub, unit } from "./test-helpers";

/**
 * The inside print: which models have inside sides, where each lies (the back of
 * the board, or a face rolled over into the box), that its artwork reads upright
 * and unmirrored to someone looking into the open box, and the inside sheet the
 * back is drawn and printed on.
 */

const typical = { length: 200, width: 150, height: 70 };
const mailers = ["mailer-box", "delivery-mailer-box"] as const;

/** Looking into the open box from its front: the walls read with the box's up at their top, the floor with the back wall at its top. */
function expectedUp(net: Net, side: InsideSideId, closed: Record<string, number[]>): Vec3 {
  const front = unit(direction(closed[sidePanel(net, "front").id]!, [0, 0, -1]));
  if (side === "inside-bottom") return [-front[0], -front[1], -front[2]];
  return [0, 0, 1];
}

/** The face a shopper looking into the box sees of the side: the panel's back (+z) on the inside sheet, else its printed face (-z). */
function seenNormal(net: Net, side: InsideSideId, m: number[]): Vec3 {
  return unit(direction(m, sheetOf(net, side) === "inside" ? [0, 0, 1] : [0, 0, -1]));
}

describe("which sides a model prints", () => {
  it("prints the outside only unless the print mode prints inside", () => {
    const net = buildNet("mailer-box", typical);
    expect(printableSides(net)).toEqual([...OUTSIDE_SIDE_IDS]);
    expect(printableSides(net, { inside: false })).toEqual([...OUTSIDE_SIDE_IDS]);
    expect(printableSides(net, { inside: true })).toEqual([...OUTSIDE_SIDE_IDS, ...INSIDE_SIDE_IDS]);
  });

  it.each(mailers)("the %s has the inside of its lid, walls and floor", (model) => {
    const net = buildNet(model, typical);
    expect(hasInsideSheet(net)).toBe(true);
    for (const side of INSIDE_SIDE_IDS) expect(findSidePanel(net, side), side).not.toBeNull();
    // The lid's, the floor's and the single walls' insides are the board's back; the end walls roll over, so their inner leaves' printed face looks in.
    expect(Object.fromEntries(INSIDE_SIDE_IDS.map((side) => [side, [sidePanel(net, side).id, sheetOf(net, side)]]))).toEqual({
      "inside-top": ["top", "inside"],
      "inside-front": ["front", "inside"],
      "inside-back": ["back", "inside"],
      "inside-left": ["left-inner", "outside"],
      "inside-right": ["right-inner", "outside"],
      "inside-bottom": ["bottom", "inside"],
    });
  });

  // Sizes the products are made in, where the mailer's would not do (flat products have no height).
  const SIZE_OF: Partial<Record<(typeof BOX_MODELS)[number], { length: number; width: number; height: number }>> = {
    "shipping-box": { length: 400, width: 300, height: 200 },
    "poly-mailer": { length: 250, width: 350, height: 0 },
    "paper-mailer": { length: 240, width: 340, height: 0 },
    "rigid-envelope": { length: 250, width: 175, height: 0 },
    "square-label": { length: 75, width: 75, height: 0 },
    "printed-card": { length: 148, width: 105, height: 0 },
    "pattern-sheet": { length: 500, width: 700, height: 0 },
    "pattern-tape": { length: 50000, width: 50, height: 0 },
    "paper-can": { length: 73, width: 73, height: 100 },
  };
  it.each(BOX_MODELS.filter((model) => !(mailers as readonly string[]).includes(model) && model !== "sleeved-mailer-box"))(
    "the %s prints no inside, whatever the print mode",
    (model) => {
      const net = buildNet(model, SIZE_OF[model] ?? typical);
      expect(hasInsideSheet(net)).toBe(false);
      expect(printableSides(net, { inside: true })).toEqual(printableSides(net));
      for (const side of INSIDE_SIDE_IDS) expect(findSidePanel(net, side)).toBeNull();
    },
  );
});

describe.each(mailers)("the %s's inside, closed", (model) => {
  const net = buildNet(model, typical);
  const closed = foldTransforms(net, 1);
  const open = foldTransforms(net, 1, { open: 1 });

  it.each(INSIDE_SIDE_IDS.filter((side) => side !== "inside-top"))("shows %s upright and unmirrored from inside the box", (side) => {
    const panel = sidePanel(net, side);
    const m = closed[panel.id]!;
    // Artwork point -> sheet point -> flat net point -> closed box.
    const place = (u: number, v: number) => {
      const onSheet = sideToNet(panel.frame, { x: u, y: v });
      return at(m, sheetOf(net, side) === "inside" ? toInsideSheet(net, onSheet) : onSheet);
    };
    const { width, height } = panel.frame;
    const up = unit(sub(place(width / 2, 0), place(width / 2, height)));
    const right = unit(sub(place(width, height / 2), place(0, height / 2)));
    expect(dot(up, expectedUp(net, side, closed)), `${side} upright`).toBeCloseTo(1, 9);
    // The face seen points towards the viewer; the viewer looks against it.
    const normal = seenNormal(net, side, m);
    const looking = sub([0, 0, 0], normal);
    expect(dot(right, cross(looking, up)), `${side} not mirrored`).toBeCloseTo(1, 9);
  });

  it("opens the lid past upright, its underside reading upright above the back wall", () => {
    const panel = sidePanel(net, "inside-top");
    const m = open[panel.id]!;
    const place = (u: number, v: number) => at(m, toInsideSheet(net, sideToNet(panel.frame, { x: u, y: v })));
    const { width, height } = panel.frame;
    const up = unit(sub(place(width / 2, 0), place(width / 2, height)));
    const right = unit(sub(place(width, height / 2), place(0, height / 2)));
    // Tilted back 20 degrees from upright.
    expect(dot(up, [0, 0, 1])).toBeCloseTo(Math.cos((20 * Math.PI) / 180), 9);
    const normal = seenNormal(net, "inside-top", m);
    const front = unit(direction(closed[sidePanel(net, "front").id]!, [0, 0, -1]));
    expect(dot(normal, front), "the underside faces the front").toBeGreaterThan(0.9);
    expect(dot(right, cross(sub([0, 0, 0], normal), up)), "not mirrored").toBeCloseTo(1, 9);
    // Shut, it lies over the box: the open lid is only a view, the net is the same.
    expect(unit(direction(closed[panel.id]!, [0, 0, 1]))[2]).toBeCloseTo(-1, 9);
    expect(foldTransforms(net, 1, { open: 0 })).toEqual(closed);
    expect(foldTransforms(net, 0, { open: 1 })).toEqual(foldTransforms(net, 0));
  });
});

describe("the inside sheet", () => {
  const net = buildNet("mailer-box", typical);
  const sheet = insideSheet(net);

  it("is the same die turned over left to right: same panels, bounds, cuts and creases, mirrored", () => {
    expect(sheet.panels.map((panel) => panel.id)).toEqual(net.panels.map((panel) => panel.id));
    expect(sheet.bounds).toEqual(net.bounds);
    expect(sheet.cuts).toHaveLength(net.cuts.length);
    expect(sheet.creases).toHaveLength(net.creases.length);
    for (const [index, panel] of net.panels.entries()) {
      const mirrored = sheet.panels[index]!;
      expect(signedArea(mirrored.polygon)).toBeCloseTo(signedArea(panel.polygon), 6);
      for (const p of panel.polygon) {
        const q = toInsideSheet(net, p);
        expect(mirrored.polygon.some((r) => Math.abs(r.x - q.x) < 1e-9 && Math.abs(r.y - q.y) < 1e-9)).toBe(true);
      }
    }
    // The left end wall is on the right of the back.
    const left = (n: Net) => Math.min(...n.panels.find((panel) => panel.id === "left")!.polygon.map((p) => p.x));
    expect(left(sheet)).toBeGreaterThan(left(net));
    expect(insideSheet(net)).toBe(sheet);
  });

  it("carries the inside sides on the back, each frame covering its panel there", () => {
    expect(sheet.panels.filter((panel) => panel.side).map((panel) => [panel.id, panel.side])).toEqual([
      ["bottom", "inside-bottom"],
      ["front", "inside-front"],
      ["back", "inside-back"],
      ["top", "inside-top"],
    ]);
    for (const side of ["inside-bottom", "inside-front", "inside-back", "inside-top"] as const) {
      const panel = sidePanel(net, side);
      expect(sheet.panels).toContain(panel);
      const corners = [sideToNet(panel.frame, { x: 0, y: 0 }), sideToNet(panel.frame, { x: panel.frame.width, y: panel.frame.height })];
      const xs = panel.polygon.map((p) => p.x);
      expect(Math.min(...corners.map((c) => c.x))).toBeCloseTo(Math.min(...xs), 6);
      expect(Math.max(...corners.map((c) => c.x))).toBeCloseTo(Math.max(...xs), 6);
    }
  });

  it("takes a sleeved mailer's sleeve into its mirror line, and travels as JSON", () => {
    const sleeved = buildNet("sleeved-mailer-box", typical);
    expect(insideSheet(sleeved).bounds).toEqual(sleeved.bounds);
    expect(JSON.parse(JSON.stringify(net))).toEqual(net);
  });
});
