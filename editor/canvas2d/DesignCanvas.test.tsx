import { act, fireEvent, screen } from "@testing-library/react";
import type Konva from "konva";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCanvas } from "@napi-rs/canvas";
import { designWith, imageElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import { fontFileByKey } from "@/lib/design/fonts";
import type { DesignDocument, DesignElement } from "@/lib/design";
import { buildNet, insideSheet, printableSides, sidePanel } from "@/lib/dielines";
import { createEditorState, createEditorStore, sideOf, type EditorStore } from "@/editor/state";
import { renderWithMessages } from "@/test/render";
import { DesignCanvas, type DesignCanvasHandle } from "./DesignCanvas";
import { FontLoader } from "./fonts";
import { FREEZE_MIN_ELEMENTS } from "./gesture-freeze";
import { NET_SIDE_TARGET_NAME } from "./NetView";
import { SAFE_ZONE_HINT_NAME, SELECTION_BAND_NAME, SIDE_LAYER_NAMES, SNAP_GUIDES_NAME, WARNING_MARKER_NAME } from "./SideView";
import { SAFE_ZONE_TIME_MS } from "./side-gestures";
import { pixelAt, solidPicture, drawWithNapiCanvas } from "./test-canvas";
import { fakeFontFaces, registerWithCanvas } from "./test-fonts";
import { EDITOR_BACKGROUND } from "./theme";

drawWithNapiCanvas();

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
const front = net.panels.find((panel) => panel.side === "front")!.frame;

interface Setup {
  store: EditorStore;
  stage: Konva.Stage;
  handle: DesignCanvasHandle;
}

async function renderCanvas(doc: DesignDocument, props: Partial<Parameters<typeof DesignCanvas>[0]> = {}): Promise<Setup> {
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
      ref={(value) => {
        handle = value;
      }}
      {...props}
    />,
  );
  await settle();
  const ready = handle as DesignCanvasHandle | null;
  if (!ready) throw new Error("no handle");
  return { store, stage: ready.getStage()!, handle: ready };
}

/** Lets Konva's batched draws (timers) and React's updates run. */
async function settle(ms = 40) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Stage (CSS px) position of a point in the current world (side frame mm or net mm). */
function screenOf(stage: Konva.Stage, point: { x: number; y: number }) {
  return stage.getAbsoluteTransform().point(point);
}

function mouse(stage: Konva.Stage, type: "mousedown" | "mousemove" | "mouseup", at: { x: number; y: number }, init: MouseEventInit = {}) {
  // Dispatched where a browser would, on the stage's content; they bubble up to the window Konva also listens on.
  act(() => {
    stage.content.dispatchEvent(new MouseEvent(type, { clientX: at.x, clientY: at.y, bubbles: true, button: 0, ...init }));
  });
}

/** Presses at `from`, moves in a few steps to `to`, releases: a real drag through Konva's own handlers. */
function drag(stage: Konva.Stage, from: { x: number; y: number }, to: { x: number; y: number }, init: MouseEventInit = {}) {
  mouse(stage, "mousedown", from, init);
  for (const t of [0.25, 0.5, 0.75, 1]) mouse(stage, "mousemove", { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }, init);
  mouse(stage, "mouseup", to, init);
}

function click(stage: Konva.Stage, at: { x: number; y: number }, init: MouseEventInit = {}) {
  mouse(stage, "mousedown", at, init);
  mouse(stage, "mouseup", at, init);
}

const elementsOf = (store: EditorStore): readonly DesignElement[] => sideOf(store.getState().document, "front").elements;
const elementOf = (store: EditorStore, id: string) => elementsOf(store).find((element) => element.id === id)!;
const layer = (stage: Konva.Stage, name: string) => stage.findOne<Konva.Layer>(`.${name}`)!;
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const centreOf = (e: { x: number; y: number; width: number; height: number }) => ({ x: e.x + e.width / 2, y: e.y + e.height / 2 });

const red = shapeElement({ id: "red", x: 20, y: 20, width: 40, height: 30, fill: "#ff0000" });
const blue = shapeElement({ id: "blue", x: 100, y: 30, width: 30, height: 20, fill: "#0000ff" });

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(() => {
  expect(front.width).toBeGreaterThan(150);
});

