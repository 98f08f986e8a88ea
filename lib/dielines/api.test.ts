import { describe, expect, it } from "vitest";
import { distanceToSegment } from "./geometry";
import {
  BLEED_MM,
  BOX_MODELS,
  buildNet,
  foldTransforms,
  modelForProduct,
  panelHoles,
  modelForSkuModel,
  netToSide,
  SAFE_ZONE_MM,
  OUTSIDE_SIDE_IDS,
  SIDE_IDS,
  sidePanel,
  sideToNet,
  type SideFrame,
} from "./index";
import { multiply, rotationAbout, transformPoint } from "./matrix";
import { MODELS } from "./models";
import { FOLDED_MODELS, overlapArea } from "./test-helpers";

const typical = { length: 200, width: 150, height: 70 };

describe("buildNet's refusals", () => {
  it.each([
    ["not a number", { ...typical, length: Number.NaN }],
    ["infinite", { ...typical, width: Number.POSITIVE_INFINITY }],
    ["zero", { ...typical, length: 0 }],
    ["negative", { ...typical, length: -200 }],
    ["tiny", { ...typical, width: 5 }],
    ["absurdly large", { ...typical, length: 2001 }],
    ["missing", { length: 200, width: 150 }],
    ["a string", { ...typical, height: "70" }],
  ])("rejects a size that is %s", (_label, inside) => {
    for (const model of FOLDED_MODELS) expect(() => buildNet(model, inside as never)).toThrow(RangeError);
  });

  it("takes no height for flat products, and a tote without gussets, but no other zero", () => {
    const flat = BOX_MODELS.filter((model) => MODELS[model].zeroDimensions?.height === "must");
    expect(flat).toEqual(["poly-mailer", "paper-mailer", "rigid-envelope", "square-label", "printed-card"]);
    for (const model of flat) {
      expect(buildNet(model, { length: 250, width: 350, height: 0 }).inside.height).toBe(0);
      expect(() => buildNet(model, { length: 250, width: 350, height: 10 }), model).toThrow(/flat/);
      expect(() => buildNet(model, { length: 250, width: 0, height: 0 }), model).toThrow(RangeError);
    }
    expect(buildNet("tote-bag", { length: 380, width: 0, height: 420 }).panels.map((panel) => panel.side)).not.toContain("left");
    expect(() => buildNet("paper-bag", { length: 380, width: 0, height: 420 })).toThrow(RangeError);
    expect(() => buildNet("tote-bag", { length: 380, width: 100, height: 0 })).toThrow(RangeError);
  });

  it("takes the largest size it allows", () => {
    expect(buildNet("shipping-box", { length: 2000, width: 2000, height: 2000 }).inside.length).toBe(2000);
  });

  it("rejects boxes taller than the model allows", () => {
    expect(() => buildNet("mailer-box", { length: 200, width: 150, height: 151 })).toThrow(RangeError);
    expect(() => buildNet("delivery-mailer-box", { length: 100, width: 100, height: 120 })).toThrow(RangeError);
    expect(() => buildNet("sleeved-mailer-box", { length: 100, width: 300, height: 120 })).toThrow(RangeError);
    expect(() => buildNet("product-box-two-pieces", { length: 100, width: 80, height: 101 })).toThrow(RangeError);
    expect(() => buildNet("product-box", { length: 50, width: 40, height: 251 })).toThrow(RangeError);
    expect(() => buildNet("product-box-wine-box", { length: 60, width: 60, height: 601 })).toThrow(RangeError);
    expect(() => buildNet("shipping-box", { length: 100, width: 100, height: 301 })).toThrow(RangeError);
    // ... and takes them at the limit.
    expect(buildNet("mailer-box", { length: 200, width: 150, height: 150 }).inside.height).toBe(150);
    expect(buildNet("product-box-wine-box", { length: 60, width: 60, height: 600 }).inside.height).toBe(600);
  });

  it("rejects boards that are not a board, or too thick for the box", () => {
    for (const board of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 11]) expect(() => buildNet("mailer-box", typical, board)).toThrow(RangeError);
    expect(() => buildNet("shipping-box", { length: 100, width: 100, height: 10 }, 3)).toThrow(RangeError);
  });

  it("rejects a model it does not know", () => {
    expect(() => buildNet("no-such-box" as never, typical)).toThrow(RangeError);
  });

  it("uses a given board instead of the model's", () => {
    const net = buildNet("mailer-box", typical, 3);
    expect(net.board).toBe(3);
    expect(sidePanel(net, "bottom").frame).toMatchObject({ width: 200 + 18, height: 150 + 6 });
  });
});

