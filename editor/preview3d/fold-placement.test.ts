import { Box3, Matrix4, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { BOX_MODELS, type BoxModel, buildNet, type Dimensions, INSIDE_SIDE_IDS, isInsideSide, type Net, type OutsideSideId, sidePanel } from "@/lib/dielines";
import { modelOrientation, outsideNormal, panelMatrices, placeModel, toMatrix4 } from "./fold-placement";
import { INSIDE, insideUvOf, OUTSIDE, panelGeometryData } from "./panel-geometry";

// The pattern sheet and roll and the paper can do not fold: their own scenes draw them (pattern-scene, can-scene).
const SIZES: Partial<Record<BoxModel, Dimensions>> = {
  "mailer-box": { length: 200, width: 150, height: 70 },
  "product-box": { length: 120, width: 60, height: 180 },
  "product-box-two-pieces": { length: 200, width: 150, height: 70 },
  "product-box-wine-box": { length: 90, width: 90, height: 340 },
  "sleeved-mailer-box": { length: 200, width: 150, height: 70 },
  "shipping-box": { length: 400, width: 300, height: 200 },
  "delivery-mailer-box": { length: 200, width: 150, height: 70 },
  "rigid-box": { length: 200, width: 200, height: 80 },
  "rigid-box-two-pieces": { length: 300, width: 250, height: 100 },
  "magnetic-box": { length: 250, width: 200, height: 80 },
  "rigid-drawer-box": { length: 150, width: 100, height: 50 },
  "cake-box": { length: 250, width: 250, height: 120 },
  "carrier-box": { length: 300, width: 200, height: 250 },
  "special-box": { length: 300, width: 200, height: 120 },
  "paper-bag": { length: 240, width: 110, height: 310 },
  "tote-bag": { length: 380, width: 100, height: 420 },
  "doypack-bag": { length: 160, width: 45, height: 230 },
  "poly-mailer": { length: 250, width: 350, height: 0 },
  "paper-mailer": { length: 240, width: 340, height: 0 },
  "rigid-envelope": { length: 250, width: 175, height: 0 },
  "square-label": { length: 75, width: 75, height: 0 },
  "printed-card": { length: 148, width: 105, height: 0 },
};
const nets: [BoxModel, Net][] = BOX_MODELS.flatMap((model) => (SIZES[model] ? [[model, buildNet(model, SIZES[model])] as [BoxModel, Net]] : []));

// In the scene, y is up and the camera starts in front (+z), so a closed box's sides face these ways.
const FACING: Record<OutsideSideId, Vector3> = {
  front: new Vector3(0, 0, 1),
  back: new Vector3(0, 0, -1),
  top: new Vector3(0, 1, 0),
  bottom: new Vector3(0, -1, 0),
  right: new Vector3(1, 0, 0),
  left: new Vector3(-1, 0, 0),
};
const UP = new Vector3(0, 1, 0);

function sceneMatrices(net: Net, progress: number, open = 0) {
  const placement = placeModel(net, progress, modelOrientation(net), open);
  return { placement, matrices: new Map(net.panels.map((panel) => [panel.id, placement.model.clone().multiply(placement.panels.get(panel.id)!)])) };
}

function cornersInScene(net: Net, progress: number): Vector3[] {
  const { matrices } = sceneMatrices(net, progress);
  return net.panels.flatMap((panel) => panel.polygon.map((p) => new Vector3(p.x, p.y, 0).applyMatrix4(matrices.get(panel.id)!)));
}

/** The scene directions of the artwork's right and top across the first triangle of a panel's face (its printed face unless told). */
function artworkAxes(net: Net, panelId: string, matrix: Matrix4, face: typeof OUTSIDE | typeof INSIDE = OUTSIDE) {
  const panel = net.panels.find((p) => p.id === panelId)!;
  const data = panelGeometryData(panel, net.board, [], insideUvOf(net, panel));
  const group = data.groups[face];
  const [a, b, c] = [0, 1, 2].map((k) => data.indices[group.start + k]!);
  const at = (i: number) => new Vector3(data.positions[i * 3], data.positions[i * 3 + 1], data.positions[i * 3 + 2]).applyMatrix4(matrix);
  const [p0, p1, p2] = [at(a!), at(b!), at(c!)];
  const uv = (i: number) => [data.uvs[i * 2]!, data.uvs[i * 2 + 1]!] as const;
  const [t0, t1, t2] = [uv(a!), uv(b!), uv(c!)];
  const e1 = p1.clone().sub(p0);
  const e2 = p2.clone().sub(p0);
  const [du1, dv1, du2, dv2] = [t1[0] - t0[0], t1[1] - t0[1], t2[0] - t0[0], t2[1] - t0[1]];
  const det = du1 * dv2 - du2 * dv1;
  const right = e1.clone().multiplyScalar(dv2).addScaledVector(e2, -dv1).divideScalar(det).normalize();
  const up = e2.clone().multiplyScalar(du1).addScaledVector(e1, -du2).divideScalar(det).normalize();
  // The face three draws: counter-clockwise as seen from where this normal points.
  const drawnTowards = e1.clone().cross(e2).normalize();
  return { right, up, drawnTowards };
}

describe("fold matrices", () => {
  it("reads foldTransforms' column-major numbers as three.js does", () => {
    const values = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(toMatrix4(values).elements).toEqual(new Matrix4().fromArray(values).elements);
    const translation = new Matrix4().makeTranslation(5, 6, 7).toArray();
    expect(new Vector3(1, 1, 0).applyMatrix4(toMatrix4(translation)).toArray()).toEqual([6, 7, 7]);
    expect(() => toMatrix4(values.slice(1))).toThrow(RangeError);
    expect(() => toMatrix4([...values.slice(1), Number.NaN])).toThrow(RangeError);
  });

  it.each(nets)("leaves every panel of the %s where it lies when flat", (_model, net) => {
    const identity = new Matrix4();
    for (const matrix of panelMatrices(net, 0).values()) expect(matrix.equals(identity)).toBe(true);
  });
});

describe.each(nets)("the %s in the scene", (model, net) => {
  const printed = net.panels.filter((panel): panel is typeof panel & { side: OutsideSideId } => panel.side !== null && !isInsideSide(panel.side));

  it("closed, stands upright with each printed side facing its own way and the front to the camera", () => {
    const { matrices } = sceneMatrices(net, 1);
    for (const panel of printed) {
      const normal = outsideNormal(matrices.get(panel.id)!);
      expect(normal.distanceTo(FACING[panel.side]), `${model} ${panel.id}`).toBeLessThan(1e-6);
    }
  });

  it("closed, carries every side's artwork upright, reading left to right as seen from outside", () => {
    const { matrices } = sceneMatrices(net, 1);
    for (const panel of printed) {
      const { right, up, drawnTowards } = artworkAxes(net, panel.id, matrices.get(panel.id)!);
      const outward = FACING[panel.side];
      expect(drawnTowards.distanceTo(outward), `${model} ${panel.id} drawn outwards`).toBeLessThan(1e-6);
      // Right, up and outward make a right-handed frame: the artwork is not mirrored.
      expect(right.clone().cross(up).distanceTo(outward), `${model} ${panel.id} not mirrored`).toBeLessThan(1e-6);
      if (panel.side !== "top" && panel.side !== "bottom") {
        expect(up.distanceTo(UP), `${model} ${panel.id} upright`).toBeLessThan(1e-6);
      }
    }
  });

  it("flat, shows the whole printed face of the net to the camera, in one plane", () => {
    const { matrices } = sceneMatrices(net, 0);
    const depths = new Set<string>();
    for (const panel of net.panels) {
      expect(outsideNormal(matrices.get(panel.id)!).distanceTo(new Vector3(0, 0, 1))).toBeLessThan(1e-6);
      for (const p of panel.polygon) depths.add(new Vector3(p.x, p.y, 0).applyMatrix4(matrices.get(panel.id)!).z.toFixed(6));
    }
    expect(depths.size).toBe(1);
  });

  it("stays centred on the origin and inside its radius while it folds", () => {
    for (const progress of [0, 0.3, 0.5, 0.8, 1]) {
      const corners = cornersInScene(net, progress);
      const centre = new Box3().setFromPoints(corners).getCenter(new Vector3());
      expect(centre.length()).toBeLessThan(net.board + 1e-6);
      const { placement } = sceneMatrices(net, progress);
      for (const corner of corners) expect(corner.length()).toBeLessThanOrEqual(placement.radius + 1e-6);
    }
  });

  it("turns by at most a quarter turn between flat and closed", () => {
    const { flat, closed } = modelOrientation(net);
    expect(flat.angleTo(closed)).toBeLessThanOrEqual(Math.PI / 2 + 1e-6);
  });

  it("is bigger flat than closed (a single sheet as big), so the camera steps back as it unfolds", () => {
    const orientation = modelOrientation(net);
    const [flat, closed] = [placeModel(net, 0, orientation).radius, placeModel(net, 1, orientation).radius];
    if (net.panels.length === 1) expect(flat).toBeCloseTo(closed, 9);
    else expect(flat).toBeGreaterThan(closed);
  });
});

describe("the inside print in the scene", () => {
  const net = buildNet("mailer-box", SIZES["mailer-box"]!);
  const { matrices } = sceneMatrices(net, 1, 1);
  // Looking into the open box from the front: the inside faces face the middle of the box, the lid's underside the camera.
  const INWARD: Record<(typeof INSIDE_SIDE_IDS)[number], Vector3> = {
    "inside-front": new Vector3(0, 0, -1),
    "inside-back": new Vector3(0, 0, 1),
    "inside-left": new Vector3(1, 0, 0),
    "inside-right": new Vector3(-1, 0, 0),
    "inside-bottom": new Vector3(0, 1, 0),
    "inside-top": new Vector3(0, Math.sin((20 * Math.PI) / 180), Math.cos((20 * Math.PI) / 180)),
  };

  it.each(INSIDE_SIDE_IDS)("puts %s's artwork on the face that looks into the box, upright and unmirrored", (side) => {
    const panel = sidePanel(net, side);
    const onBack = !net.panels.some((candidate) => candidate.side === side);
    // The back of the board (the slab's inside face) for most; the printed face for the inner end walls that roll over.
    const { right, up, drawnTowards } = artworkAxes(net, panel.id, matrices.get(panel.id)!, onBack ? INSIDE : OUTSIDE);
    expect(drawnTowards.distanceTo(INWARD[side]), `${side} drawn inwards`).toBeLessThan(1e-6);
    expect(right.clone().cross(up).distanceTo(INWARD[side]), `${side} not mirrored`).toBeLessThan(1e-6);
    if (side === "inside-bottom") expect(up.distanceTo(new Vector3(0, 0, -1)), "the floor reads with the back wall at its top").toBeLessThan(1e-6);
    else if (side === "inside-top") expect(up.dot(UP)).toBeCloseTo(Math.cos((20 * Math.PI) / 180), 6);
    else expect(up.distanceTo(UP), `${side} upright`).toBeLessThan(1e-6);
  });

  it("keeps the outside artwork on the outside face of a panel printed both sides", () => {
    const panel = sidePanel(net, "front");
    const data = panelGeometryData(panel, net.board, [], insideUvOf(net, panel));
    const plain = panelGeometryData(panel, net.board);
    const outside = data.groups[OUTSIDE];
    const uvs = (d: typeof data, start: number, count: number) => [...d.indices.slice(start, start + count)].flatMap((i) => [d.uvs[i * 2], d.uvs[i * 2 + 1]]);
    expect(uvs(data, outside.start, outside.count)).toEqual(uvs(plain, outside.start, outside.count));
    const back = data.groups[INSIDE];
    expect(uvs(data, back.start, back.count)).not.toEqual(uvs(plain, back.start, back.count));
    // Every inside texture coordinate falls on the inside artwork.
    for (const value of uvs(data, back.start, back.count)) {
      expect(value).toBeGreaterThanOrEqual(-1e-9);
      expect(value).toBeLessThanOrEqual(1 + 1e-9);
    }
  });

  it("moves only the lid and what hangs from it when it stays open", () => {
    const orientation = modelOrientation(net);
    const shut = placeModel(net, 1, orientation, 0).panels;
    const opened = placeModel(net, 1, orientation, 1).panels;
    const lid = new Set(["top", "top-tuck", "top-left-flap", "top-right-flap"]);
    for (const panel of net.panels) expect(shut.get(panel.id)!.equals(opened.get(panel.id)!), panel.id).toBe(!lid.has(panel.id));
  });
});
