import { act } from "@testing-library/react";
import Konva from "konva";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import type { DesignDocument } from "@/lib/design";
import { buildNet } from "@/lib/dielines";
import { createEditorState, createEditorStore, sideOf, type EditorStore } from "@/editor/state";
import { renderWithMessages } from "@/test/render";
import { DesignCanvas, type DesignCanvasHandle } from "./DesignCanvas";
import { FREEZE_MIN_ELEMENTS } from "./gesture-freeze";
import { FINGER_DRAG_PIXEL_RATIO } from "./gesture-resolution";
import { SIDE_LAYER_NAMES, SNAP_GUIDES_NAME, WARNING_MARKER_NAME } from "./SideView";
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

async function renderCanvas(doc: DesignDocument, warnedIds: readonly string[] = []): Promise<{ store: EditorStore; stage: Konva.Stage }> {
  const store = createEditorStore(createEditorState(doc, "front"));
  let handle: DesignCanvasHandle | null = null;
  await renderWithMessages(
    <DesignCanvas
      store={store}
      net={net}
      mode="side"
      imageUrl={(fileId) => `/proxy/${fileId}`}
      label="Front of the box"
      loadImage={() => new Promise(() => {})}
      warnedIds={warnedIds}
      ref={(value) => {
        handle = value;
      }}
    />,
  );
  await settle();
  const ready = handle as DesignCanvasHandle | null;
  if (!ready) throw new Error("no handle");
  return { store, stage: ready.getStage()! };
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
  it("draws the artwork coarser and sets the selection's frame aside while the finger moves, and the whole stage sharp and framed again after the drop", async () => {
    const { many, doc } = busySide();
    const { store, stage } = await renderCanvas(doc, ["s0"]);
    const artwork = layer(stage, SIDE_LAYER_NAMES.artwork);
    const controls = layer(stage, SIDE_LAYER_NAMES.controls);
    const guidesLayer = layer(stage, SIDE_LAYER_NAMES.guides);
    expect([ratioOf(artwork), ratioOf(controls), ratioOf(guidesLayer)]).toEqual([SCREEN_RATIO, SCREEN_RATIO, SCREEN_RATIO]);
    expect(bitmapWidth(artwork)).toBe(stage.width() * SCREEN_RATIO);

    const target = many[50]!;
    const from = screenOf(stage, centreOf(target));
    touch(stage, "touchstart", from);
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 12 });
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 25 });
    await settle();

    // The two layers redrawn on every frame of the drag hold a quarter of the pixels; the static ones keep theirs.
    expect(ratioOf(artwork)).toBe(FINGER_DRAG_PIXEL_RATIO);
    expect(ratioOf(controls)).toBe(FINGER_DRAG_PIXEL_RATIO);
    expect(bitmapWidth(artwork)).toBe(stage.width() * FINGER_DRAG_PIXEL_RATIO);
    expect(ratioOf(guidesLayer)).toBe(SCREEN_RATIO);
    // The frozen bitmaps are taken at the coarser ratio too, and still show the elements they stand for.
    const snapshots = stage.find<Konva.Image>("Image").filter((node) => !node.id() && node.visible());
    expect(snapshots).toHaveLength(2);
    for (const snapshot of snapshots) expect((snapshot.image() as HTMLCanvasElement).width).toBe(stage.width() * FINGER_DRAG_PIXEL_RATIO);
    const other = screenOf(stage, centreOf(many[0]!));
    const board = stage.getLayers()[0]!;
    expect(pixelAt(board.getCanvas()._canvas as HTMLCanvasElement, other.x * SCREEN_RATIO, other.y * SCREEN_RATIO).hex).toBe("#888888");
    const artworkCanvas = artwork.getCanvas()._canvas as HTMLCanvasElement;
    // The moved square is drawn under the finger; its selection frame, which the finger covers, is set aside until
    // the drop, so the controls layer is not drawn on every frame; the warning outline stays.
    const moving = stage.findOne("#s50")!;
    const at = centreOf(moving.getClientRect());
    expect(pixelAt(artworkCanvas, at.x * FINGER_DRAG_PIXEL_RATIO, at.y * FINGER_DRAG_PIXEL_RATIO).hex).toBe("#ff0000");
    const transformer = controls.findOne<Konva.Transformer>("Transformer")!;
    expect(transformer.nodes()).toEqual([]);
    expect(controls.findOne(`.${WARNING_MARKER_NAME}`)).toBeTruthy();
    expect(controls.findOne(`.${SNAP_GUIDES_NAME}`)).toBeTruthy();

    // From here on, a frame redraws the moving square alone: the artwork layer holds nothing else, and the still
    // layers with the frozen bitmaps are not drawn again; the controls layer only when the snap guides change.
    expect(pixelAt(artworkCanvas, other.x * FINGER_DRAG_PIXEL_RATIO, other.y * FINGER_DRAG_PIXEL_RATIO).alpha).toBe(0);
    const draws = new Map<Konva.Layer, number>(stage.getLayers().map((each) => [each, 0]));
    for (const each of stage.getLayers()) each.on("draw.count", () => draws.set(each, draws.get(each)! + 1));
    touch(stage, "touchmove", { x: from.x + 9, y: from.y + 30 });
    await settle();
    touch(stage, "touchmove", { x: from.x + 3, y: from.y + 25 });
    await settle();
    for (const each of stage.getLayers()) each.off("draw.count");
    expect([draws.get(board), draws.get(guidesLayer)]).toEqual([0, 0]);
    expect(draws.get(artwork)).toBeGreaterThan(0);
    expect(draws.get(controls)).toBeLessThanOrEqual(2);

    touch(stage, "touchend", { x: from.x + 3, y: from.y + 25 });
    await settle();

    // After the drop every layer is at the screen's ratio again, drawn in full: the moved square is sharp where it landed.
    expect([ratioOf(artwork), ratioOf(controls), ratioOf(guidesLayer)]).toEqual([SCREEN_RATIO, SCREEN_RATIO, SCREEN_RATIO]);
    expect(bitmapWidth(artwork)).toBe(stage.width() * SCREEN_RATIO);
    expect(bitmapWidth(controls)).toBe(stage.width() * SCREEN_RATIO);
    const moved = sideOf(store.getState().document, "front").elements.find((element) => element.id === "s50")!;
    expect(moved.y).toBeGreaterThan(target.y);
    const landed = screenOf(stage, centreOf(moved));
    expect(pixelAt(artworkCanvas, landed.x * SCREEN_RATIO, landed.y * SCREEN_RATIO).hex).toBe("#ff0000");
    expect(pixelAt(artworkCanvas, other.x * SCREEN_RATIO, other.y * SCREEN_RATIO).hex).toBe("#888888");
    expect(transformer.nodes()).toEqual([stage.findOne("#s50")]);
    expect(store.getState().past).toHaveLength(1);
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
