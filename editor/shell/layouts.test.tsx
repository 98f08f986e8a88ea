import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "@/messages/en-US.json";
import { workspaceLayout, type WorkspaceLayout } from "./layout";
import { SHEET_SECTIONS } from "./MobileSheet";
import styles from "./shell.module.css";
import { templateDesign } from "./templates";
import { DESIGN_ADDRESS, editorRoutes, fakeShop, INSIDE, onPhone, openSavedDesign, refusal, renderEditor, setUpEditorTests, SKU } from "./testing";

const t = en.Editor;

setUpEditorTests();

const body = () => screen.getByTestId("editor-body");
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * The workspace grid as shell.module.css writes it for a layout (outside any media
 * query, i.e. on a desktop): each area name with the track of the column it is in.
 */
function desktopGrid(layout: WorkspaceLayout): Record<string, string> {
  const css = readFileSync(path.join(__dirname, "shell.module.css"), "utf8");
  const topLevel = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  const rule = new RegExp(`\\.body\\[data-layout="${layout}"\\]\\s*\\{([^}]*)\\}`).exec(topLevel)?.[1];
  if (!rule) throw new Error(`no rule for ${layout}`);
  const columns = /grid-template-columns:\s*([^;]+);/.exec(rule)![1]!.match(/minmax\([^)]*\)|[^\s]+/g)!;
  const firstRow = /grid-template-areas:\s*"([^"]+)"/.exec(rule)![1]!.split(/\s+/);
  return Object.fromEntries(firstRow.map((area, index) => [area, columns[index]!]));
}

describe("the workspace layout", () => {
  it("is chosen by what is on screen: tools for the owner editing, panels for the owner's preview, the canvas alone for anyone else", () => {
    expect(workspaceLayout({ editable: true, panels: true, small: false })).toBe("edit");
    expect(workspaceLayout({ editable: false, panels: true, small: false })).toBe("view");
    expect(workspaceLayout({ editable: false, panels: false, small: false })).toBe("canvas");
    expect(workspaceLayout({ editable: false, panels: false, small: true })).toBe("canvas");
    expect(workspaceLayout({ editable: true, panels: true, small: true })).toBe("mobile");
  });

  it("puts the canvas in the wide column of every layout by its own grid area, never where the tools column would be", () => {
    const css = readFileSync(path.join(__dirname, "shell.module.css"), "utf8");
    expect(css).toMatch(/\.stageArea\s*\{[^}]*grid-area:\s*stage;/);
    expect(css).toMatch(/\.leftColumn\s*\{[^}]*grid-area:\s*tools;/);
    expect(css).toMatch(/\.rightColumn\s*\{[^}]*grid-area:\s*panels;/);
    for (const layout of ["edit", "view", "canvas", "mobile"] as const) expect(desktopGrid(layout).stage, layout).toBe("minmax(0, 1fr)");
    expect(desktopGrid("edit")).toEqual({ tools: "13rem", stage: "minmax(0, 1fr)", panels: "minmax(16rem, 20rem)" });
    expect(desktopGrid("view")).toEqual({ stage: "minmax(0, 1fr)", panels: "minmax(16rem, 22rem)" });
    expect(desktopGrid("canvas")).toEqual({ stage: "minmax(0, 1fr)" });
  });

  it("gives the owner's preview the canvas and the order panel, without the tools column", async () => {
    await openSavedDesign();
    expect(body()).toHaveAttribute("data-layout", "edit");

    await userEvent.click(screen.getByRole("button", { name: t.modes.preview }));
    expect(body()).toHaveAttribute("data-layout", "view");
    expect(screen.queryByRole("toolbar", { name: t.toolbar.label })).not.toBeInTheDocument();
    expect(within(screen.getByTestId("order-panel")).getByRole("button", { name: t.order.addToCart })).toBeInTheDocument();
    // The canvas is the grid's first part now: only its grid area keeps it out of a 13rem column.
    expect(body().firstElementChild).toBe(screen.getByTestId("editor-stage-area"));
  });

  it("gives a shared design the canvas alone", async () => {
    await openSavedDesign({ design: { shared: true }, shareToken: "share-abc" });
    await screen.findByTestId("shared-notice");
    expect(body()).toHaveAttribute("data-layout", "canvas");
    expect(Array.from(body().children)).toEqual([screen.getByTestId("editor-stage-area")]);
  });

  it("gives an example the canvas alone, with the example's artwork on it", async () => {
    window.history.replaceState(null, "", "/box/design?template=studio&language=en&templateMode=true");
    fakeShop(editorRoutes);
    const example = templateDesign("studio", "mailer-box", INSIDE, { headline: "Made in the studio", tagline: "Small batches", mark: "Studio" });
    await renderEditor({ kind: "example", sku: SKU, quantity: 30, document: example });
    await screen.findByText(t.example.notice);
    expect(body()).toHaveAttribute("data-layout", "canvas");
    const canvas = within(screen.getByTestId("design-canvas"));
    expect(canvas.getByText("Made in the studio")).toBeInTheDocument();
    expect(canvas.getByText("Small batches")).toBeInTheDocument();
  });
});

