import { act, fireEvent, screen } from "@testing-library/react";
import { createCanvas } from "@napi-rs/canvas";
import type Konva from "konva";
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageElement, designWith, qrElement, textElement } from "@/lib/design/sample-designs";
import type { DesignDocument, DesignElement } from "@/lib/design";
import { buildNet } from "@/lib/dielines";
import { createEditorState, createEditorStore, sideOf, type EditorStore } from "@/editor/state";
import { renderWithMessages } from "@/test/render";
import { DesignCanvas, type DesignCanvasHandle } from "./DesignCanvas";
import { SIDE_LAYER_NAMES } from "./SideView";
import { renderSideToCanvas } from "./export-side";
import { TEXT_EDITOR_TEST_ID } from "./TextEditOverlay";
import { TEXT_WIDTH_SHARE, withFittedHeight } from "./text-fit";
import { sideGeometry } from "./side-geometry";
import { CROP_HANDLE_TEST_ID, CROP_OVERLAY_TEST_ID } from "./CropOverlay";
import { drawWithNapiCanvas, pixelAt } from "./test-canvas";
import type { LoadedImage } from "./element-shapes";

/** The element tools on the canvas: text edited in place, text resized by its font, flipped pictures, QR codes. */

drawWithNapiCanvas();

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });

async function renderCanvas(doc: DesignDocument, props: Partial<Parameters<typeof DesignCanvas>[0]> = {}) {
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
  return { store, stage: ready.getStage()! };
}

async function settle(ms = 40) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

const screenOf = (stage: Konva.Stage, point: { x: number; y: number }) => stage.getAbsoluteTransform().point(point);

function mouse(stage: Konva.Stage, type: "mousedown" | "mousemove" | "mouseup" | "dblclick", at: { x: number; y: number }, init: MouseEventInit = {}) {
  act(() => {
    stage.content.dispatchEvent(new MouseEvent(type, { clientX: at.x, clientY: at.y, bubbles: true, button: 0, ...init }));
  });
}

