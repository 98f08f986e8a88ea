import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInStorefront } from "@/test/render";
import { addElement } from "@/editor/state/commands";
import { createEditorState } from "@/editor/state/history";
import { createEditorStore, type EditorStore } from "@/editor/state/store";
import { designFrom } from "./design-api";
import { newText } from "./elements";
import { designAnswer } from "./testing";
import { useAutosave } from "./use-autosave";

function SaveState({ store, design }: { store: EditorStore; design: ReturnType<typeof designFrom> }) {
  const { snapshot } = useAutosave(store, design);
  return <p data-testid="state">{snapshot?.state}</p>;
}

describe("autosave in the editor", () => {
  it("catches an edit the shopper made before the editor started listening", async () => {
    // A click that lands between the editor's first paint and its effects changes the store with nobody subscribed.
    const design = designFrom(designAnswer());
    const store = createEditorStore(createEditorState(design.document, "front"));
    store.dispatch(addElement("front", newText({ width: 200, height: 150 }, "Early")));

    await renderInStorefront(<SaveState store={store} design={design} />);
    expect(screen.getByTestId("state")).toHaveTextContent("dirty");
  });

  it("stays saved when nothing changed before it listened", async () => {
    const design = designFrom(designAnswer());
    const store = createEditorStore(createEditorState(design.document, "front"));
    await renderInStorefront(<SaveState store={store} design={design} />);
    expect(screen.getByTestId("state")).toHaveTextContent("saved");
  });
});
