import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import { buildNet, type BoxModel, type Dimensions } from "@/lib/dielines";
import { sideSize } from "./elements";
import { designAnswer, editorRoutes, fakeShop, renderEditor, setUpEditorTests } from "./testing";

const t = en.Editor;
const canvasTexts = () => screen.queryAllByTestId("canvas-element").map((element) => element.textContent);

setUpEditorTests();

describe("templates in the editor", () => {
  it("puts a template on a blank design at once, drawn for this box, in the shopper's language, as one step to undo", async () => {
    fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
    await renderEditor({ kind: "design", designId: 5, shareToken: null }, { locale: "de-DE" });
    const panel = await screen.findByTestId("templates-panel");
    // The six box templates; those for bags, patterns and labels wait behind "show all" (ADR 0047).
    expect(within(panel).getAllByRole("button", { name: /^Vorlage/ })).toHaveLength(6);
    await userEvent.click(within(panel).getByRole("button", { name: de.Editor.templatesPanel.use.replace("{name}", de.Editor.templates.night.headline) }));

    expect(canvasTexts()).toEqual(["ellipse", de.Editor.templates.night.headline, de.Editor.templates.night.tagline]);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: de.Editor.toolbar.undo }));
    expect(canvasTexts()).toEqual([]);
  });

  it("asks before a template replaces work already on the design, and keeps the work when the shopper says so", async () => {
    fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
    await renderEditor({ kind: "design", designId: 5, shareToken: null });
    await userEvent.click(await screen.findByRole("button", { name: t.toolbar.addText }));
    const panel = screen.getByTestId("templates-panel");
    const useKraft = () => within(panel).getByRole("button", { name: t.templatesPanel.use.replace("{name}", t.templates.kraft.headline) });

    await userEvent.click(useKraft());
    const dialog = await screen.findByRole("dialog", { name: t.templatesPanel.confirmTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: t.templatesPanel.cancel }));
    expect(canvasTexts()).toEqual([t.toolbar.newText]);

    await userEvent.click(useKraft());
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: t.templatesPanel.confirm }));
    await waitFor(() => expect(canvasTexts()).toEqual(["rect", t.templates.kraft.headline, t.templates.kraft.tagline]));
  });
  it("shows each template as a thumbnail of its own design on this product's front, its words in the shopper's language", async () => {
    fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
    await renderEditor({ kind: "design", designId: 5, shareToken: null }, { locale: "de-DE" });
    const panel = await screen.findByTestId("templates-panel");
    const buttons = within(panel).getAllByRole("button", { name: /^Vorlage/ });
    for (const button of buttons) {
      const thumbnail = button.querySelector("[data-testid=side-thumbnail]");
      expect(thumbnail, button.getAttribute("aria-label") ?? "").not.toBeNull();
    }
    const night = within(panel).getByRole("button", { name: de.Editor.templatesPanel.use.replace("{name}", de.Editor.templates.night.headline) });
    const svg = night.querySelector("svg")!;
    // A mailer box shows its lid first: the thumbnail is the lid, the larger face, at its own proportions.
    const { model, inside } = designAnswer().document as { model: BoxModel; inside: Dimensions };
    const lid = sideSize(buildNet(model, inside), "top");
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${lid.width} ${lid.height}`);
    // The night template's dark background and its German headline and tagline, not a chip with "Aa".
    expect(svg.querySelector("rect")!.getAttribute("fill")).toBe("#1b2a4a");
    const words = [...svg.querySelectorAll("text")].map((text) => text.textContent).join(" ");
    expect(words).toContain(de.Editor.templates.night.headline.split(" ")[0]);
    expect(words).toContain(de.Editor.templates.night.tagline.split(" ")[0]);
    expect(svg.querySelectorAll("ellipse")).toHaveLength(1);
    expect(night.textContent).not.toContain("Aa");
  });
});
