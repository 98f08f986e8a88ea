import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import type { DesignElement } from "@/lib/design";
import { imageElement, qrElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import { createEditorState, createEditorStore, sideOf, useEditorStore, type EditorState, type EditorStore } from "@/editor/state";
import { renderInStorefront } from "@/test/render";
import { newImage, newQr } from "./elements";
import { LayersPanel } from "./LayersPanel";
import { PropertiesPanel } from "./PropertiesPanel";
import { blankDocument } from "./testing";

/** The element tools in the panels: text alignment and spacing, opacity, flips, crop and replace, QR codes, layer names. */

const selectState = (state: EditorState) => state;

function Panels({ store, onReplaceImage }: { store: EditorStore; onReplaceImage?: (id: string) => void }) {
  const state = useEditorStore(store, selectState);
  const elements = sideOf(state.document, "front").elements;
  const selected = elements.filter((element) => state.selection.includes(element.id));
  return (
    <>
      <PropertiesPanel store={store} side="front" selected={selected} onReplaceImage={onReplaceImage} />
      <LayersPanel store={store} side="front" elements={elements} selection={state.selection} />
    </>
  );
}

function storeWith(elements: DesignElement[], selected: string[] = []): EditorStore {
  const document = { ...blankDocument, sides: { ...blankDocument.sides, front: { background: null, elements } } };
  const store = createEditorStore(createEditorState(document, "front"));
  if (selected.length) store.dispatch({ type: "select", ids: selected });
  return store;
}

const front = (store: EditorStore) => sideOf(store.getState().document, "front").elements;
const one = (store: EditorStore, id: string) => front(store).find((element) => element.id === id)!;
const p = en.Editor.properties;

describe("text settings", () => {
  it("aligns the text and spaces its letters, each change one undo step, no spacing stored as none", async () => {
    const store = storeWith([textElement({ id: "t", align: "left" })], ["t"]);
    await renderInStorefront(<Panels store={store} />);
    const alignment = screen.getByRole("group", { name: p.align });
    await userEvent.click(within(alignment).getByRole("button", { name: p.alignments.right }));
    expect(one(store, "t")).toMatchObject({ align: "right" });
    expect(within(alignment).getByRole("button", { name: p.alignments.right })).toHaveAttribute("aria-pressed", "true");
    expect(store.getState().past).toHaveLength(1);

    const spacing = screen.getByLabelText(p.letterSpacing);
    fireEvent.pointerDown(spacing);
    fireEvent.change(spacing, { target: { value: "50" } });
    fireEvent.change(spacing, { target: { value: "120" } });
    fireEvent.pointerUp(spacing);
    expect(one(store, "t")).toMatchObject({ letterSpacing: 0.12 });
    expect(store.getState().past).toHaveLength(2);
    fireEvent.change(spacing, { target: { value: "0" } });
    expect(one(store, "t")).not.toHaveProperty("letterSpacing");
  });
});

describe("picture settings", () => {
  it("flips, fades and crops a picture, and shows the whole picture again", async () => {
    const store = storeWith([imageElement({ id: "photo", x: 10, y: 10, width: 40, height: 20 })], ["photo"]);
    await renderInStorefront(<Panels store={store} />);
    await userEvent.click(screen.getByRole("button", { name: p.flipHorizontal }));
    expect(one(store, "photo")).toMatchObject({ flipX: true });
    await userEvent.click(screen.getByRole("button", { name: p.flipVertical }));
    await userEvent.click(screen.getByRole("button", { name: p.flipHorizontal }));
    expect(one(store, "photo")).not.toHaveProperty("flipX");
    expect(one(store, "photo")).toMatchObject({ flipY: true });

    const opacity = screen.getByLabelText(p.opacity);
    fireEvent.pointerDown(opacity);
    fireEvent.change(opacity, { target: { value: "70" } });
    fireEvent.change(opacity, { target: { value: "40" } });
    fireEvent.pointerUp(opacity);
    expect(one(store, "photo").opacity).toBe(0.4);
    const steps = store.getState().past.length;
    expect(steps).toBe(4);

    // A quarter off the left: the box loses a quarter of its width and the rest of the picture stays put.
    fireEvent.change(screen.getByLabelText(p.cropEdges.left), { target: { value: "25" } });
    expect(one(store, "photo")).toMatchObject({ crop: { x: 0.25, y: 0, width: 0.75, height: 1 }, x: 20, width: 30, height: 20 });
    await userEvent.click(screen.getByRole("button", { name: p.resetCrop }));
    expect(one(store, "photo")).toMatchObject({ x: 10, width: 40 });
    expect(one(store, "photo")).not.toHaveProperty("crop");
  });

  it("asks for another upload to replace the selected picture", async () => {
    const onReplaceImage = vi.fn();
    const store = storeWith([imageElement({ id: "photo" })], ["photo"]);
    await renderInStorefront(<Panels store={store} onReplaceImage={onReplaceImage} />);
    await userEvent.click(screen.getByRole("button", { name: p.replaceImage }));
    expect(onReplaceImage).toHaveBeenCalledWith("photo");
  });
});

describe("QR codes", () => {
  it("changes what the code holds as one undo step per visit, keeping the last usable code while the field is empty", async () => {
    const store = storeWith([qrElement({ id: "qr", data: "https://a.example" })], ["qr"]);
    await renderInStorefront(<Panels store={store} />, { locale: "pl-PL" });
    const field = screen.getByLabelText(pl.Editor.qr.data);
    await userEvent.clear(field);
    expect(field).toHaveValue("");
    expect(one(store, "qr")).toMatchObject({ data: "https://a.example" });
    await userEvent.type(field, "https://sklep.example/zażółć");
    await userEvent.tab();
    expect(one(store, "qr")).toMatchObject({ data: "https://sklep.example/zażółć" });
    expect(store.getState().past).toHaveLength(1);
    await userEvent.click(screen.getByRole("radio", { name: pl.Editor.qr.noBackground }));
    expect(one(store, "qr")).toMatchObject({ background: null });
    expect(screen.getByRole("button", { name: "Kod QR: https://sklep.example/zażółć" })).toBeInTheDocument();
  });

  it("says when a code is too small for phones to read once printed", async () => {
    const long = "https://boxwright.example/" + "a".repeat(150);
    const store = storeWith([qrElement({ id: "qr", data: long, width: 20, height: 20 })], ["qr"]);
    await renderInStorefront(<Panels store={store} />);
    expect(screen.getByTestId("qr-too-small")).toHaveTextContent(/at least|or more/);
    act(() => void store.dispatch({ type: "updateElement", side: "front", id: "qr", patch: { width: 60, height: 60 } }));
    expect(screen.queryByTestId("qr-too-small")).toBeNull();
  });

  it("adds a square black-on-white code centred on the side", () => {
    const code = newQr({ width: 200, height: 70 }, "https://example.com", "q1");
    expect(code).toMatchObject({ type: "qr", width: 23.3, height: 23.3, color: "#000000", background: "#ffffff", x: 88.3, y: 23.3 });
  });
});

describe("layer names", () => {
  it("names a layer by its words, its file and its kind, and lets the shopper rename it", async () => {
    const photo = newImage({ width: 200, height: 70 }, "file-9", { width: 400, height: 200, name: "summer-logo.png" }, "photo");
    const store = storeWith([
      photo,
      imageElement({ id: "old" }),
      textElement({ id: "t", text: "Thank you for choosing our handmade soap" }),
      shapeElement({ id: "s", shape: "star" }),
    ]);
    await renderInStorefront(<Panels store={store} />);
    const layers = screen.getByRole("list");
    expect(within(layers).getByRole("button", { name: "summer-logo.png" })).toBeInTheDocument();
    expect(within(layers).getByRole("button", { name: en.Editor.layers.image })).toBeInTheDocument();
    expect(within(layers).getByRole("button", { name: "Text: Thank you for choosing our han…" })).toBeInTheDocument();
    expect(within(layers).getByRole("button", { name: en.Editor.layers.shape.star })).toBeInTheDocument();

    await userEvent.dblClick(within(layers).getByRole("button", { name: en.Editor.layers.shape.star }));
    const field = screen.getByRole("textbox", { name: "New name for Star" });
    await userEvent.clear(field);
    await userEvent.type(field, "Badge{Enter}");
    expect(one(store, "s")).toMatchObject({ name: "Badge" });
    expect(store.getState().past).toHaveLength(1);

    // Escape keeps the name; a blank name gives back the automatic one.
    await userEvent.dblClick(within(layers).getByRole("button", { name: "Badge" }));
    await userEvent.type(screen.getByRole("textbox", { name: "New name for Badge" }), "x{Escape}");
    expect(one(store, "s")).toMatchObject({ name: "Badge" });
    act(() => within(layers).getByRole("button", { name: "Badge" }).focus());
    await userEvent.keyboard("{F2}");
    await userEvent.clear(screen.getByRole("textbox", { name: "New name for Badge" }));
    await userEvent.keyboard("{Enter}");
    expect(one(store, "s")).not.toHaveProperty("name");
    expect(within(layers).getByRole("button", { name: en.Editor.layers.shape.star })).toBeInTheDocument();
  });
});
