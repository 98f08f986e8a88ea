import { describe, expect, it } from "vitest";
import { buildNet, foldTransforms, type Dimensions, type Net, type Panel } from "./index";
import type { Vec3 } from "./matrix";
import { handleHeight } from "./models/carrier-box";
import { drawerPulledOut } from "./models/rigid-drawer-box";
import { at } from "./test-helpers";

/**
 * What each of the boxes sold without a box sku model must be as a shopper
 * holds it: its outside size for the catalogue's sizes, where the lid lands,
 * where the drawer is as it slides in, and the carrier's handle.
 */

function corners(net: Net, ids: (id: string) => boolean, progress = 1): Vec3[] {
  const m = foldTransforms(net, progress);
  return net.panels.filter((panel) => ids(panel.id)).flatMap((panel) => panel.polygon.map((p) => at(m[panel.id]!, p)));
}

function box(points: Vec3[]) {
  const min = [0, 1, 2].map((i) => Math.min(...points.map((p) => p[i]!))) as Vec3;
  const max = [0, 1, 2].map((i) => Math.max(...points.map((p) => p[i]!))) as Vec3;
  return { min, max, size: [0, 1, 2].map((i) => max[i]! - min[i]!) as Vec3 };
}

const panel = (net: Net, id: string): Panel => net.panels.find((candidate) => candidate.id === id)!;
const closedSize = (net: Net) => box(corners(net, () => true)).size;
const inside = (length: number, width: number, height: number): Dimensions => ({ length, width, height });

function expectSize(actual: Vec3, expected: Vec3) {
  for (const i of [0, 1, 2]) expect(actual[i], `axis ${i}`).toBeCloseTo(expected[i]!, 6);
}

describe("the rigid box with a hinged lid", () => {
  it("is a 2 mm greyboard tray in a case: 204 x 206 x 86 mm outside for the 200 x 200 x 80 box", () => {
    const net = buildNet("rigid-box", inside(200, 200, 80));
    expect(net.board).toBe(2);
    expectSize(closedSize(net), [204, 206, 86]);
  });

  it("closes its lid flat on the tray's walls, flush with the tray's front, hinged on the case's back", () => {
    const net = buildNet("rigid-box", inside(200, 200, 80));
    const t = net.board;
    const tray = box(corners(net, (id) => id.startsWith("tray-")));
    const lid = box(corners(net, (id) => id === "top"));
    // The tray stands on the case bottom (one board up) and its walls reach the lid's underside.
    expect(tray.min[2]).toBeCloseTo(t, 6);
    expect(tray.max[2]).toBeCloseTo(lid.max[2] - t, 6);
    expect(lid.size[2]).toBeCloseTo(0, 6);
    // Lid over the whole tray, and one board more behind it for the spine.
    expect(lid.min[1]).toBeCloseTo(tray.min[1], 6);
    expect(lid.max[1]).toBeCloseTo(tray.max[1] + t, 6);
    expect(lid.min[0]).toBeCloseTo(tray.min[0], 6);
    expect(lid.max[0]).toBeCloseTo(tray.max[0], 6);
    // The tray is in the case by half way, before the lid comes over it.
    const trayBase = (progress: number) => box(corners(net, (id) => id === "tray-bottom", progress));
    expect(trayBase(0.5).min).toEqual(trayBase(1).min.map((v) => expect.closeTo(v, 6)));
    // Half open, the lid has turned about the back's top edge, not slid.
    const spineTop = box(corners(net, (id) => id === "back", 0.5));
    const halfLid = box(corners(net, (id) => id === "top", 0.5));
    expect(halfLid.min[2]).toBeGreaterThanOrEqual(spineTop.min[2] - 1e-6);
  });
});

