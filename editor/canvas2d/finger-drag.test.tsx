import { act } from "@testing-library/react";
import Konva from "konva";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import type { DesignDocument } from "@/lib/design";
import { buildNet } from "@/lib/dielines";
import { createEditorState, createEditorStore, sideOf, type EditorStore } from "@/editor/state";
import { renderWithMessages } from "@/test/render";
import { DesignCanvas, type DesignCanvasHandle } from "./DesignCanvas";
import { FINGER_GUIDE_TEST_ID, FINGER_LIFT_TEST_ID } from "./finger-lift";
import { FREEZE_MIN_ELEMENTS } from "./gesture-freeze";
import { FINGER_DRAG_PIXEL_RATIO } from "./gesture-resolution";
import { SAFE_ZONE_HINT_NAME, SIDE_LAYER_NAMES, WARNING_MARKER_NAME } from "./SideView";
import { snapThreshold } from "./snapping";
import { drawWithNapiCanvas, pixelAt } from "./test-canvas";

drawWithNapiCanvas();

/** A phone's screen: every canvas of the stage holds twice the stage's size in pixels each way. */
const SCREEN_RATIO = 2;

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });

async function settle(ms = 40) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Waits frame by frame (up to a second) until `done`, for what a busy machine draws later than a quiet one. */
async function settleUntil(done: () => boolean) {
  for (let waited = 0; waited < 1000 && !done(); waited += 20) await settle(20);
}

async function renderCanvas(
  doc: DesignDocument,
  warnedIds: readonly string[] = [],
  { snapping = true }: { snapping?: boolean } = {},
): Promise<{ store: EditorStore; stage: Konva.Stage; unmount: () => void }> {
  const store = createEditorStore(createEditorState(doc, "front"));
  let handle: DesignCanvasHandle | null = null;
  const view = await renderWithMessages(
    <DesignCanvas
      store={store}
      net={net}
      mode="side"
      imageUrl={(fileId) => `/proxy/${fileId}`}
      label="Front of the box"
      loadImage={() => new Promise(() => {})}
      warnedIds={warnedIds}
      snapping={snapping}
      ref={(value) => {
        handle = value;
      }}
    />,
  );
  await settle();
  const ready = handle as DesignCanvasHandle | null;
  if (!ready) throw new Error("no handle");
  return { store, stage: ready.getStage()!, unmount: view.unmount };
}

/** A touch event as a phone sends it, on the stage's content (Konva listens there). */
function touch(stage: Konva.Stage, type: "touchstart" | "touchmove" | "touchend", at: { x: number; y: number }) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const touches = [{ identifier: 0, clientX: at.x, clientY: at.y, pageX: at.x, pageY: at.y }];
  const down = type === "touchend" ? [] : touches;
  Object.assign(event, { touches: down, changedTouches: touches, targetTouches: down });
  act(() => {
    stage.content.dispatchEvent(event);
  });
}

function mouse(stage: Konva.Stage, type: "mousedown" | "mousemove" | "mouseup", at: { x: number; y: number }) {
  act(() => {
    stage.content.dispatchEvent(new MouseEvent(type, { clientX: at.x, clientY: at.y, bubbles: true, button: 0 }));
  });
}

/** Several fingers at once (a pinch), as a phone sends them. */
function touches(stage: Konva.Stage, type: "touchmove", at: readonly { x: number; y: number }[]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const down = at.map((point, identifier) => ({ identifier, clientX: point.x, clientY: point.y, pageX: point.x, pageY: point.y }));
  Object.assign(event, { touches: down, changedTouches: down, targetTouches: down });
  act(() => {
    stage.content.dispatchEvent(event);
  });
}

/** Fingers lifted (`lifted`) while others stay down. */
function touchesEnd(
  stage: Konva.Stage,
  lifted: readonly { x: number; y: number; identifier: number }[],
  staying: readonly { x: number; y: number; identifier: number }[],
) {
  const event = new Event("touchend", { bubbles: true, cancelable: true });
  const asTouch = ({ x, y, identifier }: { x: number; y: number; identifier: number }) => ({ identifier, clientX: x, clientY: y, pageX: x, pageY: y });
  Object.assign(event, { touches: staying.map(asTouch), changedTouches: lifted.map(asTouch), targetTouches: staying.map(asTouch) });
  act(() => {
    stage.content.dispatchEvent(event);
  });
}

