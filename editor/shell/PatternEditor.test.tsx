import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { emptyDesign } from "@/lib/design";
import { buildNet } from "@/lib/dielines";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { fakeParts, onPhone, openSavedDesign, productFacts, setUpEditorTests } from "./testing";
import { ROLL_REPEATS_SHOWN, shownArea } from "./PatternSheet";

/** The editor bar, which names the product's size (the order panel repeats it). */
const bar = () => within(screen.getByRole("banner"));

/**
 * Tissue paper, tape and the paper can open in the editor as a tile to design
 * (and the pattern it makes) or a can's wrap and lid, in the shopper's words.
 */

const t = en.Editor;

const TISSUE = productFacts("tissue-paper-500x700", "tissue-paper", { length: 500, width: 700, height: 0 }, { name: "Tissue paper" });
const TAPE = productFacts("kraft-tape-50000x50", "kraft-tape", { length: 50000, width: 50, height: 0 }, { name: "Kraft tape" });
const CAN = productFacts("paper-can-73x73x100", "paper-can", { length: 73, width: 73, height: 100 }, { name: "Paper cans" });

async function open(product: ProductFacts, model: "pattern-sheet" | "pattern-tape" | "paper-can", locale: "en-US" | "pl-PL" = "en-US") {
  const parts = fakeParts();
  await openSavedDesign({ design: { sku: product.sku, document: emptyDesign(model, product.inside) }, product, parts, locale });
  return parts;
}

setUpEditorTests({ address: "/editor/product/design?design_id=5" });

describe("a pattern in the editor", () => {
  it("designs tissue paper as one tile, says how it repeats, and shows it over the whole sheet", async () => {
    const parts = await open(TISSUE, "pattern-sheet");
    expect(bar().getByText("Sheet: 500 × 700 mm")).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "Parts of the pattern" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([t.pattern.tile]);
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "side");
    expect(screen.getByText(/Design one tile of 125 × 125 mm/)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(t.pattern.showSheet));
    const sheet = screen.getByRole("img", { name: t.pattern.sheetLabel });
    expect(screen.queryByTestId("design-canvas")).not.toBeInTheDocument();
    // 125 mm tiles over 500 x 700 mm: 4 across, 6 down (the last row cut by the sheet's edge).
    expect(sheet).toHaveAttribute("data-tiles", "24");
    expect(sheet).toHaveAttribute("viewBox", "0 0 500 700");
    // The tile is drawn once, by the side export, and placed at every repeat.
    await waitFor(() => expect(sheet).toHaveAttribute("data-ready", "true"));
    expect(parts.exports).toContainEqual({ side: "front" });
    const images = sheet.querySelectorAll("image");
    expect(images).toHaveLength(24);
    expect(images[5]!.getAttribute("x")).toBe("125");
    expect(images[5]!.getAttribute("y")).toBe("125");
    expect(new Set([...images].map((image) => image.getAttribute("href")))).toEqual(new Set([images[0]!.getAttribute("href")]));

    await userEvent.click(screen.getByLabelText(t.pattern.showSheet));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "side");
  });

  it("shows the pattern on the sheet in preview too, and a 3D view without a fold to play", async () => {
    await open(TISSUE, "pattern-sheet");
    await userEvent.click(screen.getByRole("button", { name: t.modes.preview }));
    expect(screen.getByRole("img", { name: t.pattern.sheetLabel })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("mode-3d"));
    expect(screen.getByTestId("box-preview-3d")).toBeInTheDocument();
    for (const fold of [t.modes.unfold, t.modes.showFlat]) expect(screen.queryByRole("button", { name: fold })).not.toBeInTheDocument();
  });

  it("designs tape as one repeat and shows a length of tape a few repeats long, in Polish", async () => {
    await open(TAPE, "pattern-tape", "pl-PL");
    const p = pl.Editor;
    expect(bar().getByText("Taśma: szerokość 50 mm, długość 50 m")).toBeInTheDocument();
    expect(screen.getByText(/Zaprojektuj jedno powtórzenie 300 × 50 mm/)).toBeInTheDocument();
    // One word for the repeat: the tab, its hint, the check and the downloads (the walk's tab said "Kafelek wzoru").
    const tab = within(screen.getByRole("tablist")).getByRole("tab");
    expect(tab).toHaveTextContent("Powtórzenie wzoru");
    expect(screen.getByText("W tym powtórzeniu nie ma nic do poprawienia.")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/kafel|raport/i);
    await userEvent.click(screen.getByLabelText(p.pattern.showRoll));
    const tape = screen.getByRole("img", { name: p.pattern.rollLabel });
    expect(tape).toHaveAttribute("viewBox", `0 0 ${300 * ROLL_REPEATS_SHOWN} 50`);
    expect(tape).toHaveAttribute("data-tiles", "3");
  });

  it("shows the whole sheet, but only a few repeats of a 50 m tape", () => {
    expect(shownArea(buildNet("pattern-sheet", { length: 800, width: 1200, height: 0 }).repeat!)).toEqual({ width: 800, height: 1200 });
    expect(shownArea(buildNet("pattern-tape", { length: 66000, width: 48, height: 0 }).repeat!)).toEqual({ width: 750, height: 48 });
  });
});