describe("the magnetic box", () => {
  it("closes its lid's front flap down over the tray's front wall, a board in front of it, down to the case bottom", () => {
    const net = buildNet("magnetic-box", inside(250, 200, 80));
    const t = net.board;
    expectSize(closedSize(net), [254, 208, 86]);
    const flap = box(corners(net, (id) => id === "front"));
    const trayFront = box(corners(net, (id) => id === "tray-front"));
    expect(flap.size[1]).toBeCloseTo(0, 6);
    expect(trayFront.min[1] - flap.min[1]).toBeCloseTo(t, 6);
    expect(flap.min[2]).toBeCloseTo(t, 6);
    expect(flap.max[2]).toBeCloseTo(80 + 3 * t, 6);
    // The flap hangs from the lid, not from the tray: opening the lid swings it up.
    expect(panel(net, "front").parent).toBe("top");
  });
});

describe("the rigid two-piece box", () => {
  it("slips its lid over the base with 1.5 mm of play and down to the table", () => {
    const net = buildNet("rigid-box-two-pieces", inside(200, 200, 80));
    const t = net.board;
    const base = box(corners(net, (id) => ["bottom", "tray-front", "tray-back", "tray-left", "tray-right"].includes(id)));
    const lid = box(corners(net, (id) => ["top", "front", "back", "left", "right"].includes(id)));
    // The lid's inside (its outside less a board each side) is the base's outside plus the clearance.
    expect(lid.size[0] - 2 * t - base.size[0]).toBeCloseTo(1.5, 6);
    expect(lid.size[1] - 2 * t - base.size[1]).toBeCloseTo(1.5, 6);
    // Centred over the base, its top resting on the base's walls, its walls reaching the table.
    expect((lid.min[0] + lid.max[0]) / 2).toBeCloseTo((base.min[0] + base.max[0]) / 2, 6);
    expect((lid.min[1] + lid.max[1]) / 2).toBeCloseTo((base.min[1] + base.max[1]) / 2, 6);
    expect(lid.max[2] - t).toBeCloseTo(base.max[2], 6);
    expect(lid.min[2]).toBeCloseTo(0, 6);
    expectSize(closedSize(net), [200 + 8 + 1.5, 200 + 8 + 1.5, 84]);
  });
});

describe("the rigid drawer box", () => {
  const net = buildNet("rigid-drawer-box", inside(150, 100, 50));
  const t = net.board;
  const drawer = (progress: number) => box(corners(net, (id) => id.startsWith("drawer-"), progress));
  const shell = box(corners(net, (id) => !id.startsWith("drawer-")));

  it("closes to a shell round the drawer: 154 x 109 x 57 mm for the 150 x 100 x 50 box", () => {
    expectSize(closedSize(net), [154, 109, 57]);
    expectSize(shell.size, [154, 109, 57]);
  });

  it("slides the drawer in along its length: out its whole length half way, half out at three quarters, home when closed", () => {
    const home = drawer(1);
    // Home: flush with both open ends, on the shell's floor, the clearance shared either side and above.
    expect(home.min[0]).toBeCloseTo(shell.min[0], 6);
    expect(home.max[0]).toBeCloseTo(shell.max[0], 6);
    expect(home.min[2]).toBeCloseTo(t, 6);
    expect(home.min[1] - (shell.min[1] + t)).toBeCloseTo(0.5, 6);
    expect(shell.max[1] - t - home.max[1]).toBeCloseTo(0.5, 6);
    expect(shell.max[2] - t - home.max[2]).toBeCloseTo(1, 6);
    // The drawer's base moves as the whole drawer does (its walls are still folding up half way).
    const base = (progress: number) => box(corners(net, (id) => id === "drawer-bottom", progress));
    for (const [progress, out] of [
      [0.5, 154],
      [0.75, 77],
      [0.9, 30.8],
    ] as const) {
      const at = base(progress);
      expect(drawerPulledOut(net, progress)).toBeCloseTo(out, 6);
      // Pulled out through the right-hand opening, in line with where it ends up.
      expect(at.min[0] - base(1).min[0], `x at ${progress}`).toBeCloseTo(out, 6);
      expect(at.min[1], `y at ${progress}`).toBeCloseTo(base(1).min[1], 6);
      expect(at.min[2], `z at ${progress}`).toBeCloseTo(base(1).min[2], 6);
    }
  });
});