describe("DesignCanvas, one side", () => {
  it("draws the side upright and fitted, artwork in z-order, the outside dimmed", async () => {
    const doc = designWith({ front: { background: "#00ff00", elements: [red, { ...blue, id: "over", x: 30, y: 25 }] } });
    const { stage } = await renderCanvas(doc);
    expect(stage.width()).toBe(780);
    expect(stage.height()).toBe(600);
    expect(screen.getByRole("application", { name: "Front of the box" })).toHaveAttribute("tabindex", "0");

    const artwork = layer(stage, SIDE_LAYER_NAMES.artwork).getCanvas()._canvas as HTMLCanvasElement;
    // The blue element is later in the array, so it paints over the red one where they overlap.
    expect(pixelAt(artwork, screenOf(stage, { x: 25, y: 25 }).x, screenOf(stage, { x: 25, y: 25 }).y).hex).toBe("#ff0000");
    const overlap = screenOf(stage, { x: 40, y: 35 });
    expect(pixelAt(artwork, overlap.x, overlap.y).hex).toBe("#0000ff");
    const bare = screenOf(stage, { x: 150, y: 60 });
    expect(pixelAt(artwork, bare.x, bare.y).hex).toBe("#00ff00");

    // Fitted: the bleed box fills the stage less its margin along one axis, centred on the other.
    const topLeft = screenOf(stage, { x: -3, y: -3 });
    const bottomRight = screenOf(stage, { x: front.width + 3, y: front.height + 3 });
    expect(topLeft.x).toBeCloseTo(32, 6);
    expect(bottomRight.x).toBeCloseTo(780 - 32, 6);
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(300, 6);

    // Clipped to the panel plus bleed: nothing of the background beyond the bleed line.
    const beyond = screenOf(stage, { x: -6, y: 30 });
    expect(pixelAt(artwork, beyond.x, beyond.y).alpha).toBe(0);
    // The guides layer dims everything outside the panel (bleed included) at alpha 0.8.
    const guides = layer(stage, SIDE_LAYER_NAMES.guides).getCanvas()._canvas as HTMLCanvasElement;
    const inBleed = screenOf(stage, { x: -1.5, y: 30 });
    const dimmed = pixelAt(guides, inBleed.x, inBleed.y);
    expect(dimmed.alpha).toBe(Math.round(0.8 * 255));
    // Premultiplied storage rounds each channel by one step or so.
    for (const [channel, expected] of channels(dimmed.hex).map((value, i) => [value, channels(EDITOR_BACKGROUND)[i]!])) {
      expect(Math.abs(channel! - expected!)).toBeLessThanOrEqual(2);
    }
    expect(pixelAt(guides, bare.x, bare.y).alpha).toBe(0);
  });

  it("selects on press, toggles with shift and clears on empty space", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    click(stage, screenOf(stage, centreOf(red)));
    expect(store.getState().selection).toEqual(["red"]);
    click(stage, screenOf(stage, centreOf(blue)), { shiftKey: true });
    expect(store.getState().selection).toEqual(["red", "blue"]);
    click(stage, screenOf(stage, centreOf(red)), { shiftKey: true });
    expect(store.getState().selection).toEqual(["blue"]);
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    expect(transformer.nodes().map((node) => node.id())).toEqual(["blue"]);
    click(stage, screenOf(stage, { x: 150, y: 60 }));
    expect(store.getState().selection).toEqual([]);
  });

  it("toggles with ctrl or cmd as with shift", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    click(stage, screenOf(stage, centreOf(red)));
    click(stage, screenOf(stage, centreOf(blue)), { ctrlKey: true });
    expect(store.getState().selection).toEqual(["red", "blue"]);
    click(stage, screenOf(stage, centreOf(red)), { metaKey: true });
    expect(store.getState().selection).toEqual(["blue"]);
  });

  it("selects every element a band dragged over empty canvas touches, and adds to the selection with shift", async () => {
    const green = shapeElement({ id: "green", x: 150, y: 40, width: 20, height: 20, fill: "#00ff00" });
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue, green] } }));
    const band = stage.findOne(`.${SELECTION_BAND_NAME}`)!;
    const from = screenOf(stage, { x: 5, y: 5 });
    const to = screenOf(stage, { x: 110, y: 40 });
    mouse(stage, "mousedown", from);
    mouse(stage, "mousemove", to);
    expect(band.visible()).toBe(true);
    expect(band.width()).toBeCloseTo(105, 6);
    mouse(stage, "mouseup", to);
    expect(band.visible()).toBe(false);
    expect(store.getState().selection).toEqual(["red", "blue"]);
    expect(store.getState().past).toHaveLength(0);
    await settle();
    expect(
      stage
        .findOne<Konva.Transformer>("Transformer")!
        .nodes()
        .map((node) => node.id()),
    ).toEqual(["red", "blue"]);

    drag(stage, screenOf(stage, { x: 145, y: 35 }), screenOf(stage, { x: 175, y: 65 }), { shiftKey: true });
    expect(store.getState().selection).toEqual(["red", "blue", "green"]);
    // A press on empty space without a drag still clears.
    click(stage, screenOf(stage, { x: 90, y: 65 }));
    expect(store.getState().selection).toEqual([]);
  });

  it("moves a group together from a press on any of its elements, as one undo step", async () => {
    const doc = designWith({
      front: {
        background: null,
        elements: [
          { ...red, groupId: "g" },
          { ...blue, groupId: "g" },
        ],
      },
    });
    const { store, stage } = await renderCanvas(doc);
    const scale = stage.scaleX();
    const from = screenOf(stage, centreOf(red));
    drag(stage, from, { x: from.x + 10.4 * scale, y: from.y + 7.3 * scale }, { altKey: true });
    expect(store.getState().selection).toEqual(["red", "blue"]);
    expect(elementOf(store, "red")).toMatchObject({ x: 30.4, y: 27.3 });
    expect(elementOf(store, "blue")).toMatchObject({ x: 110.4, y: 37.3 });
    expect(store.getState().past).toHaveLength(1);
    act(() => void store.dispatch({ type: "undo" }));
    expect(elementOf(store, "blue")).toMatchObject({ x: 100, y: 30 });
  });

  it("scales a selection of several elements together with the Transformer, as one undo step", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    act(() => void store.dispatch({ type: "selectAll" }));
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    expect(transformer.nodes()).toHaveLength(2);
    const anchor = transformer.findOne(".bottom-right")!.getAbsolutePosition();
    const scale = stage.scaleX();
    // The box around both runs 20..130 x 20..50: 11 mm more to the right is 10% wider.
    drag(stage, anchor, { x: anchor.x + 11 * scale, y: anchor.y });
    expect(elementOf(store, "red").width).toBeCloseTo(44, 0);
    expect(elementOf(store, "blue").width).toBeCloseTo(33, 0);
    expect(elementOf(store, "blue").x).toBeCloseTo(108, 0);
    expect(store.getState().past).toHaveLength(1);
    act(() => void store.dispatch({ type: "undo" }));
    expect(elementOf(store, "blue")).toMatchObject({ x: 100, width: 30 });
  });

  it("snaps a resized edge to another element's edge, with a guide, and not with Alt held", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    click(stage, screenOf(stage, centreOf(red)));
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    const handle = transformer.findOne(".middle-right")!.getAbsolutePosition();
    const scale = stage.scaleX();
    // The right edge from 60 to 98.9 mm: within reach of blue's left edge at 100.
    mouse(stage, "mousedown", handle);
    mouse(stage, "mousemove", { x: handle.x + 20 * scale, y: handle.y });
    mouse(stage, "mousemove", { x: handle.x + 38.9 * scale, y: handle.y });
    const guides = stage.findOne<Konva.Group>(`.${SNAP_GUIDES_NAME}`)!;
    expect(guides.getChildren().map((line) => (line as Konva.Line).points()[0])).toEqual([100]);
    mouse(stage, "mouseup", { x: handle.x + 38.9 * scale, y: handle.y });
    expect(elementOf(store, "red").width).toBeCloseTo(80, 3);
    expect(guides.getChildren()).toHaveLength(0);

    await settle();
    const again = transformer.findOne(".middle-right")!.getAbsolutePosition();
    // Alt resizes about the centre (Konva's way) and freely: 1.2 mm in from 100 is not pulled back to blue's edge.
    drag(stage, again, { x: again.x - 1.2 * scale, y: again.y }, { altKey: true });
    expect(elementOf(store, "red").width).toBeCloseTo(77.6, 1);
    expect(elementOf(store, "red").x).toBeCloseTo(21.2, 1);
  });

  it("outlines the elements the print check warns about", async () => {
    const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }), { warnedIds: ["blue"] });
    const markers = stage.find(`.${WARNING_MARKER_NAME}`);
    expect(markers.map((marker) => marker.id())).toEqual(["warning-blue"]);
    expect(markers[0]!.getAttrs()).toMatchObject({ x: 100, y: 30, width: 30, height: 20 });
  });

  it("keeps a warned element's outline where the element is after a drag, and leaves the other outlines alone", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }), { warnedIds: ["red", "blue"] });
    const blueMarker = stage.findOne(`#warning-blue`)!;
    const blueDraws = vi.spyOn(blueMarker, "setAttrs");
    const scale = stage.scaleX();
    const from = screenOf(stage, centreOf(red));
    drag(stage, from, { x: from.x + 10.4 * scale, y: from.y + 7.3 * scale });
    await settle();
    expect(stage.findOne(`#warning-red`)!.getAttrs()).toMatchObject({ x: 30.4, y: 27.3 });
    // Selecting red and moving it touched neither blue nor its outline.
    expect(blueDraws).not.toHaveBeenCalled();
    expect(stage.findOne(`#warning-blue`)).toBe(blueMarker);
    // The moved element carries the transformer.
    expect(
      stage
        .findOne<Konva.Transformer>("Transformer")!
        .nodes()
        .map((node) => node.id()),
    ).toEqual(["red"]);
    expect(store.getState().selection).toEqual(["red"]);
  });

  it("moves freely with snapping switched off", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red] } }), { snapping: false });
    const scale = stage.scaleX();
    const from = screenOf(stage, centreOf(red));
    drag(stage, from, { x: from.x - 19 * scale, y: from.y });
    expect(elementOf(store, "red").x).toBeCloseTo(1, 6);
    expect(stage.findOne<Konva.Group>(`.${SNAP_GUIDES_NAME}`)!.getChildren()).toHaveLength(0);
  });

  it("moves an element by dragging, as one undo step that undo takes back", async () => {
    const onFrame = vi.fn();
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }), { onFrame });
    const scale = stage.scaleX();
    const from = screenOf(stage, centreOf(red));
    drag(stage, from, { x: from.x + 10.4 * scale, y: from.y + 7.3 * scale });
    expect(elementOf(store, "red")).toMatchObject({ x: 30.4, y: 27.3 });
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().selection).toEqual(["red"]);
    await settle();
    expect(onFrame).toHaveBeenCalled();
    expect(onFrame.mock.calls.every(([ms]) => typeof ms === "number" && ms >= 0)).toBe(true);

    act(() => void store.dispatch({ type: "undo" }));
    await settle();
    expect(elementOf(store, "red")).toMatchObject({ x: 20, y: 20 });
    const node = stage.findOne("#red")!;
    expect(node.position()).toEqual({ x: 20, y: 20 });
  });

  it("drags the whole selection together", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    click(stage, screenOf(stage, centreOf(red)));
    click(stage, screenOf(stage, centreOf(blue)), { shiftKey: true });
    await settle();
    const scale = stage.scaleX();
    const from = screenOf(stage, centreOf(blue));
    drag(stage, from, { x: from.x + 11.1 * scale, y: from.y + 5.2 * scale });
    expect(elementOf(store, "red")).toMatchObject({ x: 31.1, y: 25.2 });
    expect(elementOf(store, "blue")).toMatchObject({ x: 111.1, y: 35.2 });
    expect(store.getState().past).toHaveLength(1);
  });

  it("snaps to the panel's edge and to other elements, drawing guides while snapped", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    const scale = stage.scaleX();
    const from = screenOf(stage, centreOf(red));
    // Left edge 20 -> 1.2 mm: within 2 mm of the panel's edge (0).
    mouse(stage, "mousedown", from);
    mouse(stage, "mousemove", { x: from.x - 9 * scale, y: from.y + 0.5 * scale });
    mouse(stage, "mousemove", { x: from.x - 18.8 * scale, y: from.y + 0.5 * scale });
    const guides = stage.findOne<Konva.Group>(`.${SNAP_GUIDES_NAME}`)!;
    const lines = () => guides.getChildren().map((line) => (line as Konva.Line).points());
    // Left edge onto the panel's edge (x 0); middle (35.5) onto the panel's centre line, the nearest line in reach.
    const middle = front.height / 2;
    expect(lines()).toContainEqual([0, expect.any(Number), 0, expect.any(Number)]);
    expect(lines()).toContainEqual([expect.any(Number), middle, expect.any(Number), middle]);
    expect(stage.findOne("#red")!.position()).toEqual({ x: 0, y: middle - 15 });
    mouse(stage, "mouseup", { x: from.x - 18.8 * scale, y: from.y + 0.5 * scale });
    expect(elementOf(store, "red")).toMatchObject({ x: 0, y: middle - 15 });
    expect(store.getState().past).toHaveLength(1);

    // Top edge (about 29.25) onto the blue element's top (30); x 6 is out of every line's reach.
    const next = screenOf(stage, centreOf(elementOf(store, "red")));
    drag(stage, next, { x: next.x + 6 * scale, y: next.y + 9 * scale });
    expect(elementOf(store, "red").y).toBe(30);
    expect(elementOf(store, "red").x).toBeCloseTo(6, 6);
    expect(guides.getChildren()).toHaveLength(0);
  });

  it("moves freely with Alt held", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red] } }));
    const scale = stage.scaleX();
    const from = screenOf(stage, centreOf(red));
    drag(stage, from, { x: from.x - 19 * scale, y: from.y }, { altKey: true });
    expect(elementOf(store, "red").x).toBeCloseTo(1, 6);
  });

  it("shows the safe zone while dragging and hides it 1000 ms after", async () => {
    const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [red] } }));
    const hint = stage.findOne(`.${SAFE_ZONE_HINT_NAME}`)!;
    expect(hint.visible()).toBe(false);
    const from = screenOf(stage, centreOf(red));
    mouse(stage, "mousedown", from);
    mouse(stage, "mousemove", { x: from.x + 30, y: from.y + 30 });
    expect(hint.visible()).toBe(true);
    mouse(stage, "mouseup", { x: from.x + 30, y: from.y + 30 });
    await settle(SAFE_ZONE_TIME_MS - 300);
    expect(hint.visible()).toBe(true);
    await settle(400);
    expect(hint.visible()).toBe(false);
  });

  it("does not move locked elements", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [{ ...red, locked: true }] } }));
    expect(stage.findOne("#red")!.draggable()).toBe(false);
    const from = screenOf(stage, centreOf(red));
    drag(stage, from, { x: from.x + 50, y: from.y + 50 });
    expect(elementOf(store, "red")).toMatchObject({ x: 20, y: 20 });
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().selection).toEqual(["red"]);
    await settle();
    expect(stage.findOne<Konva.Transformer>("Transformer")!.nodes()).toHaveLength(0);
  });

  it("resizes with the Transformer as one undo step and bakes the scale into the size", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    click(stage, screenOf(stage, centreOf(red)));
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    const anchor = transformer.findOne(".bottom-right")!.getAbsolutePosition();
    const scale = stage.scaleX();
    drag(stage, anchor, { x: anchor.x + 20 * scale, y: anchor.y + 10 * scale });
    const resized = elementOf(store, "red");
    expect(resized.x).toBeCloseTo(20, 1);
    expect(resized.width).toBeCloseTo(60, 0);
    expect(resized.height).toBeCloseTo(40, 0);
    expect(store.getState().past).toHaveLength(1);
    const node = stage.findOne("#red")!;
    expect(node.scaleX()).toBe(1);
    expect(node.width()).toBeCloseTo(resized.width, 6);

    act(() => void store.dispatch({ type: "undo" }));
    await settle();
    expect(elementOf(store, "red")).toMatchObject({ width: 40, height: 30 });
    expect(stage.findOne("#red")!.width()).toBe(40);
  });

  it("keeps an image's proportions by default", async () => {
    const photo = imageElement({ id: "photo", x: 20, y: 20, width: 40, height: 20 });
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [photo] } }), {
      loadImage: async () => solidPicture("#0000ff", 80, 40),
    });
    await settle();
    expect((stage.findOne("#photo") as Konva.Image).image()).toBeTruthy();
    click(stage, screenOf(stage, centreOf(photo)));
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    expect(transformer.keepRatio()).toBe(true);
    expect(transformer.enabledAnchors()).toEqual(["top-left", "top-right", "bottom-left", "bottom-right"]);
    const anchor = transformer.findOne(".bottom-right")!.getAbsolutePosition();
    const scale = stage.scaleX();
    drag(stage, anchor, { x: anchor.x + 40 * scale, y: anchor.y + 5 * scale });
    const resized = elementOf(store, "photo");
    expect(resized.width / resized.height).toBeCloseTo(2, 2);
    expect(resized.width).toBeGreaterThan(40);
  });

  it("shows a placeholder until a picture loads, then the picture", async () => {
    let deliver: (picture: ReturnType<typeof solidPicture>) => void = () => {};
    const asked: string[] = [];
    const photo = imageElement({ id: "photo", fileId: "file-photo", x: 20, y: 20, width: 40, height: 20 });
    const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [photo] } }), {
      loadImage: (url) => {
        asked.push(url);
        return new Promise((resolve) => {
          deliver = resolve;
        });
      },
    });
    expect(asked).toEqual(["/proxy/file-photo"]);
    const node = stage.findOne<Konva.Image>("#photo")!;
    expect(node.image()).toBeUndefined();
    expect(node.fill()).toBeTruthy();
    await act(async () => deliver(solidPicture("#0000ff", 80, 40)));
    await settle();
    expect(stage.findOne<Konva.Image>("#photo")).toBe(node);
    expect(node.image()).toBeTruthy();
    expect(node.fill()).toBeUndefined();
    const artwork = layer(stage, SIDE_LAYER_NAMES.artwork).getCanvas()._canvas as HTMLCanvasElement;
    const middle = screenOf(stage, centreOf(photo));
    expect(pixelAt(artwork, middle.x, middle.y).hex).toBe("#0000ff");
  });

  it("renders text in its font family with a fallback", async () => {
    const text = textElement({ id: "hello", fontId: "caveat", fontWeight: 700 });
    const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [text] } }));
    const node = stage.findOne<Konva.Text>("#hello")!;
    expect(node.fontFamily()).toBe("Caveat, cursive");
    expect(node.fontStyle()).toBe("700");
  });

  it("measures text again, and redraws it, once its font has loaded", async () => {
    const { api, created } = fakeFontFaces();
    const frames = vi.fn();
    const text = textElement({ id: "late", fontId: "caveat", fontWeight: 700, text: "Handwritten greetings", fontSize: 12, width: 200 });
    const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [text] } }), { fonts: new FontLoader(api), onFrame: frames });
    const node = stage.findOne<Konva.Text>("#late")!;
    expect(created.map((face) => [face.family, face.descriptors])).toEqual([["Caveat", { weight: "700", style: "normal" }]]);
    // Drawn in the generic family meanwhile, and measured with it.
    expect(node.fontFamily()).toBe("cursive");
    const measure = (family: string) => {
      const context = createCanvas(10, 10).getContext("2d");
      context.font = `700 normal 12px ${family}`;
      return context.measureText(text.text).width;
    };
    expect(node.getTextWidth()).toBeCloseTo(measure("cursive"), 3);

    registerWithCanvas(fontFileByKey("caveat-700")!);
    frames.mockClear();
    await act(async () => created[0]!.release());
    await settle();
    expect(stage.findOne<Konva.Text>("#late")).toBe(node);
    expect(node.fontFamily()).toBe("Caveat, cursive");
    expect(measure("Caveat")).not.toBeCloseTo(measure("cursive"), 1);
    expect(node.getTextWidth()).toBeCloseTo(measure("Caveat"), 3);
    expect(frames).toHaveBeenCalled();
  });

  it("freezes the rest of a busy side into two bitmaps while one element moves", async () => {
    const many = Array.from({ length: FREEZE_MIN_ELEMENTS + 40 }, (_, i) =>
      shapeElement({ id: `s${i}`, x: 5 + (i % 20) * 9, y: 5 + Math.floor(i / 20) * 12, width: 6, height: 6, fill: i === 50 ? "#ff0000" : "#888888" }),
    );
    const { store, stage } = await renderCanvas(designWith({ front: { background: "#ffffff", elements: many } }));
    const target = many[50]!;
    const from = screenOf(stage, centreOf(target));
    mouse(stage, "mousedown", from);
    expect(store.getState().selection).toEqual(["s50"]);
    let changes = 0;
    const stop = store.subscribe(() => changes++);
    mouse(stage, "mousemove", { x: from.x + 3, y: from.y + 12 });
    mouse(stage, "mousemove", { x: from.x + 3, y: from.y + 25 });
    // Nothing reaches the store (so nothing re-renders) until the drag ends.
    expect(changes).toBe(0);
    const snapshots = stage.find("Image").filter((node) => !node.id());
    expect(snapshots.filter((node) => node.visible())).toHaveLength(2);
    expect(stage.findOne("#s0")!.visible()).toBe(false);
    expect(stage.findOne("#s99")!.visible()).toBe(false);
    expect(stage.findOne("#s50")!.visible()).toBe(true);
    // The frozen bitmaps still show the elements they stand for (the one beneath on the board's still layer).
    await settle();
    const canvas = stage.getLayers()[0]!.getCanvas()._canvas as HTMLCanvasElement;
    const other = screenOf(stage, centreOf(many[0]!));
    expect(pixelAt(canvas, other.x, other.y).hex).toBe("#888888");
    mouse(stage, "mouseup", { x: from.x + 3, y: from.y + 25 });
    // The drop is one change; the rest's nodes show again in the frame after the drop's (finger-drag.test.tsx).
    expect(changes).toBe(1);
    await settle(80);
    expect(snapshots.filter((node) => node.visible())).toHaveLength(0);
    expect(stage.findOne("#s0")!.visible()).toBe(true);
    stop();
    expect(store.getState().past).toHaveLength(1);
    expect(elementOf(store, "s50").y).not.toBe(target.y);
  });

  it("zooms with the wheel around the pointer, clamped", async () => {
    const { stage, handle } = await renderCanvas(designWith({ front: { background: null, elements: [red] } }));
    const pointer = { x: 600, y: 150 };
    const before = stage.getAbsoluteTransform().copy().invert().point(pointer);
    act(() => {
      stage.content.dispatchEvent(new WheelEvent("wheel", { clientX: pointer.x, clientY: pointer.y, deltaY: -100, bubbles: true, cancelable: true }));
    });
    await settle();
    expect(handle.getZoom()).toBeCloseTo(1.25, 6);
    const after = stage.getAbsoluteTransform().copy().invert().point(pointer);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
    for (let i = 0; i < 30; i++) {
      act(() => {
        stage.content.dispatchEvent(new WheelEvent("wheel", { clientX: pointer.x, clientY: pointer.y, deltaY: -100, bubbles: true, cancelable: true }));
      });
    }
    await settle();
    expect(handle.getZoom()).toBe(8);
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-zoom", "8.0000");
  });

  it("zooms with the keys and buttons, and pans with space held", async () => {
    const { stage, handle } = await renderCanvas(designWith({ front: { background: null, elements: [red] } }));
    const canvas = screen.getByRole("application");
    fireEvent.keyDown(canvas, { key: "+" });
    await settle();
    expect(handle.getZoom()).toBeCloseTo(1.25, 6);
    fireEvent.keyDown(canvas, { key: "-" });
    fireEvent.keyDown(canvas, { key: "-" });
    await settle();
    expect(handle.getZoom()).toBeCloseTo(0.8, 6);
    fireEvent.keyDown(canvas, { key: "0" });
    await settle();
    expect(handle.getZoom()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    await settle();
    expect(handle.getZoom()).toBeCloseTo(1.25, 6);
    expect(screen.getByRole("toolbar", { name: "Zoom" })).toHaveTextContent("125%");
    fireEvent.click(screen.getByRole("button", { name: "Fit to screen" }));
    await settle();
    expect(handle.getZoom()).toBe(1);

    const origin = stage.position();
    fireEvent.keyDown(canvas, { key: " " });
    await settle();
    expect(stage.findOne("#red")!.draggable()).toBe(false);
    const from = screenOf(stage, centreOf(red));
    drag(stage, from, { x: from.x + 40, y: from.y - 20 });
    fireEvent.keyUp(canvas, { key: " " });
    await settle();
    expect(stage.x()).toBeCloseTo(origin.x + 40, 6);
    expect(stage.y()).toBeCloseTo(origin.y - 20, 6);
    expect(stage.findOne("#red")!.draggable()).toBe(true);
  });

  it("runs the editor's shortcuts when the canvas has focus", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [red, blue] } }));
    click(stage, screenOf(stage, centreOf(red)));
    const canvas = screen.getByRole("application");
    fireEvent.keyDown(canvas, { key: "ArrowRight", shiftKey: true });
    expect(elementOf(store, "red").x).toBe(30);
    fireEvent.keyDown(canvas, { key: "Delete" });
    expect(elementsOf(store).map((element) => element.id)).toEqual(["blue"]);
    fireEvent.keyDown(canvas, { key: "z", ctrlKey: true });
    expect(elementsOf(store).map((element) => element.id)).toEqual(["red", "blue"]);
    await settle();
    expect(stage.findOne("#red")).toBeTruthy();
  });
});