describe("the paper can in the editor", () => {
  it("designs the wrap and the lid, shows them flat, and the can in 3D without a fold", async () => {
    await open(CAN, "paper-can");
    expect(bar().getByText("Can: ⌀ 73 mm, 100 mm tall")).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "Parts of the can" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([t.can.front, t.can.top]);
    await userEvent.click(screen.getByRole("tab", { name: t.can.top }));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-side", "top");
    await userEvent.click(screen.getByLabelText(t.can.netView));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
    await userEvent.click(screen.getByTestId("mode-3d"));
    for (const fold of [t.modes.unfold, t.modes.showFlat]) expect(screen.queryByRole("button", { name: fold })).not.toBeInTheDocument();
  });
});

describe("a pattern on a phone", () => {
  it.each([
    ["tissue paper", TISSUE, "pattern-sheet"],
    ["tape", TAPE, "pattern-tape"],
  ] as const)("shows no sides button for %s's one tile, which would open a sheet with nothing to choose", async (_name, product, model) => {
    onPhone();
    await open(product, model);
    const tools = within(screen.getByRole("navigation", { name: t.mobile.tools }));
    expect(tools.getByRole("button", { name: t.mobile.add })).toBeInTheDocument();
    expect(tools.queryByRole("button", { name: new RegExp(t.mobile.sides) })).not.toBeInTheDocument();
    expect(tools.getAllByRole("button")).toHaveLength(3);
  });

  it("keeps the sides button where there is more than one side to choose", async () => {
    onPhone();
    await open(CAN, "paper-can");
    const tools = within(screen.getByRole("navigation", { name: t.mobile.tools }));
    expect(tools.getByRole("button", { name: new RegExp(t.mobile.sides) })).toBeInTheDocument();
  });
});

describe("what a pattern is counted by", () => {
  const lineOf = (product: ProductFacts): LineConfiguration => ({ sku: product.sku, quantity: 60, express: false, paidAssets: [] });

  it("counts tape in rolls and prices it a roll, in the order panel, the price beside the cart button and the quality dialog (Polish plurals)", async () => {
    await openSavedDesign({
      design: { sku: TAPE.sku, document: emptyDesign("pattern-tape", TAPE.inside) },
      product: TAPE,
      locale: "pl-PL",
      configuration: lineOf(TAPE),
    });
    const panel = within(await screen.findByTestId("order-panel"));
    await screen.findByTestId("editor-total");
    const options = panel.getAllByRole("option").map((option) => option.textContent);
    // 30 and 60 rolls are Polish "many" (rolek); nothing says "sztuk".
    expect(options[0]).toMatch(/^30 rolek, .* za rolkę$/);
    expect(options.join(" ")).not.toMatch(/sztuk/);
    expect(screen.getByTestId("order-panel")).toHaveTextContent(/za rolkę/);
    expect(screen.getByTestId("order-summary")).toHaveTextContent(/za rolkę/);
    expect(screen.getByTestId("order-summary")).not.toHaveTextContent(/sztuk/);
  });

  it("counts tissue paper in sheets", async () => {
    await openSavedDesign({
      design: { sku: TISSUE.sku, document: emptyDesign("pattern-sheet", TISSUE.inside) },
      product: TISSUE,
      configuration: lineOf(TISSUE),
    });
    const panel = within(await screen.findByTestId("order-panel"));
    await screen.findByTestId("editor-total");
    expect(panel.getAllByRole("option")[0]).toHaveTextContent(/^30 sheets, €3\.69 per sheet$/);
    expect(screen.getByTestId("order-summary")).toHaveTextContent("€3.08 per sheet");
    expect(screen.getByTestId("order-panel")).not.toHaveTextContent(/piece/);
  });
});