function drag(stage: Konva.Stage, from: { x: number; y: number }, to: { x: number; y: number }) {
  mouse(stage, "mousedown", from);
  for (const t of [0.25, 0.5, 0.75, 1]) mouse(stage, "mousemove", { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
  mouse(stage, "mouseup", to);
}

function click(stage: Konva.Stage, at: { x: number; y: number }) {
  mouse(stage, "mousedown", at);
  mouse(stage, "mouseup", at);
}

function doubleClick(stage: Konva.Stage, at: { x: number; y: number }) {
  click(stage, at);
  click(stage, at);
  mouse(stage, "dblclick", at);
}

const elementOf = (store: EditorStore, id: string): DesignElement => sideOf(store.getState().document, "front").elements.find((element) => element.id === id)!;
const centreOf = (e: { x: number; y: number; width: number; height: number }) => ({ x: e.x + e.width / 2, y: e.y + e.height / 2 });
const artworkCanvas = (stage: Konva.Stage) => stage.findOne<Konva.Layer>(`.${SIDE_LAYER_NAMES.artwork}`)!.getCanvas()._canvas as HTMLCanvasElement;

/** A picture red on its left half and blue on its right. */
function halves(width = 40, height = 20): LoadedImage {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ff0000";
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = "#0000ff";
  context.fillRect(width / 2, 0, width / 2, height);
  return { source: canvas as unknown as CanvasImageSource, width, height };
}

afterEach(() => {
  vi.useRealTimers();
});

const headline = textElement({ id: "headline", x: 20, y: 20, width: 100, height: 12, fontSize: 10, lineHeight: 1.2, text: "Hello box", align: "left" });

describe("text on the canvas", () => {
  it("scales the font, not just the box, when a corner is dragged, as one undo step", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [headline] } }));
    click(stage, screenOf(stage, centreOf(headline)));
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    expect(transformer.keepRatio()).toBe(true);
    expect(transformer.enabledAnchors()).not.toContain("bottom-center");
    const anchor = transformer.findOne(".bottom-right")!.getAbsolutePosition();
    const scale = stage.scaleX();
    // Half as big again along the diagonal.
    drag(stage, anchor, { x: anchor.x + 50 * scale, y: anchor.y + 6 * scale });
    const scaled = elementOf(store, "headline") as typeof headline;
    expect(scaled.fontSize).toBeCloseTo(15, 0);
    expect(scaled.width / scaled.fontSize).toBeCloseTo(10, 1);
    expect(scaled.height / scaled.fontSize).toBeCloseTo(1.2, 1);
    expect(store.getState().past).toHaveLength(1);
    expect(stage.findOne<Konva.Text>("#headline")!.fontSize()).toBeCloseTo(scaled.fontSize, 6);
  });

  it("changes only the wrapping width with a side handle: the font keeps its size and the box fits the lines", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [headline] } }));
    click(stage, screenOf(stage, centreOf(headline)));
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    const anchor = transformer.findOne(".middle-right")!.getAbsolutePosition();
    const scale = stage.scaleX();
    // Narrower than "Hello box" at 10 mm: the words wrap onto two lines.
    drag(stage, anchor, { x: anchor.x - 70 * scale, y: anchor.y });
    const narrowed = elementOf(store, "headline") as typeof headline;
    expect(narrowed.fontSize).toBe(10);
    expect(narrowed.width).toBeCloseTo(30, 0);
    expect(narrowed.height).toBeCloseTo(24, 1);
    expect(store.getState().past).toHaveLength(1);
    const node = stage.findOne<Konva.Text>("#headline")!;
    expect(node.scaleX()).toBe(1);
    expect(node.width()).toBeCloseTo(narrowed.width, 6);
  });

  it("edits a text in place on double-click, in its font, size and colour, and keeps the words as one undo step", async () => {
    const styled = { ...headline, color: "#aa3300", align: "center" as const, rotation: 10, letterSpacing: 0.1 };
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [styled] } }));
    // The middle of the box turned 10 degrees about its top-left corner.
    const turn = (10 * Math.PI) / 180;
    doubleClick(stage, screenOf(stage, { x: 20 + 50 * Math.cos(turn) - 6 * Math.sin(turn), y: 20 + 50 * Math.sin(turn) + 6 * Math.cos(turn) }));
    await settle();
    const field = screen.getByTestId(TEXT_EDITOR_TEST_ID) as HTMLTextAreaElement;
    expect(field).toHaveValue("Hello box");
    expect(field).toHaveFocus();
    const scale = stage.scaleX();
    expect(parseFloat(field.style.fontSize)).toBeCloseTo(10 * scale, 3);
    expect(parseFloat(field.style.letterSpacing)).toBeCloseTo(1 * scale, 3);
    expect(parseFloat(field.style.left)).toBeCloseTo(screenOf(stage, { x: 20, y: 20 }).x, 3);
    expect(field.style.color).toBe("rgb(170, 51, 0)");
    expect(field.style.textAlign).toBe("center");
    expect(field.style.transform).toBe("rotate(10deg)");
    // The canvas's own copy of the words hides while they are edited over it.
    expect(stage.findOne("#headline")!.visible()).toBe(false);

    fireEvent.change(field, { target: { value: "Hello" } });
    fireEvent.change(field, { target: { value: "Hello there\nsecond line" } });
    expect(store.getState().past).toHaveLength(0);
    fireEvent.keyDown(field, { key: "Enter", ctrlKey: true });
    await settle();
    expect(screen.queryByTestId(TEXT_EDITOR_TEST_ID)).toBeNull();
    const edited = elementOf(store, "headline") as typeof headline;
    expect(edited.text).toBe("Hello there\nsecond line");
    expect(edited.height).toBeCloseTo(24, 1);
    expect(store.getState().past).toHaveLength(1);
    expect(stage.findOne("#headline")!.visible()).toBe(true);

    act(() => void store.dispatch({ type: "undo" }));
    expect((elementOf(store, "headline") as typeof headline).text).toBe("Hello box");
  });

  it("finishes editing on Escape and keeps the words, as one undo step that Undo takes back (ADR 0049)", async () => {
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [headline] } }));
    doubleClick(stage, screenOf(stage, centreOf(headline)));
    await settle();
    let field = screen.getByTestId(TEXT_EDITOR_TEST_ID);
    fireEvent.change(field, { target: { value: "Handmade" } });
    // The design follows the typing at once, so the properties panel shows the words being typed.
    expect((elementOf(store, "headline") as typeof headline).text).toBe("Handmade");
    fireEvent.change(field, { target: { value: "Handmade sourdough" } });
    fireEvent.keyDown(field, { key: "Escape" });
    await settle();
    expect(screen.queryByTestId(TEXT_EDITOR_TEST_ID)).toBeNull();
    expect((elementOf(store, "headline") as typeof headline).text).toBe("Handmade sourdough");
    expect(store.getState().past).toHaveLength(1);
    act(() => void store.dispatch({ type: "undo" }));
    expect((elementOf(store, "headline") as typeof headline).text).toBe("Hello box");

    // Enter on the selected text opens it again; a click elsewhere keeps the words too.
    act(() => void store.dispatch({ type: "select", ids: ["headline"] }));
    const canvas = screen.getByRole("application");
    canvas.focus();
    fireEvent.keyDown(canvas, { key: "Enter" });
    await settle();
    field = screen.getByTestId(TEXT_EDITOR_TEST_ID);
    fireEvent.change(field, { target: { value: "Kept" } });
    fireEvent.blur(field);
    await settle();
    expect((elementOf(store, "headline") as typeof headline).text).toBe("Kept");
    expect(store.getState().past).toHaveLength(1);
  });

  for (const phrase of [
    "Handmade sourdough bread delivered every single morning",
    "Zażółć gęślą jaźń, dziękujemy za zamówienie",
    "Größe & Grüße aus der Bäckerei am Markt",
  ]) {
    it(`fits the box to every wrapped line typed in place, and the canvas shows them all: ${phrase}`, async () => {
      const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [headline] } }));
      doubleClick(stage, screenOf(stage, centreOf(headline)));
      await settle();
      fireEvent.change(screen.getByTestId(TEXT_EDITOR_TEST_ID), { target: { value: phrase } });
      fireEvent.keyDown(screen.getByTestId(TEXT_EDITOR_TEST_ID), { key: "Escape" });
      await settle();
      const node = stage.findOne<Konva.Text>("#headline")!;
      const lines = node.textArr.map((line) => line.text);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join(" ")).toBe(phrase);
      expect((elementOf(store, "headline") as typeof headline).height).toBeCloseTo(lines.length * 12, 3);
    });
  }

  it("widens the box about its centre for a sentence typed in place, as the properties panel does, before it grows taller", async () => {
    // A new shopper typed a sentence into a narrow "Hello box" on the canvas: it ran down a column the panel would have widened.
    const narrow = { ...headline, width: 60 };
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [narrow] } }));
    const room = sideGeometry(net, "front")!.frame;
    const sentence = "Handmade sourdough bread delivered every single morning";
    doubleClick(stage, screenOf(stage, centreOf(narrow)));
    await settle();
    const field = screen.getByTestId(TEXT_EDITOR_TEST_ID) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: sentence } });
    // While typing: the same box the panel gives the same words (one rule for both), as wide as a new text may be.
    const typing = elementOf(store, "headline") as typeof headline;
    expect(typing).toEqual({ ...narrow, ...withFittedHeight(narrow, { text: sentence }, room) });
    expect(typing.width).toBeCloseTo(room.width * TEXT_WIDTH_SHARE, 1);
    expect(centreOf(typing).x).toBeCloseTo(centreOf(narrow).x, 2);
    // The field lies over the widened box.
    const scale = stage.scaleX();
    expect(parseFloat(field.style.width)).toBeCloseTo(typing.width * scale, 3);
    expect(parseFloat(field.style.left)).toBeCloseTo(screenOf(stage, { x: typing.x, y: typing.y }).x, 3);
    // Escape still finishes and keeps the words and the widened box, as one undo step.
    fireEvent.keyDown(field, { key: "Escape" });
    await settle();
    expect(screen.queryByTestId(TEXT_EDITOR_TEST_ID)).toBeNull();
    const kept = elementOf(store, "headline") as typeof headline;
    expect(kept.text).toBe(sentence);
    expect(kept.width).toBeCloseTo(typing.width, 3);
    const lines = stage.findOne<Konva.Text>("#headline")!.textArr.map((line) => line.text);
    expect(lines.join(" ")).toBe(sentence);
    expect(kept.height).toBeCloseTo(lines.length * 12, 3);
    expect(store.getState().past).toHaveLength(1);
    act(() => void store.dispatch({ type: "undo" }));
    expect(elementOf(store, "headline")).toEqual(narrow);
  });

  it("keeps a box made narrow on purpose when shorter words are typed in place, and never widens it past a new text's share of the side", async () => {
    const narrow = { ...headline, width: 60 };
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [narrow] } }));
    const room = sideGeometry(net, "front")!.frame;
    doubleClick(stage, screenOf(stage, centreOf(narrow)));
    await settle();
    const field = screen.getByTestId(TEXT_EDITOR_TEST_ID);
    fireEvent.change(field, { target: { value: "Hi" } });
    expect((elementOf(store, "headline") as typeof headline).width).toBe(60);
    fireEvent.change(field, { target: { value: "A very long line of words typed ".repeat(6) } });
    expect((elementOf(store, "headline") as typeof headline).width).toBeLessThanOrEqual(room.width * TEXT_WIDTH_SHARE + 0.1);
    fireEvent.blur(field);
    await settle();
    expect(store.getState().past).toHaveLength(1);
  });

  it("does not open a locked text", async () => {
    const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [{ ...headline, locked: true }] } }));
    doubleClick(stage, screenOf(stage, centreOf(headline)));
    await settle();
    expect(screen.queryByTestId(TEXT_EDITOR_TEST_ID)).toBeNull();
  });

  it("spaces letters by the font size times the stored em", async () => {
    const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [{ ...headline, letterSpacing: 0.25 }] } }));
    expect(stage.findOne<Konva.Text>("#headline")!.letterSpacing()).toBeCloseTo(2.5, 9);
  });
});

