import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { createEditorState, createEditorStore, moveElements, sideOf, useEditorStore, type EditorState, type EditorStore } from "@/editor/state";
import { renderWithMessages } from "@/test/render";
import { newShape } from "./elements";
import { LayersPanel } from "./LayersPanel";
import { blankDocument } from "./testing";

/** Every string the layers panel has translated so far: its names and button labels. */
const layerMessages = vi.hoisted(() => ({ count: 0 }));

vi.mock("next-intl", async (importOriginal) => {
  const actual = await importOriginal<typeof import("next-intl")>();
  type Translate = ((...args: unknown[]) => string) & Record<string, unknown>;
  const useTranslations = actual.useTranslations as unknown as (namespace?: string) => Translate;
  return {
    ...actual,
    // The real translations, counted for the panel's namespace.
    useTranslations: (namespace?: string) => {
      const t = useTranslations(namespace);
      if (namespace !== "Editor.layers") return t;
      const counted = (...args: unknown[]) => {
        layerMessages.count += 1;
        return t(...args);
      };
      return Object.assign(counted, t);
    },
  };
});

const ELEMENTS = 60;
const selectDocument = (state: EditorState) => state.document;
const selectSelection = (state: EditorState) => state.selection;

/** The panel as the workspace places it: the front's elements and the selection, from the store. */
function FrontLayers({ store }: { store: EditorStore }) {
  const document = useEditorStore(store, selectDocument);
  const selection = useEditorStore(store, selectSelection);
  return <LayersPanel store={store} side="front" elements={sideOf(document, "front").elements} selection={selection} />;
}

function storeWithShapes(): EditorStore {
  const size = { width: 200, height: 70 };
  const elements = Array.from({ length: ELEMENTS }, (_, i) => ({ ...newShape(size, i % 2 ? "rect" : "ellipse", `shape-${i}`), x: i }));
  const document = { ...blankDocument, sides: { ...blankDocument.sides, front: { background: null, elements } } };
  return createEditorStore(createEditorState(document, "front"));
}

describe("LayersPanel on a busy side", () => {
  it("renders again only the rows whose element or selection changed", async () => {
    const store = storeWithShapes();
    layerMessages.count = 0;
    await renderWithMessages(<FrontLayers store={store} />);
    const rows = () => within(screen.getByRole("region", { name: en.Editor.layers.title })).getAllByRole("listitem");
    expect(rows()).toHaveLength(ELEMENTS);
    // The panel's title, then each row's name and button labels.
    const perRow = (layerMessages.count - 1) / ELEMENTS;
    expect(perRow).toBeGreaterThan(1);
    const renderedRows = () => (layerMessages.count - 1) / perRow;

    // Selecting one element: that row shows it, and only its strings are made again.
    layerMessages.count = 0;
    act(() => store.dispatch({ type: "select", ids: ["shape-7"] }));
    const pressed = rows().filter((row) => within(row).getAllByRole("button")[0]!.getAttribute("aria-pressed") === "true");
    expect(pressed).toHaveLength(1);
    expect(within(pressed[0]!).getByRole("button", { name: en.Editor.layers.remove.replace("{name}", en.Editor.layers.shape.rect) })).toBeInTheDocument();
    expect(renderedRows()).toBe(1);

    // Another selection: the row left and the row chosen.
    layerMessages.count = 0;
    act(() => store.dispatch({ type: "select", ids: ["shape-8"] }));
    expect(renderedRows()).toBe(2);

    // Moving the selected element (a drop) changes its element object only.
    layerMessages.count = 0;
    act(() => store.dispatch(moveElements("front", ["shape-8"], 5, 0)));
    expect(renderedRows()).toBe(1);
    expect(rows()).toHaveLength(ELEMENTS);
  });
});
