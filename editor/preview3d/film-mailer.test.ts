import { MeshLambertMaterial, MeshPhongMaterial } from "three";
import { describe, expect, it } from "vitest";
import { buildNet, sheetNet } from "@/lib/dielines";
import { FILM_INSIDE, FILM_WHITE, KRAFT_BOARD, productColours } from "./board-colours";
import { panelGeometryData } from "./panel-geometry";
import { PILLOW_CELLS, pillowGeometryData } from "./pillow-geometry";
import { surfaceLook, surfaceMaterial } from "./surface-material";

/**
 * The poly mailer in 3D (finding C6 of the second walk: "a flat, kraft-brown card
 * with no flap, seal or film sheen"): its model says it is a film pouch, and the
 * 3D view draws it so, from the same fold tree as the 2D views and the print file.
 */

const SIZE = { length: 250, width: 350, height: 0 };

describe("a poly mailer's 3D model", () => {
  const net = buildNet("poly-mailer", SIZE);

  it("is made of film whose front bulges as a filled mailer does, with its closing flap in the same fold tree", () => {
    expect(net.surface?.kind).toBe("film");
    expect(net.surface?.pillow?.panels).toEqual(["front"]);
    // A slight bulge: a twentieth of the shorter edge, 12.5 mm on a 250 × 350 mm mailer.
    expect(net.surface?.pillow?.depth).toBeCloseTo(12.5);
    expect(net.panels.map((panel) => panel.id)).toEqual(["bottom-fold", "front", "back", "flap-fold", "flap"]);
  });

  it("is drawn glossy, its film white outside and grey inside, never a brown card", () => {
    const look = surfaceLook(net.surface);
    expect(look.shading).toBe("glossy");
    const material = surfaceMaterial(look, { color: FILM_WHITE });
    expect(material).toBeInstanceOf(MeshPhongMaterial);
    expect((material as MeshPhongMaterial).shininess).toBeGreaterThan(20);
    expect(productColours({ material: null, slug: "poly-mailer" })).toEqual({ board: FILM_WHITE, inside: FILM_INSIDE });
    expect(productColours({ material: null, slug: "recycled-poly-mailer" })?.board).not.toBe(KRAFT_BOARD);
    expect(productColours({ material: null, slug: "bio-poly-mailer" })?.board).not.toBe(KRAFT_BOARD);
  });

  it("bulges its front out of the printed side at the middle and not at all along its edges, where it meets its hinges", () => {
    const front = net.panels.find((panel) => panel.id === "front")!;
    const depth = net.surface!.pillow!.depth;
    const data = pillowGeometryData(front, net.board, depth);
    const side = PILLOW_CELLS + 1;
    const outsideZ = (i: number, j: number) => data.positions[(j * side + i) * 3 + 2]!;
    expect(outsideZ(PILLOW_CELLS / 2, PILLOW_CELLS / 2)).toBeCloseTo(-depth);
    for (let k = 0; k <= PILLOW_CELLS; k++) {
      for (const [i, j] of [
        [k, 0],
        [k, PILLOW_CELLS],
        [0, k],
        [PILLOW_CELLS, k],
      ] as const)
        expect(Math.abs(outsideZ(i, j))).toBeLessThan(1e-9);
    }
    // The edges are the flat panel's: the grid spans exactly the panel's outline.
    const flat = panelGeometryData(front, net.board);
    const xs = (positions: Float32Array) => [...positions].filter((_, index) => index % 3 === 0);
    expect(Math.min(...xs(data.positions))).toBeCloseTo(Math.min(...xs(flat.positions)));
    expect(Math.max(...xs(data.positions))).toBeCloseTo(Math.max(...xs(flat.positions)));
    // Its outside faces out of the printed side (-z) where it bulges, as the flat slab's does.
    const middle = ((PILLOW_CELLS / 2) * side + PILLOW_CELLS / 2) * 3;
    expect(data.normals[middle + 2]).toBeLessThan(-0.99);
    expect(data.groups.map((group) => group.count > 0)).toEqual([true, true, false]);
  });

  it("keeps the print file's net flat: the 2D sheet and the print see the same panels, without the bulge", () => {
    const sheet = sheetNet(net, "outside");
    expect(sheet.panels.map((panel) => panel.id)).toEqual(net.panels.map((panel) => panel.id));
    expect(sheet.panels.find((panel) => panel.id === "front")!.polygon).toEqual(net.panels.find((panel) => panel.id === "front")!.polygon);
  });
});

describe("other flat mailers and boxes", () => {
  it("draws a paper mailer matte with a smaller bulge, and a rigid envelope and a box as flat board", () => {
    const paper = buildNet("paper-mailer", { length: 240, width: 340, height: 0 });
    expect(paper.surface?.kind).toBe("paper");
    expect(paper.surface!.pillow!.depth).toBeLessThan(buildNet("poly-mailer", { length: 240, width: 340, height: 0 }).surface!.pillow!.depth);
    expect(surfaceMaterial(surfaceLook(paper.surface), { color: KRAFT_BOARD })).toBeInstanceOf(MeshLambertMaterial);
    expect(productColours({ material: null, slug: "paper-mailer" })?.board).toBe(KRAFT_BOARD);
    expect(buildNet("rigid-envelope", { length: 250, width: 350, height: 0 }).surface).toBeUndefined();
    expect(buildNet("mailer-box", { length: 200, width: 150, height: 70 }).surface).toBeUndefined();
    expect(surfaceLook(undefined).shading).toBe("matte");
  });
});
