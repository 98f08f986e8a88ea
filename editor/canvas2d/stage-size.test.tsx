import { act, fireEvent, screen } from "@testing-library/react";
import type Konva from "konva";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { designWith, shapeElement } from "@/lib/design/sample-designs";
import { buildNet } from "@/lib/dielines";
import { createEditorState, createEditorStore, sideOf, type EditorStore } from "@/editor/state";
import en from "@/messages/en-US.json";
import { renderWithMessages } from "@/test/render";
import { DesignCanvas, type DesignCanvasHandle } from "./DesignCanvas";
import { sideGeometry } from "./side-geometry";
import { drawWithNapiCanvas } from "./test-canvas";
import { fitMargin, fitViewport, STAGE_SIZE, toScreen, type Size } from "./viewport";

drawWithNapiCanvas();

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
const frontBleed = sideGeometry(net, "front")!.bleedBounds;

/** A ResizeObserver that reports the size the test gives the observed box, as a browser reports the box's CSS size. */
function observeBoxesAs(size: Size) {
  const observers: { callback: ResizeObserverCallback; observer: ResizeObserver; targets: Element[] }[] = [];
  class FakeResizeObserver {
    private readonly entry: { callback: ResizeObserverCallback; observer: ResizeObserver; targets: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, observer: this as unknown as ResizeObserver, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
      report(this.entry, size);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
  }
  function report(entry: (typeof observers)[number], next: Size) {
    const entries = entry.targets.map((target) => ({ target, contentRect: { x: 0, y: 0, top: 0, left: 0, ...next } }) as unknown as ResizeObserverEntry);
    if (entries.length) entry.callback(entries, entry.observer);
  }
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  return {
    resize(next: Size) {
      act(() => {
        for (const entry of observers) report(entry, next);
      });
    },
  };
}

async function renderCanvas(store: EditorStore) {
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
    />,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  const ready = handle as DesignCanvasHandle | null;
  if (!ready) throw new Error("no handle");
  return { handle: ready, stage: ready.getStage()! };
}

/** A touch event as a phone sends it, on the stage's content (Konva listens there). */
function touch(stage: Konva.Stage, type: "touchstart" | "touchmove" | "touchend", points: { x: number; y: number }[]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const touches = points.map((point, identifier) => ({ identifier, clientX: point.x, clientY: point.y, pageX: point.x, pageY: point.y }));
  // Lifted fingers are only the changed ones: none is on the screen any more.
  const down = type === "touchend" ? [] : touches;
  Object.assign(event, { touches: down, changedTouches: touches, targetTouches: down });
  act(() => {
    stage.content.dispatchEvent(event);
  });
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the canvas on a phone", () => {
  it("is as wide as its 390 px box and fits the whole side into it, and 'Fit to screen' fits it there again", async () => {
    observeBoxesAs({ width: 390, height: 390 });
    const { stage, handle } = await renderCanvas(createEditorStore(createEditorState(designWith({}), "front")));
    expect({ width: stage.width(), height: stage.height() }).toEqual({ width: 390, height: 390 });

    const phone = { width: 390, height: 390 };
    const fit = fitViewport(frontBleed, phone, fitMargin(phone));
    expect(stage.scaleX()).toBeCloseTo(fit.scale, 9);
    expect(handle.getZoom()).toBe(1);
    // The whole side with its bleed is on the screen, not cropped at the right.
    const topLeft = stage.getAbsoluteTransform().point({ x: frontBleed.x, y: frontBleed.y });
    const bottomRight = stage.getAbsoluteTransform().point({ x: frontBleed.x + frontBleed.width, y: frontBleed.y + frontBleed.height });
    expect(topLeft.x).toBeGreaterThanOrEqual(0);
    expect(bottomRight.x).toBeLessThanOrEqual(390);
    expect(bottomRight.y).toBeLessThanOrEqual(390);
    // Smaller than the 780 px stage's fit: the 390 px one is what the shopper sees.
    expect(fit.scale).toBeLessThan(fitViewport(frontBleed, STAGE_SIZE).scale);

    fireEvent.click(screen.getByRole("button", { name: en.EditorCanvas.zoomIn }));
    fireEvent.click(screen.getByRole("button", { name: en.EditorCanvas.zoomIn }));
    expect(handle.getZoom()).toBeCloseTo(1.5625, 9);
    fireEvent.click(screen.getByRole("button", { name: en.EditorCanvas.zoomToFit }));
    expect(handle.getZoom()).toBe(1);
    expect(stage.scaleX()).toBeCloseTo(fit.scale, 9);
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-zoom", "1.0000");
  });

  it("follows its box when the screen turns, fitting again", async () => {
    const boxes = observeBoxesAs({ width: 390, height: 390 });
    const { stage } = await renderCanvas(createEditorStore(createEditorState(designWith({}), "front")));
    boxes.resize({ width: 844, height: 520 });
    expect({ width: stage.width(), height: stage.height() }).toEqual({ width: 844, height: 520 });
    const turned = { width: 844, height: 520 };
    expect(stage.scaleX()).toBeCloseTo(fitViewport(frontBleed, turned, fitMargin(turned)).scale, 9);
  });

  it("is the spec's 780 x 600 where nothing measures it", async () => {
    vi.stubGlobal("ResizeObserver", undefined);
    const { stage } = await renderCanvas(createEditorStore(createEditorState(designWith({}), "front")));
    expect({ width: stage.width(), height: stage.height() }).toEqual(STAGE_SIZE);
  });

  it("zooms with a pinch and pans with two fingers, leaving the artwork where it was", async () => {
    observeBoxesAs({ width: 390, height: 390 });
    const store = createEditorStore(createEditorState(designWith({ front: { background: null, elements: [shapeElement({ id: "logo" })] } }), "front"));
    const { stage, handle } = await renderCanvas(store);
    const before = sideOf(store.getState().document, "front");

    touch(stage, "touchstart", [
      { x: 150, y: 200 },
      { x: 230, y: 200 },
    ]);
    touch(stage, "touchmove", [
      { x: 150, y: 200 },
      { x: 230, y: 200 },
    ]);
    const held = stage.getAbsoluteTransform().copy().invert().point({ x: 190, y: 200 });
    touch(stage, "touchmove", [
      { x: 110, y: 180 },
      { x: 270, y: 180 },
    ]);
    expect(handle.getZoom()).toBeCloseTo(2, 9);
    // What was between the fingers is between them still, where they went.
    const now = toScreen({ scale: stage.scaleX(), x: stage.x(), y: stage.y() }, held);
    expect(now.x).toBeCloseTo(190, 6);
    expect(now.y).toBeCloseTo(180, 6);
    touch(stage, "touchend", [
      { x: 110, y: 180 },
      { x: 270, y: 180 },
    ]);

    expect(sideOf(store.getState().document, "front")).toBe(before);
  });

  it("moves the element under one finger, as a mouse drag does, with one undo step", async () => {
    observeBoxesAs({ width: 390, height: 390 });
    const store = createEditorStore(
      createEditorState(designWith({ front: { background: null, elements: [shapeElement({ id: "logo", x: 20, y: 10, width: 40, height: 30 })] } }), "front"),
    );
    const { stage } = await renderCanvas(store);
    const from = stage.getAbsoluteTransform().point({ x: 40, y: 25 });
    // Clear of every snap guide at the phone's fit (the side's centre, its safe zone), so the move is the finger's own.
    const to = { x: from.x + 50, y: from.y + 30 };
    touch(stage, "touchstart", [from]);
    for (const step of [0.25, 0.5, 0.75, 1]) touch(stage, "touchmove", [{ x: from.x + (to.x - from.x) * step, y: from.y + (to.y - from.y) * step }]);
    touch(stage, "touchend", [to]);

    const moved = sideOf(store.getState().document, "front").elements[0]!;
    expect(moved.x).toBeCloseTo(20 + 50 / stage.scaleX(), 1);
    expect(moved.y).toBeCloseTo(10 + 30 / stage.scaleX(), 1);
    expect(store.getState().selection).toEqual(["logo"]);
    store.dispatch({ type: "undo" });
    expect(sideOf(store.getState().document, "front").elements[0]).toMatchObject({ x: 20, y: 10 });
  });
});