describe("DesignCanvas, the whole net", () => {
  it("shows every printable side on its panel and switches side on a press", async () => {
    const onSideSelect = vi.fn();
    const doc = designWith({
      front: { background: "#ff0000", elements: [] },
      left: { background: null, elements: [shapeElement({ id: "mark", x: 0, y: 0, width: 20, height: 10, fill: "#0000ff" })] },
    });
    const { store, stage } = await renderCanvas(doc, { mode: "net", onSideSelect });
    const targets = stage.find(`.${NET_SIDE_TARGET_NAME}`);
    expect(targets.map((node) => node.id()).sort()).toEqual(["back", "bottom", "front", "left", "right", "top"].map((side) => `net-side-${side}`).sort());

    // The left side is turned on the net (frame rotation 270): its artwork's top-left corner lands at the frame origin.
    const left = net.panels.find((panel) => panel.side === "left")!;
    expect(left.frame.rotation).toBe(270);
    const base = stage.getLayers()[0]!.getCanvas()._canvas as HTMLCanvasElement;
    const corner = screenOf(stage, { x: left.frame.origin.x + 2, y: left.frame.origin.y - 2 });
    expect(pixelAt(base, corner.x, corner.y).hex).toBe("#0000ff");
    const frontPanel = net.panels.find((panel) => panel.side === "front")!;
    const inFront = screenOf(stage, { x: frontPanel.frame.origin.x + 20, y: frontPanel.frame.origin.y + 20 });
    expect(pixelAt(base, inFront.x, inFront.y).hex).toBe("#ff0000");

    // Cut lines solid, creases dashed.
    expect(stage.findOne<Konva.Shape>(".cut-lines")!.dash() ?? []).toEqual([]);
    expect(stage.findOne<Konva.Shape>(".crease-lines")!.dash()!.length).toBeGreaterThan(0);

    const leftCentre = screenOf(stage, { x: left.frame.origin.x + left.frame.height / 2, y: left.frame.origin.y - left.frame.width / 2 });
    click(stage, leftCentre);
    expect(store.getState().side).toBe("left");
    expect(onSideSelect).toHaveBeenCalledWith("left");
  });
});

