import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { emptyDesign } from "@/lib/design";
import type { BoxModel, Dimensions } from "@/lib/dielines";
import en from "@/messages/en-US.json";
import ro from "@/messages/ro-RO.json";
import { designAnswer, editorRoutes, fakeShop, product, renderEditor, setUpEditorTests } from "./testing";

/** The shapes library and the templates as the shopper meets them (ADR 0047): what suits the product first, a press adds a shape. */

const t = en.Editor;
const canvasTexts = () => screen.queryAllByTestId("canvas-element").map((element) => element.textContent);
const groupTitles = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

function facts(sku: string, slug: string, inside: Dimensions): ProductFacts {
  const [, size] = /-(\d+x\d+(?:x\d+)?)$/.exec(sku)!;
  return { sku, slug, name: slug, sizeCode: size!, inside, printQualities: ["standard"], material: null, printModes: ["print-monochrome"] };
}

async function open(model: BoxModel, productFacts: ProductFacts, locale: "en-US" | "ro-RO" = "en-US") {
  fakeShop({
    ...editorRoutes,
    "GET box_designs/5": { body: designAnswer({ sku: productFacts.sku, document: emptyDesign(model, productFacts.inside) }) },
  });
  await renderEditor({ kind: "design", designId: 5, shareToken: null }, { product: productFacts, locale });
  return screen.findByTestId("shapes-panel");
}

setUpEditorTests();

describe("the shapes library", () => {
  it("adds the shape picked to the side on screen, selected and named, as one step to undo", async () => {
    const panel = await open("mailer-box", product);
    await userEvent.click(screen.getByRole("tab", { name: t.sides.left }));
    await userEvent.click(within(panel).getByRole("button", { name: t.shapes.add.replace("{name}", t.shapes.item.fragile) }));

    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-side", "left");
    expect(canvasTexts()).toEqual(["path"]);
    expect(screen.getByRole("button", { name: t.shapes.item.fragile, pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: t.sides.front }));
    expect(canvasTexts()).toEqual([]);

    await userEvent.click(screen.getByRole("tab", { name: t.sides.left }));
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.undo }));
    expect(canvasTexts()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.redo }));
    expect(canvasTexts()).toEqual(["path"]);
  });

  it("keeps the basic shapes in the library too, added as the toolbar adds them", async () => {
    const panel = await open("mailer-box", product);
    await userEvent.click(within(panel).getByRole("button", { name: t.shapes.showAll }));
    await userEvent.click(within(panel).getByRole("button", { name: t.shapes.add.replace("{name}", t.shapes.item.star) }));
    expect(canvasTexts()).toEqual(["star"]);
  });

  it("speaks the shopper's language, with 'tu' in Romanian", async () => {
    const panel = await open("square-label", facts("square-label-75x75", "square-label", { length: 75, width: 75, height: 0 }), "ro-RO");
    expect(within(panel).getByRole("heading", { level: 2 })).toHaveTextContent(ro.Editor.shapes.title);
    expect(within(panel).getByRole("button", { name: `Adaugă forma „${ro.Editor.shapes.item.seal}”` })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: ro.Editor.shapes.showAll })).toHaveTextContent("Afișează toate formele");
  });
});

// What a shopper of each kind of product reaches for comes first; everything else is one press away.
describe.each<[string, BoxModel, ProductFacts, string[], string[], string[]]>([
  [
    "a shipping box",
    "mailer-box",
    product,
    ["marks", "arrows", "badges"],
    ["basic", "decorative"],
    ["bakery", "studio", "garden", "kraft", "night", "festive"],
  ],
  [
    "a bag",
    "paper-bag",
    facts("paper-bag-240x110x310", "paper-bag", { length: 240, width: 110, height: 310 }),
    ["badges", "decorative"],
    ["basic", "arrows", "marks"],
    ["boutique", "courier", "market"],
  ],
  [
    "a tape",
    "pattern-tape",
    facts("packing-tape-66000x48", "packing-tape", { length: 66000, width: 48, height: 0 }),
    ["decorative", "marks", "basic"],
    ["badges", "arrows"],
    ["confetti", "botanical", "handle"],
  ],
  [
    "a label",
    "square-label",
    facts("square-label-75x75", "square-label", { length: 75, width: 75, height: 0 }),
    ["badges", "basic", "decorative"],
    ["arrows", "marks"],
    ["stamp", "thanks", "organic"],
  ],
])("for %s", (_, model, productFacts, fitting, more, templates) => {
  it("shows the fitting shapes first and the rest behind “show all”", async () => {
    const panel = await open(model, productFacts);
    const name = (group: string) => t.shapes.group[group as keyof typeof t.shapes.group];
    expect(groupTitles(panel)).toEqual(fitting.map(name));
    const showAll = within(panel).getByRole("button", { name: t.shapes.showAll });
    expect(showAll).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(showAll);
    expect(groupTitles(panel)).toEqual([...fitting, ...more].map(name));
    await userEvent.click(within(panel).getByRole("button", { name: t.shapes.showFewer }));
    expect(groupTitles(panel)).toEqual(fitting.map(name));
  });

  it("offers at least three templates made for it first, the others behind “show all”", async () => {
    await open(model, productFacts);
    const panel = screen.getByTestId("templates-panel");
    const offered = () =>
      within(panel)
        .getAllByRole("button")
        .filter((button) => button.getAttribute("aria-label")?.startsWith("Use the template"))
        // The name under the thumbnail (the thumbnail's own words are the template's design).
        .map((button) => button.lastElementChild?.textContent);
    const headline = (id: string) => t.templates[id as keyof typeof t.templates].headline;
    expect(offered()).toEqual(templates.map(headline));
    // A tape has its own templates only: a box's or a bag's would not fit a 48 mm strip.
    if (model === "pattern-tape") {
      expect(within(panel).queryByRole("button", { name: t.shapes.moreTemplates })).not.toBeInTheDocument();
      return;
    }
    await userEvent.click(within(panel).getByRole("button", { name: t.shapes.moreTemplates }));
    expect(offered().length).toBeGreaterThan(templates.length + 2);
    expect(offered().slice(0, templates.length)).toEqual(templates.map(headline));
  });
});