describe("the cake box", () => {
  it("is a folding carton whose lid closes on the walls and tucks in behind the front", () => {
    const net = buildNet("cake-box", inside(250, 250, 120));
    const t = net.board;
    expect(t).toBe(0.5);
    expectSize(closedSize(net), [251, 251, 121]);
    const lid = box(corners(net, (id) => id === "top"));
    const tuck = box(corners(net, (id) => id === "top-tuck"));
    const front = box(corners(net, (id) => id === "front"));
    expect(lid.max[2]).toBeCloseTo(121, 6);
    expect(tuck.size[1]).toBeCloseTo(0, 6);
    expect(tuck.min[1] - front.min[1]).toBeCloseTo(t, 6);
    expect(tuck.max[2]).toBeCloseTo(121, 6);
    expect(tuck.min[2]).toBeGreaterThan(0);
  });
});

describe("the carrier box", () => {
  const net = buildNet("carrier-box", inside(300, 200, 250));
  const t = net.board;

  it("closes to 303 x 203 x 253 mm with its handle standing above the top", () => {
    const body = box(corners(net, (id) => !id.startsWith("handle-")));
    expectSize(body.size, [303, 203, 253]);
    const handles = box(corners(net, (id) => id.startsWith("handle-")));
    expect(handles.max[2] - body.max[2]).toBeCloseTo(handleHeight(net.inside), 6);
    expect(handles.min[2]).toBeCloseTo(body.max[2], 6);
    // Both handle panels stand back to back in the middle of the top.
    expect(handles.size[1]).toBeCloseTo(0, 6);
    expect(handles.min[1]).toBeCloseTo((body.min[1] + body.max[1]) / 2, 6);
    expect(handles.size[0]).toBeCloseTo(body.size[0], 6);
  });

  it("cuts the same hand-hold through both handle panels, so the holes meet", () => {
    const m = foldTransforms(net, 1);
    const inPanel = (id: string) => {
      const bounds = panel(net, id).polygon;
      const xs = bounds.map((p) => p.x);
      const ys = bounds.map((p) => p.y);
      return net.cuts.filter((cut) =>
        [cut.a, cut.b].every((p) => p.x > Math.min(...xs) && p.x < Math.max(...xs) && p.y > Math.min(...ys) && p.y < Math.max(...ys)),
      );
    };
    const holes = (id: string) =>
      inPanel(id)
        .map((cut) =>
          at(m[id]!, cut.a)
            .map((v) => v.toFixed(6))
            .join(","),
        )
        .sort();
    expect(holes("handle-front")).toHaveLength(8);
    expect(holes("handle-front")).toEqual(holes("handle-back"));
    // The hole lies inside the handle, clear of the top.
    const hole = box(inPanel("handle-front").map((cut) => at(m["handle-front"]!, cut.a)));
    expect(hole.min[2]).toBeGreaterThan(253 + t);
    expect(hole.size[0]).toBeGreaterThan(60);
  });
});

describe("the special box", () => {
  it("locks its bottom from four flaps on the table, the front and back ones reaching past the middle", () => {
    const net = buildNet("special-box", inside(300, 200, 120));
    expectSize(closedSize(net), [303, 203, 124.5]);
    const flaps = ["bottom-front-flap", "bottom-back-flap", "bottom-left-flap", "bottom-right-flap"].map((id) => box(corners(net, (other) => other === id)));
    for (const flap of flaps) expect(flap.max[2]).toBeCloseTo(0, 6);
    const [front, back] = flaps;
    expect(front!.max[1]).toBeGreaterThan(back!.min[1]);
    expect(net.panels.some((candidate) => candidate.side === "bottom")).toBe(false);
  });
});