describe("pictures and QR codes on the canvas", () => {
  it("mirrors a flipped picture within its box, its node unturned", async () => {
    const photo = imageElement({ id: "photo", x: 20, y: 20, width: 40, height: 20, opacity: 1 });
    for (const [flipX, left, right] of [
      [false, "#ff0000", "#0000ff"],
      [true, "#0000ff", "#ff0000"],
    ] as const) {
      const { stage } = await renderCanvas(designWith({ front: { background: null, elements: [{ ...photo, ...(flipX ? { flipX } : {}) }] } }), {
        loadImage: async () => halves(),
      });
      await settle();
      const canvas = artworkCanvas(stage);
      const a = screenOf(stage, { x: 25, y: 30 });
      const b = screenOf(stage, { x: 55, y: 30 });
      expect(pixelAt(canvas, a.x, a.y).hex).toBe(left);
      expect(pixelAt(canvas, b.x, b.y).hex).toBe(right);
      expect(stage.findOne("#photo")!.scaleX()).toBe(1);
      document.body.innerHTML = "";
    }
  });

  it("crops a picture with handles on the canvas after a double-click, each release one undo step", async () => {
    const photo = imageElement({ id: "photo", x: 20, y: 20, width: 40, height: 20, flipX: true });
    const { store, stage } = await renderCanvas(designWith({ front: { background: null, elements: [photo] } }));
    doubleClick(stage, screenOf(stage, centreOf(photo)));
    await settle();
    expect(screen.getByTestId(CROP_OVERLAY_TEST_ID)).toHaveFocus();
    expect(stage.findOne("#photo")!.visible()).toBe(false);
    // Handles are named by the picture's edges: flipped, its right edge shows on the left. Moved 10 mm right on screen, it trims a quarter.
    const scale = stage.scaleX();
    const handle = screen.getByTestId(CROP_HANDLE_TEST_ID("right"));
    // jsdom has no PointerEvent: mouse events of the pointer types carry the coordinates.
    const pointer = (target: EventTarget, type: string, clientX: number) =>
      act(() => void target.dispatchEvent(new MouseEvent(type, { clientX, clientY: 100, bubbles: true })));
    pointer(handle, "pointerdown", 100);
    pointer(window, "pointermove", 100 + 5 * scale);
    pointer(window, "pointermove", 100 + 10 * scale);
    pointer(window, "pointerup", 100 + 10 * scale);
    await settle();
    const cropped = elementOf(store, "photo") as typeof photo;
    expect(cropped.crop).toEqual({ x: 0, y: 0, width: 0.75, height: 1 });
    expect(cropped).toMatchObject({ x: 30, width: 30, height: 20 });
    expect(store.getState().past).toHaveLength(1);
    fireEvent.keyDown(screen.getByTestId(CROP_OVERLAY_TEST_ID), { key: "Escape" });
    await settle();
    expect(screen.queryByTestId(CROP_OVERLAY_TEST_ID)).toBeNull();
    expect(stage.findOne("#photo")!.visible()).toBe(true);
  });

  it("draws a QR code's finder squares in its colour on its background, and keeps it square when resized", async () => {
    const code = qrElement({ id: "qr", x: 20, y: 20, width: 58, height: 58, color: "#000000", background: "#ffffff" });
    const { stage } = await renderCanvas(designWith({ front: { background: "#00ff00", elements: [code] } }));
    const canvas = artworkCanvas(stage);
    // 29 modules + 8 quiet = 37 per 58 mm; the top-left finder's outer ring starts 4 modules in.
    const moduleSize = 58 / (29 + 8);
    const at = (row: number, column: number) => screenOf(stage, { x: 20 + (4 + column + 0.5) * moduleSize, y: 20 + (4 + row + 0.5) * moduleSize });
    expect(pixelAt(canvas, at(0, 0).x, at(0, 0).y).hex).toBe("#000000");
    expect(pixelAt(canvas, at(1, 1).x, at(1, 1).y).hex).toBe("#ffffff");
    expect(pixelAt(canvas, at(3, 3).x, at(3, 3).y).hex).toBe("#000000");
    const quiet = screenOf(stage, { x: 20 + moduleSize, y: 20 + moduleSize });
    expect(pixelAt(canvas, quiet.x, quiet.y).hex).toBe("#ffffff");
    click(stage, screenOf(stage, { x: 20 + 2 * moduleSize, y: 20 + 2 * moduleSize }));
    await settle();
    const transformer = stage.findOne<Konva.Transformer>("Transformer")!;
    expect(transformer.keepRatio()).toBe(true);
    expect(transformer.enabledAnchors()).toEqual(["top-left", "top-right", "bottom-left", "bottom-right"]);
  });
});