describe("DesignCanvas, the inside of the sheet", () => {
  it("draws the inside sides on the back of the sheet, mirrored as it is printed, and offers only the sides designed", async () => {
    const doc = designWith({
      front: { background: "#ff0000", elements: [] },
      "inside-top": { background: "#00ff00", elements: [shapeElement({ id: "corner", x: 0, y: 0, width: 20, height: 10, fill: "#0000ff" })] },
    });
    const sheet = insideSheet(net);
    const { store, stage } = await renderCanvas(doc, { mode: "net", net: sheet, sides: printableSides(net, { inside: true }) });
    const targets = stage.find(`.${NET_SIDE_TARGET_NAME}`);
    expect(targets.map((node) => node.id()).sort()).toEqual(
      ["inside-back", "inside-bottom", "inside-front", "inside-top"].map((side) => `net-side-${side}`).sort(),
    );

    const lid = sidePanel(net, "inside-top");
    const base = stage.getLayers()[0]!.getCanvas()._canvas as HTMLCanvasElement;
    // Turned half way round: the artwork's top-left corner is the frame's origin, the bottom-right of the lid on the sheet.
    expect(lid.frame.rotation).toBe(180);
    const corner = screenOf(stage, { x: lid.frame.origin.x - 2, y: lid.frame.origin.y - 2 });
    expect(pixelAt(base, corner.x, corner.y).hex).toBe("#0000ff");
    const middle = screenOf(stage, { x: lid.frame.origin.x - lid.frame.width / 2, y: lid.frame.origin.y - lid.frame.height / 2 });
    expect(pixelAt(base, middle.x, middle.y).hex).toBe("#00ff00");
    // The outside front's colour is not on the back.
    const front = sheet.panels.find((panel) => panel.id === "front")!;
    const xs = front.polygon.map((p) => p.x);
    const ys = front.polygon.map((p) => p.y);
    const inFront = screenOf(stage, { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 });
    expect(pixelAt(base, inFront.x, inFront.y).hex).not.toBe("#ff0000");

    click(stage, middle);
    expect(store.getState().side).toBe("inside-top");
  });

  it("edits an inside side upright in its own frame", async () => {
    const doc = designWith({ "inside-bottom": { background: "#00ff00", elements: [] } });
    const store = createEditorStore(createEditorState(doc, "inside-bottom"));
    const { stage } = await renderCanvas(doc, { store });
    const panel = sidePanel(net, "inside-bottom");
    expect(store.getState().side).toBe("inside-bottom");
    const artwork = layer(stage, SIDE_LAYER_NAMES.artwork).getCanvas()._canvas as HTMLCanvasElement;
    const middle = screenOf(stage, { x: panel.frame.width / 2, y: panel.frame.height / 2 });
    expect(pixelAt(artwork, middle.x, middle.y).hex).toBe("#00ff00");
    const beyond = screenOf(stage, { x: panel.frame.width + 10, y: panel.frame.height / 2 });
    expect(pixelAt(artwork, beyond.x, beyond.y).alpha).toBe(0);
  });
});