describe("sides", () => {
  it("finds the panel carrying each side and refuses sides a model does not print", () => {
    const net = buildNet("mailer-box", typical);
    for (const side of OUTSIDE_SIDE_IDS) expect(sidePanel(net, side).side).toBe(side);
    const shipping = buildNet("shipping-box", typical);
    expect(() => sidePanel(shipping, "top")).toThrow(RangeError);
    expect(() => sidePanel(shipping, "bottom")).toThrow(RangeError);
  });

  it("prints a sleeved mailer's top, front, back and bottom on the sleeve and its ends on the mailer", () => {
    const net = buildNet("sleeved-mailer-box", typical);
    expect(Object.fromEntries(OUTSIDE_SIDE_IDS.map((side) => [side, sidePanel(net, side).id]))).toEqual({
      front: "sleeve-front",
      top: "sleeve-top",
      back: "sleeve-back",
      bottom: "sleeve-bottom",
      left: "left",
      right: "right",
    });
    expect(net.panels.find((panel) => panel.id === "top")!.side).toBeNull();
    // The sleeve is its own part, so the editor can name its sides as the sleeve's.
    expect(net.panels.filter((panel) => panel.part === "sleeve").map((panel) => panel.id)).toEqual([
      "sleeve-bottom",
      "sleeve-front",
      "sleeve-top",
      "sleeve-back",
      "sleeve-glue-flap",
    ]);
  });

  it("round-trips artwork coordinates through every frame rotation", () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const frame: SideFrame = { origin: { x: 37.5, y: -12 }, rotation, width: 80, height: 30 };
      for (const p of [
        { x: 0, y: 0 },
        { x: 80, y: 30 },
        { x: 12.25, y: 7 },
        { x: -4, y: 41 },
      ]) {
        const there = sideToNet(frame, p);
        const back = netToSide(frame, there);
        expect(back.x).toBeCloseTo(p.x, 12);
        expect(back.y).toBeCloseTo(p.y, 12);
      }
      expect(sideToNet(frame, { x: 0, y: 0 })).toEqual(frame.origin);
    }
  });

  it("turns artwork clockwise as the net is drawn", () => {
    const frame = (rotation: SideFrame["rotation"]): SideFrame => ({ origin: { x: 0, y: 0 }, rotation, width: 10, height: 5 });
    // The artwork's right (u) direction on the net, y down.
    expect(sideToNet(frame(0), { x: 1, y: 0 })).toEqual({ x: 1, y: 0 });
    expect(sideToNet(frame(90), { x: 1, y: 0 })).toEqual({ x: 0, y: 1 });
    expect(sideToNet(frame(180), { x: 1, y: 0 })).toEqual({ x: -1, y: 0 });
    expect(sideToNet(frame(270), { x: 1, y: 0 })).toEqual({ x: 0, y: -1 });
  });
});