describe("the flat side exports (thumbnails and 3D textures)", () => {
  it("show flipped pictures and QR codes as the canvas does", async () => {
    const doc = designWith({
      front: {
        background: "#00ff00",
        elements: [
          imageElement({ id: "photo", fileId: "halves", x: 0, y: 0, width: 40, height: 20, flipX: true }),
          qrElement({ id: "qr", x: 50, y: 0, width: 37, height: 37, data: "https://boxwright.example/a", background: null }),
        ],
      },
    });
    const canvas = await renderSideToCanvas(doc, net, "front", 4, async () => halves());
    // Flipped: the picture's blue right half shows on the left.
    expect(pixelAt(canvas, 5 * 4, 10 * 4).hex).toBe("#0000ff");
    expect(pixelAt(canvas, 35 * 4, 10 * 4).hex).toBe("#ff0000");
    // 29 modules and a quiet zone of 4 on each side in 37 mm: 1 mm a module; the finder's corner is dark, the quiet zone shows the background.
    expect(pixelAt(canvas, (50 + 4.5) * 4, 4.5 * 4).hex).toBe("#000000");
    expect(pixelAt(canvas, (50 + 5.5) * 4, 5.5 * 4).hex).toBe("#00ff00");
    expect(pixelAt(canvas, (50 + 2) * 4, 2 * 4).hex).toBe("#00ff00");
  });
});
