import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { emptyDesign } from "@/lib/design";
import type { BoxModel, Dimensions } from "@/lib/dielines";
import en from "@/messages/en-US.json";
import { designAnswer, DESIGN_ADDRESS, editorRoutes, fakeShop, openSavedDesign, productFacts, renderEditor, setUpEditorTests } from "./testing";

const t = en.Editor;

setUpEditorTests({ address: null });

const facts = (sku: string, slug: string, inside: Dimensions) => productFacts(sku, slug, inside, { printModes: ["print-monochrome"] });

// ADR 0037: the editor shows a product's own printed faces, as its model has them.
describe.each<[string, string, BoxModel, Dimensions, string[], string]>([
  ["poly-mailer-250x350", "poly-mailer", "poly-mailer", { length: 250, width: 350, height: 0 }, [t.sides.front, t.sides.back], "Sides of the mailer"],
  [
    "paper-bag-240x110x310",
    "paper-bag",
    "paper-bag",
    { length: 240, width: 110, height: 310 },
    [t.sides.front, t.sides.back, t.sides.left, t.sides.right],
    "Sides of the bag",
  ],
  ["square-label-75x75", "square-label", "square-label", { length: 75, width: 75, height: 0 }, [t.sides.front], "Printed sides"],
])("a new design of %s", (sku, slug, model, inside, sides, sidesLabel) => {
  it("opens in the editor with only the faces it prints", async () => {
    window.history.replaceState(null, "", `/editor/product/design?sku=${sku}&quantity=100`);
    fakeShop({ ...editorRoutes, "POST box_designs": { status: 201, body: designAnswer({ id: 9, sku, document: emptyDesign(model, inside) as never }) } });
    await renderEditor({ kind: "new", sku, quantity: 100 }, { product: facts(sku, slug, inside) });
    await screen.findByTestId("editor-shell");
    const tabs = screen.getByRole("tablist", { name: sidesLabel });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(sides);
  });
});

describe("a paper bag in 3D", () => {
  it("is shown flat or made up, in the words of a bag rather than a box", async () => {
    const sku = "paper-bag-240x110x310";
    const inside = { length: 240, width: 110, height: 310 };
    window.history.replaceState(null, "", `/editor/product/design?sku=${sku}&quantity=100`);
    fakeShop({ ...editorRoutes, "POST box_designs": { status: 201, body: designAnswer({ id: 9, sku, document: emptyDesign("paper-bag", inside) as never }) } });
    await renderEditor({ kind: "new", sku, quantity: 100 }, { product: facts(sku, "paper-bag", inside) });
    await userEvent.click(await screen.findByTestId("mode-3d"));
    await userEvent.click(await screen.findByRole("button", { name: t.modes.showFlat }));
    expect(screen.getByRole("button", { name: t.modes.showFolded })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: new RegExp(t.modes.unfold) })).not.toBeInTheDocument();
  });
});

describe("a saved design opened at the other editor route", () => {
  it("moves a bag's design from /box/design to its own editor, keeping the query", async () => {
    const sku = "paper-bag-240x110x310";
    const inside = { length: 240, width: 110, height: 310 };
    window.history.replaceState(null, "", "/box/design?design_id=9&quantity=100#top");
    fakeShop({ ...editorRoutes, "GET box_designs/9": { body: designAnswer({ id: 9, sku, document: emptyDesign("paper-bag", inside) as never }) } });
    await renderEditor({ kind: "design", designId: 9, shareToken: null }, { product: facts(sku, "paper-bag", inside) });
    await screen.findByTestId("editor-shell");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/editor/product/design?design_id=9&quantity=100#top");
  });

  it("leaves a box's design where it is", async () => {
    window.history.replaceState(null, "", DESIGN_ADDRESS);
    await openSavedDesign();
    expect(window.location.pathname).toBe("/box/design");
  });
});