/** The lifted picture of a finger's drag, if one is on the stage. */
const liftOf = (stage: Konva.Stage) => stage.content.querySelector<HTMLCanvasElement>(`[data-testid="${FINGER_LIFT_TEST_ID}"]`);
/** The CSS translation of the lifted picture, in stage px. */
function translationOf(picture: HTMLCanvasElement): { x: number; y: number } {
  const match = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)/.exec(picture.style.transform);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 0, y: 0 };
}
/** Counts each layer's draws until stop(). */
function countDraws(stage: Konva.Stage) {
  const draws = new Map<Konva.Layer, number>(stage.getLayers().map((each) => [each, 0]));
  for (const each of stage.getLayers()) each.on("draw.count", () => draws.set(each, draws.get(each)! + 1));
  return {
    stop() {
      for (const each of stage.getLayers()) each.off("draw.count");
      return draws;
    },
  };
}
/** The snap guides a finger's drag shows now: lines in the DOM over the stage, in stage px (those waiting beside the stage are not shown). */
function guideLinesOf(stage: Konva.Stage) {
  return [...stage.content.querySelectorAll<HTMLDivElement>(`[data-testid="${FINGER_GUIDE_TEST_ID}"]`)]
    .filter((line) => line.style.visibility !== "hidden" && line.style.display !== "none" && line.style.opacity !== "0")
    .map((line) => {
      const match = /translate\((-?[\d.e-]+)(?:px)?, (-?[\d.e-]+)(?:px)?\)/.exec(line.style.transform)!;
      const vertical = line.style.width === "1px";
      return { axis: vertical ? "x" : "y", at: Number(vertical ? match[1] : match[2]) + 0.5 };
    })
    .filter((line) => line.at >= 0 && line.at <= (line.axis === "x" ? stage.width() : stage.height()));
}

/**
 * Counts the reads that make a browser bring style and layout up to date at once (an element's
 * rect or size, a computed style) until stop(): after a move changed a transform, each would
 * recalculate style and lay the page out inside the touch's handler.
 */
function countLayoutReads() {
  const methods = [vi.spyOn(Element.prototype, "getBoundingClientRect"), vi.spyOn(Element.prototype, "getClientRects"), vi.spyOn(window, "getComputedStyle")];
  const sizes = [
    ...(["clientWidth", "clientHeight", "clientTop", "clientLeft", "scrollWidth", "scrollHeight", "scrollTop", "scrollLeft"] as const).map((name) =>
      vi.spyOn(Element.prototype, name, "get"),
    ),
    ...(["offsetWidth", "offsetHeight", "offsetTop", "offsetLeft", "offsetParent"] as const).map((name) => vi.spyOn(HTMLElement.prototype, name, "get")),
  ];
  return {
    stop() {
      const reads = [...methods, ...sizes].reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      for (const spy of [...methods, ...sizes]) spy.mockRestore();
      return reads;
    },
  };
}

/** The properties an element's inline style sets. */
const propertiesOf = (style: CSSStyleDeclaration) => Array.from({ length: style.length }, (_, index) => style.item(index));

/**
 * Puts the stage at `place` on the page (jsdom lays nothing out): its content's rect, and the content's
 * size as Konva reads it. Changing `place` moves the stage as a scroll or a shift of the page above it does.
 */
function placeOnPage(stage: Konva.Stage, place: { left: number; top: number }) {
  vi.spyOn(stage.content, "getBoundingClientRect").mockImplementation(() =>
    DOMRect.fromRect({ x: place.left, y: place.top, width: stage.width(), height: stage.height() }),
  );
  Object.defineProperty(stage.content, "clientWidth", { configurable: true, get: () => stage.width() });
  Object.defineProperty(stage.content, "clientHeight", { configurable: true, get: () => stage.height() });
  return (at: { x: number; y: number }) => ({ x: at.x + place.left, y: at.y + place.top });
}
const layer = (stage: Konva.Stage, name: string) => stage.findOne<Konva.Layer>(`.${name}`)!;
const ratioOf = (target: Konva.Layer) => target.getCanvas().getPixelRatio();
const bitmapWidth = (target: Konva.Layer) => (target.getCanvas()._canvas as HTMLCanvasElement).width;
const centreOf = (e: { x: number; y: number; width: number; height: number }) => ({ x: e.x + e.width / 2, y: e.y + e.height / 2 });
const screenOf = (stage: Konva.Stage, point: { x: number; y: number }) => stage.getAbsoluteTransform().point(point);

