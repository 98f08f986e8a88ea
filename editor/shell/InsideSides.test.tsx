import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { emptyDesign, type DesignDocument } from "@/lib/design";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { INSIDE, openSavedDesign, setUpEditorTests, SKU } from "./testing";

/**
 * Issue 23: the double-sided mailer ("print outside and inside") and the "with
 * print inside" modes offered only the six outside sides, and the sleeved mailer
 * had no sleeve to design. The line's print mode now decides whether the inside
 * sides are designed; the sleeve's sides are named as the sleeve's.
 */

const t = en.Editor.sides;

setUpEditorTests();

const line = (printMode: LineConfiguration["printMode"]): LineConfiguration => ({ sku: SKU, quantity: 60, printMode, express: false, paidAssets: [] });

async function open(configuration: LineConfiguration | null, document?: DesignDocument, locale?: "pl-PL") {
  await openSavedDesign({ design: document ? { document } : {}, configuration, ...(locale ? { locale } : {}) });
}

const tabNames = () =>
  within(screen.getByRole("tablist"))
    .getAllByRole("tab")
    .map((tab) => tab.textContent);

describe("inside sides", () => {
  it("are offered, after the outside and under their own name, when the line's print mode prints inside", async () => {
    await open(line("print-indigo-color-with-inside"));
    expect(tabNames()).toEqual([
      t.front,
      t.top,
      t.back,
      t["left"],
      t.right,
      t.bottom,
      t["inside-top"],
      t["inside-front"],
      t["inside-back"],
      t["inside-left"],
      t["inside-right"],
      t["inside-bottom"],
    ]);
    expect(screen.getByTestId("side-group-outside")).toHaveTextContent(t.groups.outside);
    expect(screen.getByTestId("side-group-inside")).toHaveTextContent(t.groups.inside);
    // Each tab is described by its group, for those who hear rather than see the layout.
    expect(screen.getByRole("tab", { name: t["inside-top"] })).toHaveAccessibleDescription(t.groups.inside);
  });

  it.each(["print-eco-color-with-print-inside", "print-monochrome-with-print-inside", "print-monochrome-white-with-print-inside"] as const)(
    "are offered with %s too",
    async (printMode) => {
      await open(line(printMode));
      expect(screen.getByTestId("side-tab-inside-bottom")).toBeInTheDocument();
    },
  );

  it("are not offered for an outside-only print mode or a line without one", async () => {
    await open(line("print-indigo-color"));
    expect(tabNames()).toEqual([t.front, t.top, t.back, t["left"], t.right, t.bottom]);
    expect(screen.queryByTestId("side-group-outside")).not.toBeInTheDocument();
  });

  it("are designed in their own upright frame, shown on the back of the sheet when flat and with the lid open in 3D", async () => {
    await open(line("print-indigo-color-with-inside"));
    await userEvent.click(screen.getByRole("tab", { name: t["inside-top"] }));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-side", "inside-top");
    expect(screen.getByTestId("design-canvas")).toHaveAccessibleName(en.Editor.canvas.label.replace("{side}", t["inside-top"]));
    await userEvent.click(screen.getByRole("button", { name: en.Editor.toolbar.addText }));
    expect(screen.getAllByTestId("canvas-element")).toHaveLength(1);

    // Flat: the back of the board, mirrored as it is, and a word saying so.
    await userEvent.click(screen.getByLabelText(en.Editor.modes.netView));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
    expect(screen.getByTestId("design-canvas")).toHaveAccessibleName(t.insideSheet);
    expect(screen.getByTestId("inside-sheet-hint")).toHaveTextContent(t.insideSheetHint);
    // The inner end walls are on the printed face: the outside sheet.
    await userEvent.click(screen.getByRole("tab", { name: t["inside-left"] }));
    expect(screen.getByTestId("design-canvas")).toHaveAccessibleName(en.Editor.canvas.netLabel);

    await userEvent.click(screen.getByTestId("mode-3d"));
    const preview = await screen.findByTestId("box-preview-3d");
    expect(preview).toHaveAttribute("data-open", "true");
    expect(preview.getAttribute("data-sides")).toContain("inside-top");
    await userEvent.click(screen.getByRole("tab", { name: t.front }));
    expect(screen.getByTestId("box-preview-3d")).toHaveAttribute("data-open", "false");
  });

  it("are left unprinted with an outside-only print mode, and the shopper is told so, with the inside still in view", async () => {
    const document: DesignDocument = { ...emptyDesign("mailer-box", INSIDE) };
    document.sides["inside-top"] = { background: "#00ff00", elements: [] };
    await open(line("print-indigo-color"), document);
    expect(screen.getByTestId("inside-not-printed")).toHaveTextContent(t.insideNotPrinted);
    // Nothing the design holds is hidden: its inside can be seen, changed or cleared.
    expect(screen.getByTestId("side-tab-inside-top")).toBeInTheDocument();
  });

  it("are shown to a share-link reader of a design printed inside, without a word about print modes", async () => {
    const document: DesignDocument = { ...emptyDesign("mailer-box", INSIDE) };
    document.sides["inside-bottom"] = { background: "#00ff00", elements: [] };
    await openSavedDesign({ design: { document, shared: true }, shareToken: "token" });
    expect(screen.getByTestId("side-tab-inside-bottom")).toBeInTheDocument();
    expect(screen.queryByTestId("inside-not-printed")).not.toBeInTheDocument();
  });

  it("need no warning when the print mode prints them, or when there is nothing inside", async () => {
    const document: DesignDocument = { ...emptyDesign("mailer-box", INSIDE) };
    document.sides["inside-top"] = { background: "#00ff00", elements: [] };
    await open(line("print-indigo-color-with-inside"), document);
    expect(screen.queryByTestId("inside-not-printed")).not.toBeInTheDocument();
  });

  it("speak the shopper's language", async () => {
    await open(line("print-eco-color-with-print-inside"), undefined, "pl-PL");
    expect(screen.getByTestId("side-tab-inside-top")).toHaveTextContent(pl.Editor.sides["inside-top"]);
    expect(screen.getByTestId("side-group-inside")).toHaveTextContent(pl.Editor.sides.groups.inside);
  });
});

describe("the sleeved mailer", () => {
  it("names its sleeve: the sleeve's four sides, then the box's ends", async () => {
    await open(null, emptyDesign("sleeved-mailer-box", INSIDE));
    expect(screen.getByTestId("side-group-sleeve")).toHaveTextContent(t.groups.sleeve);
    expect(screen.getByTestId("side-group-box")).toHaveTextContent(t.groups.box);
    expect(
      within(screen.getByRole("tablist"))
        .getAllByRole("tab")
        .map((tab) => [tab.getAttribute("data-testid"), tab.getAttribute("data-group")]),
    ).toEqual([
      ["side-tab-front", "sleeve"],
      ["side-tab-top", "sleeve"],
      ["side-tab-back", "sleeve"],
      ["side-tab-bottom", "sleeve"],
      ["side-tab-left", "box"],
      ["side-tab-right", "box"],
    ]);
    expect(screen.getByRole("tab", { name: t.front })).toHaveAccessibleDescription(t.groups.sleeve);
  });
});