describe("the delivery mailer's tear strip", () => {
  it("runs two perforations across the front wall, parallel to its top edge", () => {
    const net = buildNet("delivery-mailer-box", typical);
    const front = sidePanel(net, "front");
    const xs = front.polygon.map((p) => p.x);
    const ys = front.polygon.map((p) => p.y);
    expect(net.perforations).toHaveLength(2);
    const [upper, lower] = net.perforations!;
    for (const line of [upper!, lower!]) {
      expect(line.a.y).toBe(line.b.y);
      expect(Math.min(line.a.x, line.b.x)).toBeCloseTo(Math.min(...xs), 9);
      expect(Math.max(line.a.x, line.b.x)).toBeCloseTo(Math.max(...xs), 9);
      expect(line.a.y).toBeGreaterThan(Math.min(...ys));
      expect(line.a.y).toBeLessThan(Math.max(...ys));
      // Neither cut nor creased.
      for (const s of [...net.cuts, ...net.creases]) expect(distanceToSegment({ x: (line.a.x + line.b.x) / 2, y: line.a.y }, s)).toBeGreaterThan(1e-6);
    }
    expect(lower!.a.y - upper!.a.y).toBeGreaterThan(3);
    expect(buildNet("mailer-box", typical).perforations).toBeUndefined();
  });
});

describe("modelForSkuModel", () => {
  it("maps the catalogue's box sku models to the net they are made as", () => {
    expect(modelForSkuModel("mailer-box")).toBe("mailer-box");
    expect(modelForSkuModel("mailer-box-white-ink")).toBe("mailer-box");
    expect(modelForSkuModel("mailer-box-plain")).toBe("mailer-box");
    expect(modelForSkuModel("delivery-mailer-box")).toBe("delivery-mailer-box");
    expect(modelForSkuModel("delivery-mailer-box-plain")).toBe("delivery-mailer-box");
    expect(modelForSkuModel("sleeved-mailer-box")).toBe("sleeved-mailer-box");
    expect(modelForSkuModel("product-box")).toBe("product-box");
    expect(modelForSkuModel("product-box-two-pieces")).toBe("product-box-two-pieces");
    expect(modelForSkuModel("product-box-wine-box")).toBe("product-box-wine-box");
    expect(modelForSkuModel("shipping-box")).toBe("shipping-box");
    expect(modelForSkuModel("shipping-box-plain")).toBe("shipping-box");
  });

  it("answers null for everything else", () => {
    for (const other of ["samples", "paper-bag", "", "toString", "constructor", "MAILER-BOX"]) expect(modelForSkuModel(other)).toBeNull();
  });
});

describe("panelHoles", () => {
  const square = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 50 },
    { x: 0, y: 50 },
  ];
  const seg = (x1: number, y1: number, x2: number, y2: number) => ({ a: { x: x1, y: y1 }, b: { x: x2, y: y2 } });

  it("chains the cuts inside a panel into closed holes, whichever way each cut runs", () => {
    const cuts = [seg(0, 0, 100, 0), seg(20, 10, 40, 10), seg(40, 20, 40, 10), seg(40, 20, 20, 20), seg(20, 20, 20, 10)];
    const holes = panelHoles({ cuts }, { polygon: square });
    expect(holes).toHaveLength(1);
    expect(holes[0]).toHaveLength(4);
  });

  it("takes a slit that does not close, or a cut along the outline, for no hole", () => {
    const cuts = [seg(0, 0, 100, 0), seg(0, 50, 0, 0), seg(20, 10, 40, 10), seg(40, 10, 40, 20)];
    expect(panelHoles({ cuts }, { polygon: square })).toEqual([]);
  });

  it("finds a carrier's two hand-holds, one in each handle panel, and no other", () => {
    const net = buildNet("carrier-box", { length: 250, width: 150, height: 200 });
    const found = net.panels.map((panel) => [panel.id, panelHoles(net, panel).length] as const).filter(([, n]) => n > 0);
    expect(found).toEqual([
      ["handle-front", 1],
      ["handle-back", 1],
    ]);
  });
});

describe("modelForProduct", () => {
  it("takes a box sku model's net first", () => {
    expect(modelForProduct({ slug: "mailer-box-eco", skuModel: "mailer-box" })).toBe("mailer-box");
    expect(modelForProduct({ slug: "shipping-box-plain", skuModel: "shipping-box-plain" })).toBe("shipping-box");
  });

  it("designs the boxes sold without a box sku model on their own nets, by product slug", () => {
    for (const slug of ["rigid-box", "rigid-box-two-pieces", "magnetic-box", "rigid-drawer-box", "cake-box", "carrier-box", "special-box"]) {
      expect(modelForProduct({ slug, skuModel: null }), slug).toBe(slug);
    }
  });

  it("answers null for a product with neither (samples, or a slug no model is listed for)", () => {
    expect(modelForProduct({ slug: "sample-packs", skuModel: "samples" })).toBeNull();
    for (const slug of ["", "toString", "constructor", "RIGID-BOX", "no-such-product"]) expect(modelForProduct({ slug, skuModel: null })).toBeNull();
  });
});