describe("the editor on a phone", () => {
  async function openOnPhone() {
    onPhone();
    await openSavedDesign();
  }

  it("shows the canvas first, before any tool, the side tabs or the reminder", async () => {
    await openOnPhone();
    expect(body()).toHaveAttribute("data-layout", "mobile");
    const canvas = screen.getByTestId("design-canvas");
    expect(screen.queryByRole("tablist", { name: t.sides.label })).not.toBeInTheDocument();
    expect(screen.queryByRole("toolbar", { name: t.toolbar.label })).not.toBeInTheDocument();
    expect(before(canvas, screen.getByTestId("mobile-sheet-bar"))).toBe(true);
    expect(before(canvas, screen.getByTestId("desktop-reminder"))).toBe(true);
    expect(screen.queryByText(t.canvas.dropHint.replace("{side}", t.sides.front))).not.toBeInTheDocument();
  });

  it("starts the canvas right under the bar: the flat-view switch sits under it with the zoom, not above it", async () => {
    // The walk on a 390 px phone: the "flat" checkbox was one more row above the canvas, pushing it down.
    await openOnPhone();
    const area = screen.getByTestId("editor-canvas");
    const canvas = screen.getByTestId("design-canvas");
    expect(area.firstElementChild).toBe(canvas);
    const flat = screen.getByLabelText(t.modes.netView);
    expect(before(canvas, flat)).toBe(true);
    const controls = screen.getByTestId("view-controls");
    expect(controls).toContainElement(flat);
    expect(controls.className.split(" ")).toContain(styles.viewControls);
    expect(before(controls, screen.getByTestId("mobile-sheet-bar"))).toBe(true);
    // It still works from there.
    await userEvent.click(flat);
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
  });

  it("starts the 3D view right under the bar too, with folding and the picture download beneath it", async () => {
    await openOnPhone();
    await userEvent.click(screen.getByRole("button", { name: t.modes.threeD }));
    const area = screen.getByTestId("editor-3d");
    const view = await screen.findByTestId("box-preview-3d");
    expect(area.firstElementChild).toBe(view);
    const fold = screen.getByRole("button", { name: t.modes.unfold });
    // The 2D canvas stays mounted while 3D shows, hidden with its own view controls.
    expect(screen.getByTestId("editor-canvas")).not.toBeVisible();
    const controls = within(area).getByTestId("view-controls");
    expect(controls).toContainElement(fold);
    expect(controls).toContainElement(screen.getByRole("button", { name: t.downloads.mockup }));
    expect(before(view, controls)).toBe(true);
    await userEvent.click(fold);
    expect(screen.getByTestId("box-preview-3d")).toHaveAttribute("data-folded", "false");
  });

  it("keeps the 2D canvas, hidden, while the 3D view shows, and comes back to the same stage", async () => {
    // Taking the canvas's nodes down on the way to 3D and building them again on the way back made both wait.
    await openOnPhone();
    const canvas = screen.getByTestId("design-canvas");
    expect(canvas).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: t.modes.threeD }));
    await screen.findByTestId("box-preview-3d");
    expect(screen.getByTestId("editor-canvas")).not.toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: t.modes.twoD }));
    expect(screen.queryByTestId("editor-3d")).not.toBeInTheDocument();
    expect(screen.getByTestId("editor-canvas")).toBeVisible();
    expect(screen.getByTestId("design-canvas")).toBe(canvas);
  });

  it("says which files an upload takes only beside the upload button, not alone under the zoom", async () => {
    // The walk's phone showed "PDF, PNG, JPG or SVG, up to 7000 × 7000 pixels." under the zoom row with no upload in sight.
    await openOnPhone();
    expect(screen.queryByText(t.upload.accepted)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: t.mobile.add }));
    const sheet = within(screen.getByTestId("mobile-sheet"));
    expect(sheet.getByRole("button", { name: new RegExp(t.toolbar.uploadImage) })).toBeInTheDocument();
    expect(sheet.getByText(t.upload.accepted)).toBeInTheDocument();
    expect(screen.getAllByText(t.upload.accepted)).toHaveLength(1);
  });

  it("keeps the view switches above the canvas on a desktop, beside the tools", async () => {
    await openSavedDesign();
    const area = screen.getByTestId("editor-canvas");
    expect(area.firstElementChild).toContainElement(screen.getByLabelText(t.modes.netView));
    expect(screen.queryByTestId("view-controls")).not.toBeInTheDocument();
  });

  it("keeps the tools in a bottom sheet that opens and closes", async () => {
    await openOnPhone();
    const bar = within(screen.getByRole("navigation", { name: t.mobile.tools }));
    expect(bar.getAllByRole("button").map((button) => button.querySelector("span")?.textContent)).toEqual(
      SHEET_SECTIONS.map((section) => t.mobile.bar[section]),
    );
    const add = bar.getByRole("button", { name: t.mobile.add });
    expect(add).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(add);
    expect(add).toHaveAttribute("aria-expanded", "true");
    const sheet = screen.getByTestId("mobile-sheet");
    expect(add).toHaveAttribute("aria-controls", sheet.id);
    expect(within(sheet).getByRole("heading", { name: t.mobile.add })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: t.toolbar.addText }));
    expect(within(screen.getByTestId("design-canvas")).getByText(t.toolbar.newText)).toBeInTheDocument();
    // Put away at once, so it does not hide the new text in the middle of the side.
    expect(screen.queryByTestId("mobile-sheet")).not.toBeInTheDocument();
    expect(add).toHaveAttribute("aria-expanded", "false");

    // The same button puts it away, and so does its close button.
    await userEvent.click(add);
    expect(screen.getByTestId("mobile-sheet")).toBeInTheDocument();
    await userEvent.click(add);
    expect(screen.queryByTestId("mobile-sheet")).not.toBeInTheDocument();
    await userEvent.click(bar.getByRole("button", { name: t.mobile.layers }));
    expect(screen.getByTestId("mobile-sheet")).toHaveAttribute("data-section", "layers");
    expect(within(screen.getByTestId("mobile-sheet")).getAllByRole("listitem")).toHaveLength(1);
    await userEvent.click(within(screen.getByTestId("mobile-sheet")).getByRole("button", { name: t.mobile.close }));
    expect(screen.queryByTestId("mobile-sheet")).not.toBeInTheDocument();
    await userEvent.click(bar.getByRole("button", { name: t.mobile.selection }));
    await userEvent.click(within(screen.getByTestId("mobile-sheet")).getByRole("button", { name: t.mobile.close }));
    // Escape, from the bar or from inside the sheet.
    await userEvent.click(bar.getByRole("button", { name: t.mobile.layers }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByTestId("mobile-sheet")).not.toBeInTheDocument();
    await userEvent.click(bar.getByRole("button", { name: t.mobile.layers }));
    within(screen.getByTestId("mobile-sheet")).getByRole("button", { name: t.mobile.close }).focus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByTestId("mobile-sheet")).not.toBeInTheDocument();
  });

  it("switches sides from the sheet, and shows the side being edited on its button", async () => {
    await openOnPhone();
    const sides = screen.getByRole("button", { name: `${t.mobile.sides} ${t.sides.front}` });
    await userEvent.click(sides);
    await userEvent.click(within(screen.getByTestId("mobile-sheet")).getByRole("tab", { name: t.sides.back }));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-side", "back");
    expect(sides).toHaveAccessibleName(`${t.mobile.sides} ${t.sides.back}`);
  });

  it("offers the selection's properties in the sheet", async () => {
    await openOnPhone();
    await userEvent.click(screen.getByRole("button", { name: t.mobile.add }));
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    await userEvent.click(screen.getByRole("button", { name: t.mobile.selection }));
    const sheet = within(screen.getByTestId("mobile-sheet"));
    expect(sheet.getByRole("heading", { name: t.mobile.selection })).toBeInTheDocument();
    expect(sheet.getByDisplayValue(t.toolbar.newText)).toBeInTheDocument();
  });
});

describe("a reminder's link opened where the account is not signed in", () => {
  it("offers to sign in and come back to the same design", async () => {
    window.history.replaceState(null, "", DESIGN_ADDRESS);
    fakeShop({ ...editorRoutes, "GET box_designs/5": refusal(404, "not_found") });
    await renderEditor({ kind: "design", designId: 5, shareToken: null });
    const link = await screen.findByRole("link", { name: t.mobile.signIn });
    const target = new URL(link.getAttribute("href")!, "http://shop.test");
    expect(target.pathname).toBe("/sign_in");
    expect(target.searchParams.get("redirect")).toBe("/box/design?design_id=5");
  });
});
