import { Box3, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { buildNet } from "@/lib/dielines";
import { HANDLES_SHOWN_FROM, modelOrientation, placeModel } from "./fold-placement";
import { handleControlPoints, handleCurve, handleDepth, handleGeometry } from "./handle-geometry";

/** A bag's handles in 3D come from its model: where they are fixed, how high they stand, how thick they are. */
describe("a bag's handle in 3D", () => {
  const paper = buildNet("paper-bag", { length: 240, width: 110, height: 310 });
  const tote = buildNet("tote-bag", { length: 380, width: 100, height: 420 });

  it("runs from one fixed end over the model's apex to the other, in the wall's plane just inside it", () => {
    for (const net of [paper, tote]) {
      for (const handle of net.handles!) {
        const curve = handleCurve(handle, net.board);
        const [start, end] = [curve.getPoint(0), curve.getPoint(1)];
        expect(start.x).toBeCloseTo(handle.ends[0].x, 6);
        expect(start.y).toBeCloseTo(handle.ends[0].y, 6);
        expect(end.x).toBeCloseTo(handle.ends[1].x, 6);
        expect(end.y).toBeCloseTo(handle.ends[1].y, 6);
        const points = curve.getSpacedPoints(64);
        for (const point of points) expect(point.z).toBeCloseTo(handleDepth(handle, net.board), 9);
        // Inside the board (+z), clear of the wall and its hem.
        expect(handleDepth(handle, net.board)).toBeGreaterThan(2 * net.board);
        const apex = handleControlPoints(handle, net.board)[3]!;
        expect(apex.x).toBeCloseTo(handle.apex.x, 6);
        expect(apex.y).toBeCloseTo(handle.apex.y, 6);
      }
    }
  });

  it("is a round cord of the model's diameter for twisted paper, and a flat strip of its width for a strap", () => {
    const cord = paper.handles![0]!;
    const tube = new Box3().setFromBufferAttribute(handleGeometry(cord, paper.board).getAttribute("position") as never);
    // A tube round the loop: as thick as the cord front to back.
    expect(tube.getSize(new Vector3()).z).toBeCloseTo(cord.width, 1);

    const strap = tote.handles![0]!;
    const strip = handleGeometry(strap, tote.board);
    const box = new Box3().setFromBufferAttribute(strip.getAttribute("position") as never);
    expect(box.getSize(new Vector3()).z).toBeCloseTo(0, 6);
    // Its two edges a strap's width apart where it rises straight from its ends.
    const position = strip.getAttribute("position");
    const a = new Vector3().fromBufferAttribute(position, 0);
    const b = new Vector3().fromBufferAttribute(position, 1);
    expect(a.distanceTo(b)).toBeCloseTo(strap.width, 3);
  });

  it("shows on the made-up bag and its picture is framed with them, but not on the flat sheet, where no handle is fitted yet", () => {
    const orientation = modelOrientation(paper);
    const closed = placeModel(paper, 1, orientation);
    const flat = placeModel(paper, 0, orientation);
    expect(closed.handlesShown).toBe(true);
    expect(flat.handlesShown).toBe(false);
    expect(placeModel(paper, HANDLES_SHOWN_FROM, orientation).handlesShown).toBe(true);
    const corners = paper.panels.reduce((count, panel) => count + 2 * panel.polygon.length, 0);
    expect(flat.points).toHaveLength(corners);
    expect(closed.points.length).toBeGreaterThan(corners);
    // The loops stand above the walls' tops (scene y is up).
    const top = (points: number[][]) => Math.max(...points.slice(0, corners).map((p) => p[1]!));
    expect(Math.max(...closed.points.map((p) => p[1]))).toBeGreaterThan(top(closed.points) + 50);
  });
});