describe("constants", () => {
  it("bleeds and keeps a safe zone of 3 mm", () => {
    expect(BLEED_MM).toBe(3);
    expect(SAFE_ZONE_MM).toBe(3);
    expect(OUTSIDE_SIDE_IDS).toEqual(["front", "top", "back", "left", "right", "bottom"]);
    expect(SIDE_IDS).toEqual([...OUTSIDE_SIDE_IDS, "inside-top", "inside-front", "inside-back", "inside-left", "inside-right", "inside-bottom"]);
    expect(new Set(BOX_MODELS).size).toBe(BOX_MODELS.length);
    expect(BOX_MODELS).toEqual(
      expect.arrayContaining([
        "mailer-box",
        "product-box",
        "product-box-two-pieces",
        "product-box-wine-box",
        "sleeved-mailer-box",
        "shipping-box",
        "delivery-mailer-box",
        "rigid-box",
        "rigid-box-two-pieces",
        "magnetic-box",
        "rigid-drawer-box",
        "cake-box",
        "carrier-box",
        "special-box",
        "paper-bag",
        "tote-bag",
        "doypack-bag",
        "poly-mailer",
        "paper-mailer",
        "rigid-envelope",
        "square-label",
        "printed-card",
        "pattern-sheet",
        "pattern-tape",
        "paper-can",
      ]),
    );
  });
});

describe("the matrix helper", () => {
  it("turns a quarter about a line, right-handed, and composes right to left", () => {
    const quarter = rotationAbout([10, 0, 0], [0, 0, 1], 90);
    const p = transformPoint(quarter, [11, 0, 0]);
    expect(p[0]).toBeCloseTo(10, 12);
    expect(p[1]).toBeCloseTo(1, 12);
    expect(p[2]).toBeCloseTo(0, 12);
    const half = multiply(quarter, quarter);
    expect(transformPoint(half, [11, 0, 0]).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([9, 0, 0]);
  });

  it("is column-major: the translation sits in elements 12 to 14", () => {
    const m = rotationAbout([5, 0, 0], [0, 0, 1], 180);
    expect(m.slice(12, 15).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([10, 0, 0]);
  });
});

describe("folding half way", () => {
  it("lifts the walls off the sheet towards +z, the inside", () => {
    const net = buildNet("mailer-box", typical);
    const half = foldTransforms(net, 0.5);
    const front = sidePanel(net, "front");
    const far = front.polygon.reduce((p, q) => (q.y < p.y ? q : p));
    expect(transformPoint(half.front!, [far.x, far.y, 0])[2]).toBeGreaterThan(0);
  });
});

describe("the overlap helper", () => {
  const square = (x: number, y: number, size: number) => [
    { x, y },
    { x: x + size, y },
    { x: x + size, y: y + size },
    { x, y: y + size },
  ];

  it("measures the area two convex polygons share, whatever their winding", () => {
    expect(overlapArea(square(0, 0, 10), square(5, 5, 10))).toBeCloseTo(25, 9);
    expect(overlapArea(square(0, 0, 10), [...square(5, 5, 10)].reverse())).toBeCloseTo(25, 9);
    expect(overlapArea(square(0, 0, 10), square(2, 2, 3))).toBeCloseTo(9, 9);
  });

  it("counts shared edges and corners as no overlap", () => {
    expect(overlapArea(square(0, 0, 10), square(10, 0, 10))).toBe(0);
    expect(overlapArea(square(0, 0, 10), square(10, 10, 10))).toBe(0);
    expect(overlapArea(square(0, 0, 10), square(30, 0, 10))).toBe(0);
  });
});
