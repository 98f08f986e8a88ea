import { describe, expect, it } from "vitest";
import { buildNet, foldTransforms, printableSides, sidePanel, type Net } from "./index";
import { at, direction, unit } from "./test-helpers";

/** Where a panel's corners are in the closed product. */
function closedCorners(net: Net, id: string) {
  const m = foldTransforms(net, 1)[id]!;
  return net.panels.find((panel) => panel.id === id)!.polygon.map((p) => at(m, p));
}
const span = (points: number[][], axis: number): [number, number] => [Math.min(...points.map((p) => p[axis]!)), Math.max(...points.map((p) => p[axis]!))];
const outward = (net: Net, id: string) => unit(direction(foldTransforms(net, 1)[id]!, [0, 0, -1]));

describe("bags", () => {
  it("stand open at the top: a paper bag's walls rise from its bottom and nothing closes over them", () => {
    const net = buildNet("paper-bag", { length: 240, width: 110, height: 310 });
    const top = Math.max(...net.panels.flatMap((panel) => closedCorners(net, panel.id).map((c) => c[2]!)));
    expect(top).toBeCloseTo(310 + net.board, 6);
    // No panel lies across the opening.
    for (const panel of net.panels) {
      const corners = closedCorners(net, panel.id);
      const [low, high] = span(corners, 2);
      expect(high - low > 1e-6 || low < 1e-6, `${panel.id} across the top`).toBe(true);
    }
    expect(net.panels.filter((panel) => panel.id.endsWith("-hem"))).toHaveLength(4);
    expect(net.panels.filter((panel) => panel.id.endsWith("-bottom-fold"))).toHaveLength(3);
    expect(net.panels.some((panel) => panel.id === "glue-flap")).toBe(true);
  });

  it("make a tote without gussets a front and a back on a narrow fold", () => {
    const net = buildNet("tote-bag", { length: 380, width: 0, height: 420 });
    expect(printableSides(net)).toEqual(["front", "back"]);
    const [front, back] = [closedCorners(net, "front"), closedCorners(net, "back")];
    const gap = Math.abs(front[0]![1]! - back[0]![1]!);
    expect(gap).toBeCloseTo(1, 9);
  });

  it("stand a doypack on its bottom gusset, its front and back facing away from each other", () => {
    const net = buildNet("doypack-bag", { length: 160, width: 45, height: 230 });
    expect(outward(net, "bottom")[2]).toBeCloseTo(-1, 9);
    expect(outward(net, "front")[1]).toBeCloseTo(-outward(net, "back")[1]!, 9);
  });
});

describe("bag handles", () => {
  /** A handle's points in the closed bag (up is +z). */
  const closedHandle = (net: Net, index: number) => {
    const handle = net.handles![index]!;
    const m = foldTransforms(net, 1)[handle.panel]!;
    return { handle, ends: handle.ends.map((p) => at(m, p)), apex: at(m, handle.apex) };
  };

  it.each([
    ["paper-bag", { length: 240, width: 110, height: 310 }, "twisted"],
    ["tote-bag", { length: 380, width: 100, height: 420 }, "flat"],
    ["tote-bag", { length: 380, width: 0, height: 420 }, "flat"],
  ] as const)("a %s has two %s handles, front and back, fixed inside below the top and standing above it over the middle", (model, inside, kind) => {
    const net = buildNet(model, inside);
    expect(net.handles?.map((handle) => [handle.panel, handle.kind])).toEqual([
      ["front", kind],
      ["back", kind],
    ]);
    const top = inside.height + net.board;
    const middle = span(closedCorners(net, "front"), 0).reduce((a, b) => a + b) / 2;
    for (const index of [0, 1]) {
      const { handle, ends, apex } = closedHandle(net, index);
      const wall = closedCorners(net, handle.panel);
      for (const end of ends) {
        expect(end[2]).toBeLessThan(top);
        expect(end[2]).toBeGreaterThan(top - 40);
        // On the wall's own plane, within its width.
        expect(end[1]).toBeCloseTo(wall[0]![1]!, 6);
        expect(end[0]).toBeGreaterThan(span(wall, 0)[0]);
        expect(end[0]).toBeLessThan(span(wall, 0)[1]);
      }
      expect(apex[2]).toBeGreaterThan(top + 50);
      expect(apex[0]).toBeCloseTo(middle, 0);
      expect(apex[1]).toBeCloseTo(wall[0]![1]!, 6);
      expect(Math.abs(ends[0]![0]! - ends[1]![0]!)).toBeGreaterThan(50);
    }
  });

  it("come from the model's sizes: a paper bag's cord is thin, a tote's strap wide and its loop long enough for a shoulder", () => {
    const paper = buildNet("paper-bag", { length: 240, width: 110, height: 310 });
    const tote = buildNet("tote-bag", { length: 380, width: 100, height: 420 });
    expect(paper.handles![0]!.width).toBe(5);
    expect(tote.handles![0]!.width).toBe(25);
    const loop = (net: Net) => closedHandle(net, 0).apex[2]! - (net.inside.height + net.board);
    expect(loop(tote)).toBeGreaterThan(loop(paper));
  });

  it("leave a doypack and every box without handles", () => {
    expect(buildNet("doypack-bag", { length: 160, width: 45, height: 230 }).handles).toBeUndefined();
    expect(buildNet("mailer-box", { length: 200, width: 150, height: 70 }).handles).toBeUndefined();
  });
});

describe("flat mailers and envelopes", () => {
  it.each(["poly-mailer", "paper-mailer", "rigid-envelope"] as const)("close the %s's flap over the back", (model) => {
    const net = buildNet(model, { length: 250, width: 350, height: 0 });
    const back = closedCorners(net, "back");
    const flap = closedCorners(net, "flap");
    // In the back's plane, at its top, on the same side as its print.
    expect(span(flap, 1)[0]).toBeCloseTo(span(back, 1)[0]!, 6);
    expect(span(flap, 2)[1]).toBeCloseTo(350, 6);
    expect(span(flap, 2)[0]).toBeGreaterThan(250);
    expect(outward(net, "flap")).toEqual(outward(net, "back"));
  });
});

describe("labels and cards", () => {
  it("stand a label up with its print to the viewer (-y) and its top up", () => {
    const net = buildNet("square-label", { length: 75, width: 75, height: 0 });
    expect(net.panels).toHaveLength(1);
    expect(outward(net, "front")).toEqual([0, -1, 0]);
    const [low, high] = span(closedCorners(net, "front"), 2);
    expect([low, high]).toEqual([0, 75]);
  });

  it("turn a card's back over onto its reverse, the card's thickness behind the front", () => {
    const net = buildNet("printed-card", { length: 148, width: 105, height: 0 });
    const front = closedCorners(net, sidePanel(net, "front").id);
    const back = closedCorners(net, sidePanel(net, "back").id);
    expect(span(back, 0)).toEqual(span(front, 0));
    expect(span(back, 1)[0]! - span(front, 1)[0]!).toBeCloseTo(net.board, 9);
    expect(outward(net, "back")[1]).toBeCloseTo(1, 9);
    // Flat, the two sides lie side by side, one print file page each.
    expect(net.bounds.width).toBeGreaterThan(2 * 148);
  });
});