/** A busy side (its drags freeze the rest), one red square among grey ones, and a picture-free background. */
function busySide() {
  const many = Array.from({ length: FREEZE_MIN_ELEMENTS + 40 }, (_, i) =>
    shapeElement({ id: `s${i}`, x: 5 + (i % 20) * 9, y: 5 + Math.floor(i / 20) * 12, width: 6, height: 6, fill: i === 50 ? "#ff0000" : "#888888" }),
  );
  return { many, doc: designWith({ front: { background: "#ffffff", elements: many } }) };
}

let screenRatio: number;
beforeEach(() => {
  screenRatio = Konva.pixelRatio;
  Konva.pixelRatio = SCREEN_RATIO;
});
afterEach(() => {
  Konva.pixelRatio = screenRatio;
});

describe("a finger's drag on a high-density screen", () => {
  it("moves a picture of the element by CSS while the finger moves, drawing no layer, and puts the element where the picture was at the drop", async () => {
    const { many, doc } = busySide();
    const { store, stage } = await renderCanvas(doc, ["s0"]);
    const artwork = layer(stage, SIDE_LAYER_NAMES.artwork);
    const controls = layer(stage, SIDE_LAYER_NAMES.controls);
    const guidesLayer = layer(stage, SIDE_LAYER_NAMES.guides);
    const board = stage.getLayers()[0]!;
    expect([ratioOf(artwork), ratioOf(controls), ratioOf(guidesLayer)]).toEqual([SCREEN_RATIO, SCREEN_RATIO, SCREEN_RATIO]);

    const target = many[50]!;
    const from = screenOf(stage, centreOf(target));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 12 });
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 25 });
    await settle();

    // The square is lifted onto its own canvas, just above the artwork's (the frozen elements above it stay in
    // front), on its own compositor layer, drawn once at the screen's ratio; its node is hidden and stays put.
    const picture = liftOf(stage)!;
    expect(picture).toBeTruthy();
    expect(picture.previousSibling).toBe(artwork.getCanvas()._canvas);
    expect(picture.style.willChange).toBe("transform");
    const square = stage.findOne("#s50")!;
    expect(square.visible()).toBe(false);
    expect(square.y()).toBe(target.y);
    const lifted = { x: parseFloat(picture.style.left), y: parseFloat(picture.style.top) };
    const onPicture = screenOf(stage, centreOf(target));
    expect(pixelAt(picture, (onPicture.x - lifted.x) * SCREEN_RATIO, (onPicture.y - lifted.y) * SCREEN_RATIO).hex).toBe("#ff0000");
    // The artwork keeps the screen's ratio (it is not drawn while the finger moves); the controls, drawn only
    // when the snap guides change, draw coarser and without the selection's frame, which the finger covers.
    expect(ratioOf(artwork)).toBe(SCREEN_RATIO);
    expect(bitmapWidth(artwork)).toBe(stage.width() * SCREEN_RATIO);
    expect(ratioOf(controls)).toBe(FINGER_DRAG_PIXEL_RATIO);
    const transformer = controls.findOne<Konva.Transformer>("Transformer")!;
    expect(transformer.nodes()).toEqual([]);
    // Konva's transformer joins the drag of a node it frames (dragged along by the same finger): set aside,
    // it must leave that drag, or it updates itself and draws the controls layer again on every move.
    expect(transformer.isDragging()).toBe(false);
    expect(controls.findOne(`.${WARNING_MARKER_NAME}`)).toBeTruthy();
    // The rest stands as the two bitmaps; the artwork canvas holds nothing where the square was.
    const artworkCanvas = artwork.getCanvas()._canvas as HTMLCanvasElement;
    expect(pixelAt(artworkCanvas, onPicture.x * SCREEN_RATIO, onPicture.y * SCREEN_RATIO).alpha).toBe(0);
    const other = screenOf(stage, centreOf(many[0]!));
    expect(pixelAt(board.getCanvas()._canvas as HTMLCanvasElement, other.x * SCREEN_RATIO, other.y * SCREEN_RATIO).hex).toBe("#888888");

    // The finger moves on: only the picture's transform changes, and the snap guides show as lines over the
    // stage. No layer is drawn at all (with hundreds of elements the guides change on almost every move).
    const draws = countDraws(stage);
    // The safe zone's hint (on the controls layer) goes a second after the last move and comes back with the
    // next: on a busy machine that can fall between these moves, and draws the layer for its own sake.
    let hintToggles = 0;
    const hint = controls.findOne(`.${SAFE_ZONE_HINT_NAME}`)!;
    hint.on("visibleChange.count", () => (hintToggles += 1));
    touch(stage, "touchmove", { x: from.x + 9, y: from.y + 30 });
    await settle();
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 25 });
    await settle();
    const counted = draws.stop();
    hint.off("visibleChange.count");
    expect([counted.get(board), counted.get(artwork), counted.get(guidesLayer)]).toEqual([0, 0, 0]);
    expect(counted.get(controls)).toBeLessThanOrEqual(hintToggles);
    expect(transformer.isDragging()).toBe(false);
    // The square sits in a dense grid, so it snaps to its neighbours: each guide runs along an edge or the
    // centre of the picture where it is shown (the picture is whole pixels around the square).
    const lines = guideLinesOf(stage);
    expect(lines.length).toBeGreaterThan(0);
    const at = translationOf(picture);
    const box = { x: lifted.x + at.x, y: lifted.y + at.y, width: parseFloat(picture.style.width), height: parseFloat(picture.style.height) };
    for (const line of lines) {
      const [start, size] = line.axis === "x" ? [box.x, box.width] : [box.y, box.height];
      const nearest = Math.min(...[start, start + size / 2, start + size].map((edge) => Math.abs(edge - line.at)));
      expect(nearest, `${line.axis} guide at ${line.at}`).toBeLessThanOrEqual(1);
    }
    expect(picture.style.transform).toMatch(/^translate\(/);

    const shown = translationOf(picture);
    touch(stage, "touchend", { x: from.x + 3, y: from.y + 25 });
    // The drop's frame, and the next one that shows the frozen rest's nodes again (later on a busy machine).
    await settle(80);
    await settleUntil(() => pixelAt(artwork.getCanvas()._canvas as HTMLCanvasElement, other.x * SCREEN_RATIO, other.y * SCREEN_RATIO).hex === "#888888");

    // The drop: the square lands exactly where its picture was shown (snapped), the picture is gone, and the
    // stage is whole, sharp and framed again; the move is one undo step.
    expect(liftOf(stage)).toBeNull();
    expect(guideLinesOf(stage)).toEqual([]);
    const moved = sideOf(store.getState().document, "front").elements.find((element) => element.id === "s50")!;
    const scale = stage.scaleX();
    expect(moved.x - target.x).toBeCloseTo(shown.x / scale, 2);
    expect(moved.y - target.y).toBeCloseTo(shown.y / scale, 2);
    expect(moved.y).toBeGreaterThan(target.y);
    expect(square.visible()).toBe(true);
    expect(square.y()).toBeCloseTo(moved.y, 3);
    expect([ratioOf(artwork), ratioOf(controls), ratioOf(guidesLayer)]).toEqual([SCREEN_RATIO, SCREEN_RATIO, SCREEN_RATIO]);
    const landed = screenOf(stage, centreOf(moved));
    expect(pixelAt(artworkCanvas, landed.x * SCREEN_RATIO, landed.y * SCREEN_RATIO).hex).toBe("#ff0000");
    expect(pixelAt(artworkCanvas, other.x * SCREEN_RATIO, other.y * SCREEN_RATIO).hex).toBe("#888888");
    expect(transformer.nodes()).toEqual([stage.findOne("#s50")]);
    expect(store.getState().past).toHaveLength(1);
    act(() => {
      store.dispatch({ type: "undo" });
    });
    const undone = sideOf(store.getState().document, "front").elements.find((element) => element.id === "s50")!;
    expect([undone.x, undone.y]).toEqual([target.x, target.y]);
  });

  it("lifts a whole multi-selection, even on a quiet side, and drops every member by the same move", async () => {
    const few = [
      shapeElement({ id: "back", x: 0, y: 0, width: 100, height: 60, fill: "#888888" }),
      shapeElement({ id: "a", x: 20, y: 20, width: 10, height: 10, fill: "#ff0000" }),
      shapeElement({ id: "b", x: 40, y: 20, width: 10, height: 10, fill: "#0000ff" }),
      shapeElement({ id: "top", x: 60, y: 5, width: 10, height: 10, fill: "#00ff00" }),
    ];
    const { store, stage } = await renderCanvas(designWith({ front: { background: "#ffffff", elements: few } }), [], { snapping: false });
    act(() => {
      store.dispatch({ type: "select", ids: ["a", "b"] });
    });
    await settle();
    const from = screenOf(stage, centreOf(few[1]!));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 10, y: from.y + 8 });
    touch(stage, "touchmove", { x: from.x + 20, y: from.y + 16 });
    await settle();
    const picture = liftOf(stage)!;
    expect(picture).toBeTruthy();
    expect([stage.findOne("#a")!.visible(), stage.findOne("#b")!.visible()]).toEqual([false, false]);
    // Four elements are fewer than a busy side's, but a finger's drag freezes the rest all the same, so the
    // picture lies between the bitmaps of those beneath and above it.
    expect(stage.find<Konva.Image>("Image").filter((node) => !node.id() && node.visible())).toHaveLength(2);
    const lifted = { x: parseFloat(picture.style.left), y: parseFloat(picture.style.top) };
    for (const [element, hex] of [
      [few[1]!, "#ff0000"],
      [few[2]!, "#0000ff"],
    ] as const) {
      const at = screenOf(stage, centreOf(element));
      expect(pixelAt(picture, (at.x - lifted.x) * SCREEN_RATIO, (at.y - lifted.y) * SCREEN_RATIO).hex).toBe(hex);
    }
    const shown = translationOf(picture);
    expect(shown).toEqual({ x: 20, y: 16 });
    touch(stage, "touchend", { x: from.x + 20, y: from.y + 16 });
    await settle();
    const after = sideOf(store.getState().document, "front").elements;
    const scale = stage.scaleX();
    for (const id of ["a", "b"]) {
      const before = few.find((element) => element.id === id)!;
      const now = after.find((element) => element.id === id)!;
      expect(now.x - before.x).toBeCloseTo(20 / scale, 2);
      expect(now.y - before.y).toBeCloseTo(16 / scale, 2);
      expect(stage.findOne(`#${id}`)!.visible()).toBe(true);
    }
    expect(after.find((element) => element.id === "top")).toEqual(few[3]);
    expect(store.getState().past).toHaveLength(1);
  });

  it("keeps following the first finger when a second one lands mid-drag, without zooming, and drops where the first lifts", async () => {
    const { many, doc } = busySide();
    const { store, stage } = await renderCanvas(doc, [], { snapping: false });
    const scale = stage.scaleX();
    const target = many[50]!;
    const from = screenOf(stage, centreOf(target));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 4, y: from.y + 10 });
    await settle();
    // A second finger lands and both move: the element's drag holds the first finger (no pinch starts while an
    // element is dragged), the picture follows it, and lifting the second finger does not drop anything.
    touches(stage, "touchmove", [
      { x: from.x + 4, y: from.y + 20 },
      { x: from.x + 60, y: from.y + 60 },
    ]);
    await settle();
    expect(stage.scaleX()).toBe(scale);
    expect(translationOf(liftOf(stage)!)).toEqual({ x: 4, y: 20 });
    touchesEnd(stage, [{ x: from.x + 60, y: from.y + 60, identifier: 1 }], [{ x: from.x + 4, y: from.y + 20, identifier: 0 }]);
    await settle();
    expect(liftOf(stage)).toBeTruthy();
    expect(store.getState().past).toHaveLength(0);
    touch(stage, "touchmove", { x: from.x + 4, y: from.y + 30 });
    touch(stage, "touchend", { x: from.x + 4, y: from.y + 30 });
    await settle();
    expect(liftOf(stage)).toBeNull();
    const moved = sideOf(store.getState().document, "front").elements.find((element) => element.id === "s50")!;
    expect(moved.x - target.x).toBeCloseTo(4 / scale, 2);
    expect(moved.y - target.y).toBeCloseTo(30 / scale, 2);
    expect(store.getState().past).toHaveLength(1);
    await settle(80);
    expect(many.filter((element) => !stage.findOne(`#${element.id}`)!.visible())).toEqual([]);
  });

  it("takes the picture away and shows every element when the view goes away mid-drag", async () => {
    const { many, doc } = busySide();
    const { stage, unmount } = await renderCanvas(doc);
    const container = stage.content;
    const from = screenOf(stage, centreOf(many[50]!));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 12 });
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 25 });
    await settle();
    expect(container.querySelector(`[data-testid="${FINGER_LIFT_TEST_ID}"]`)).toBeTruthy();
    const nodes = many.map((element) => stage.findOne(`#${element.id}`)!);
    unmount();
    expect(container.querySelector(`[data-testid="${FINGER_LIFT_TEST_ID}"]`)).toBeNull();
    expect(nodes.filter((node) => !node.visible())).toEqual([]);
  });

  it("spreads the drop over two frames: the moved square sharp over the frozen rest first, the rest's nodes in the next", async () => {
    const { many, doc } = busySide();
    const { stage } = await renderCanvas(doc);
    const artwork = layer(stage, SIDE_LAYER_NAMES.artwork);
    const from = screenOf(stage, centreOf(many[50]!));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 12 });
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 25 });
    await settle();
    touch(stage, "touchend", { x: from.x + 3, y: from.y + 25 });

    // The drop's own frame: the layers are sharp again, but the rest still stands as its bitmaps, not as 139 nodes to draw.
    expect(ratioOf(artwork)).toBe(SCREEN_RATIO);
    expect(stage.findOne("#s0")!.visible()).toBe(false);
    expect(stage.findOne("#s50")!.visible()).toBe(true);
    expect(stage.find<Konva.Image>("Image").filter((node) => !node.id() && node.visible())).toHaveLength(2);

    // A frame later every node shows again and the bitmaps are gone.
    await settle(80);
    expect(stage.findOne("#s0")!.visible()).toBe(true);
    expect(stage.find<Konva.Image>("Image").filter((node) => !node.id() && node.visible())).toHaveLength(0);
    const canvas = artwork.getCanvas()._canvas as HTMLCanvasElement;
    const other = screenOf(stage, centreOf(many[0]!));
    expect(pixelAt(canvas, other.x * SCREEN_RATIO, other.y * SCREEN_RATIO).hex).toBe("#888888");
  });

  it("thaws a drop at once when the next drag starts before its frame came, so no element stays hidden", async () => {
    const { many, doc } = busySide();
    const { stage } = await renderCanvas(doc);
    const first = screenOf(stage, centreOf(many[50]!));
    mouse(stage, "mousedown", first);
    mouse(stage, "mousemove", { x: first.x + 3, y: first.y + 12 });
    mouse(stage, "mouseup", { x: first.x + 3, y: first.y + 12 });
    // No frame in between: the next press drags another square while the first drop's thaw still waits.
    const second = screenOf(stage, centreOf(many[20]!));
    mouse(stage, "mousedown", second);
    mouse(stage, "mousemove", { x: second.x + 3, y: second.y + 12 });
    mouse(stage, "mouseup", { x: second.x + 3, y: second.y + 12 });
    await settle(80);
    const hidden = many.filter((element) => !stage.findOne(`#${element.id}`)!.visible()).map((element) => element.id);
    expect(hidden).toEqual([]);
  });

  it("reads the stage's place on the page at most once for all of a drag's moves and its drop", async () => {
    const { many, doc } = busySide();
    const { store, stage } = await renderCanvas(doc);
    const from = screenOf(stage, centreOf(many[50]!));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 12 });
    await settle();
    expect(liftOf(stage)).toBeTruthy();

    // Konva asks where the stage is for every event (the content's touchmove and the window's that moves
    // the drag, and a pointermove besides in a browser); after the last move's transform each such read
    // would recalculate style and lay the page out inside the touch's handler.
    const reads = countLayoutReads();
    for (let step = 1; step <= 8; step += 1) {
      touch(stage, "touchmove", { x: from.x + 3 + step, y: from.y + 12 + 2 * step });
      if (step % 3 === 0) await settle(20);
    }
    touch(stage, "touchend", { x: from.x + 11, y: from.y + 28 });
    expect(reads.stop()).toBeLessThanOrEqual(1);
    await settle(80);
    expect(store.getState().past).toHaveLength(1);
    expect(liftOf(stage)).toBeNull();
  });

  it("changes nothing in the stage's DOM but transforms while the finger moves, and the picture's once a frame", async () => {
    const { many, doc } = busySide();
    const { stage } = await renderCanvas(doc, [], { snapping: false });
    const from = screenOf(stage, centreOf(many[50]!));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 12 });
    await settle();
    const picture = liftOf(stage)!;
    expect(picture).toBeTruthy();

    const records: MutationRecord[] = [];
    const changes = new MutationObserver((list) => records.push(...list));
    changes.observe(stage.content, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
    // Four touches before the next frame (a busy main thread lets them queue): the picture is moved once, to the last.
    for (const step of [1, 2, 3, 4]) touch(stage, "touchmove", { x: from.x + 3 + 5 * step, y: from.y + 12 + 4 * step });
    await settle();
    // And the snap guides come and go as the square passes its neighbours (snapping off here: none come).
    touch(stage, "touchmove", { x: from.x + 30, y: from.y + 40 });
    await settle();
    records.push(...changes.takeRecords());
    changes.disconnect();

    expect(records.filter((record) => record.type === "childList")).toEqual([]);
    for (const record of records) {
      expect(record.attributeName).toBe("style");
      // Every style property but the transform is as it was: no visibility, size or place changes, which paint or lay out.
      const before = document.createElement("div");
      before.setAttribute("style", record.oldValue ?? "");
      const after = (record.target as HTMLElement).style;
      const names = [...propertiesOf(before.style), ...propertiesOf(after)];
      const changed = names.filter((name) => before.style.getPropertyValue(name) !== after.getPropertyValue(name));
      expect(changed.filter((name) => name !== "transform")).toEqual([]);
    }
    const onPicture = records.filter((record) => record.target === picture);
    expect(onPicture).toHaveLength(2);
    expect(translationOf(picture)).toEqual({ x: 30, y: 40 });
    touch(stage, "touchend", { x: from.x + 30, y: from.y + 40 });
    await settle(80);
  });

  it("drops where the finger lifts, snapped, after the page scrolled mid-drag, and reads the stage's place again for the next drag", async () => {
    // Room around the square, so that it lands clear of the others and the next press finds it again.
    const few = [
      shapeElement({ id: "left", x: 10, y: 10, width: 12, height: 12, fill: "#888888" }),
      shapeElement({ id: "s50", x: 60, y: 20, width: 12, height: 12, fill: "#ff0000" }),
      shapeElement({ id: "right", x: 150, y: 40, width: 12, height: 12, fill: "#888888" }),
    ];
    const { store, stage } = await renderCanvas(designWith({ front: { background: "#ffffff", elements: few } }));
    const scale = stage.scaleX();
    const place = { left: 12, top: 300 };
    const onPage = placeOnPage(stage, place);
    const target = few[1]!;
    const from = screenOf(stage, centreOf(target));
    touch(stage, "touchstart", onPage(from));
    touch(stage, "touchmove", onPage({ x: from.x + 3, y: from.y + 12 }));
    touch(stage, "touchmove", onPage({ x: from.x + 3, y: from.y + 25 }));
    await settle();
    expect(liftOf(stage)).toBeTruthy();

    // The box around the editor scrolls by 120 px under the finger (a scroll does not bubble: the stage hears it anyway).
    place.top -= 120;
    stage.container().parentElement!.dispatchEvent(new Event("scroll"));
    touch(stage, "touchmove", onPage({ x: from.x + 20, y: from.y + 40 }));
    await settle();
    const shown = translationOf(liftOf(stage)!);
    touch(stage, "touchend", onPage({ x: from.x + 20, y: from.y + 40 }));
    await settle(80);

    // It lands where its picture was shown, which is where the finger is on the stage (snapped to within the threshold).
    const moved = sideOf(store.getState().document, "front").elements.find((element) => element.id === "s50")!;
    expect(moved.x - target.x).toBeCloseTo(shown.x / scale, 2);
    expect(moved.y - target.y).toBeCloseTo(shown.y / scale, 2);
    expect(Math.abs(moved.x - target.x - 20 / scale)).toBeLessThanOrEqual(snapThreshold(scale) + 1e-6);
    expect(Math.abs(moved.y - target.y - 40 / scale)).toBeLessThanOrEqual(snapThreshold(scale) + 1e-6);

    // Between drags the page moves the stage down by 50 px with no scroll (a notice shown above it): the
    // next drag reads where the stage is now, so its press finds the square and its drop lands under the finger.
    place.top += 50;
    const again = screenOf(stage, centreOf(moved));
    touch(stage, "touchstart", onPage(again));
    touch(stage, "touchmove", onPage({ x: again.x - 4, y: again.y - 10 }));
    touch(stage, "touchmove", onPage({ x: again.x - 10, y: again.y - 30 }));
    await settle();
    const shownAgain = translationOf(liftOf(stage)!);
    touch(stage, "touchend", onPage({ x: again.x - 10, y: again.y - 30 }));
    await settle(80);
    const last = sideOf(store.getState().document, "front").elements.find((element) => element.id === "s50")!;
    expect(store.getState().past).toHaveLength(2);
    expect(last.x - moved.x).toBeCloseTo(shownAgain.x / scale, 2);
    expect(last.y - moved.y).toBeCloseTo(shownAgain.y / scale, 2);
    expect(Math.abs(last.x - moved.x + 10 / scale)).toBeLessThanOrEqual(snapThreshold(scale) + 1e-6);
    expect(Math.abs(last.y - moved.y + 30 / scale)).toBeLessThanOrEqual(snapThreshold(scale) + 1e-6);
  });

  it("keeps the screen's pixel ratio for a mouse's drag, and shows the dragged element over the frozen rest", async () => {
    const { many, doc } = busySide();
    const { stage } = await renderCanvas(doc);
    const artwork = layer(stage, SIDE_LAYER_NAMES.artwork);
    const controls = layer(stage, SIDE_LAYER_NAMES.controls);
    const from = screenOf(stage, centreOf(many[50]!));
    mouse(stage, "mousedown", from);
    mouse(stage, "mousemove", { x: from.x + 3, y: from.y + 12 });
    mouse(stage, "mousemove", { x: from.x + 3, y: from.y + 25 });
    await settle();
    expect(stage.findOne("#s0")!.visible()).toBe(false);
    expect([ratioOf(artwork), ratioOf(controls)]).toEqual([SCREEN_RATIO, SCREEN_RATIO]);
    // The moving square shows between the two frozen bitmaps: the one above holds only what lies above it
    // (it once held the one beneath as well, and hid the dragged element for the whole drag).
    const at = centreOf(stage.findOne("#s50")!.getClientRect());
    const canvas = artwork.getCanvas()._canvas as HTMLCanvasElement;
    expect(pixelAt(canvas, at.x * SCREEN_RATIO, at.y * SCREEN_RATIO).hex).toBe("#ff0000");
    mouse(stage, "mouseup", { x: from.x + 3, y: from.y + 25 });
    await settle();
    expect([ratioOf(artwork), ratioOf(controls)]).toEqual([SCREEN_RATIO, SCREEN_RATIO]);
  });
});
