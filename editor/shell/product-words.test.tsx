import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { emptyDesign } from "@/lib/design";
import type { BoxModel } from "@/lib/dielines";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import { renderWithMessages } from "@/test/render";
import { editorRoutes, fakeShop, openSavedDesign, productFacts, refusal, renderEditor, setUpEditorTests } from "./testing";
import { ProductKindProvider } from "./product-words";
import { useCartErrorText } from "./use-cart-error";

/**
 * A bag, a mailer, tissue paper and tape are not boxes: the editor names each
 * as what it is, in every word that names the product (finding b3 of the
 * new-user walk), and a box keeps the words it always had.
 */

setUpEditorTests({ address: "/editor/product/design?design_id=5" });

const POLY_MAILER = productFacts("poly-mailer-250x350", "poly-mailer", { length: 250, width: 350, height: 0 }, { name: "Poly mailers" });
const PAPER_BAG = productFacts("paper-bag-240x110x310", "paper-bag", { length: 240, width: 110, height: 310 }, { name: "Paper bags" });
const TISSUE = productFacts("tissue-paper-500x700", "tissue-paper", { length: 500, width: 700, height: 0 }, { name: "Tissue paper" });
const TAPE = productFacts("kraft-tape-50000x50", "kraft-tape", { length: 50000, width: 50, height: 0 }, { name: "Kraft tape" });

async function open(product: ProductFacts, model: BoxModel, locale: Locale = "en-US") {
  await openSavedDesign({ design: { sku: product.sku, document: emptyDesign(model, product.inside) }, product, locale });
  return screen.getByTestId("editor-shell");
}

/** Every word the shopper sees or hears (text and accessible names) in the editor. */
function wordsIn(shell: HTMLElement): string {
  const labels = [...shell.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label"));
  return [shell.textContent ?? "", ...labels].join("\n");
}

describe("a poly mailer in the editor", () => {
  it("is a mailer, never a box, in English", async () => {
    const shell = await open(POLY_MAILER, "poly-mailer");
    expect(screen.getByRole("tablist", { name: "Sides of the mailer" })).toBeInTheDocument();
    expect(screen.getByLabelText("Show the whole mailer flat")).toBeInTheDocument();
    expect(screen.getByText("Select something on your design or in the layers list to change it.")).toBeInTheDocument();
    // Film, not board: the swatch without a background says the material stays unprinted.
    expect(screen.getByRole("radio", { name: "No background (unprinted material)" })).toBeInTheDocument();
    expect(screen.getByText("Tip: drop an image here to add it to the side you're editing (Front).")).toBeInTheDocument();
    expect(within(screen.getByTestId("check-panel")).getByText("Nothing to fix on this side.")).toBeInTheDocument();
    const downloads = within(screen.getByTestId("downloads-panel"));
    expect(downloads.getByText("The file we print from: your artwork on the mailer laid flat, with the cut and fold lines.")).toBeInTheDocument();
    expect(wordsIn(shell)).not.toMatch(/\bbox(es)?\b|board/i);
  });

  it("is a foliopak, never a pudełko nor a paper koperta, in Polish", async () => {
    // The shop sells "Foliopaki"; the walk's editor called the same thing a "koperta" (a paper envelope).
    const shell = await open(POLY_MAILER, "poly-mailer", "pl-PL");
    expect(screen.getByRole("tablist", { name: "Strony foliopaka" })).toBeInTheDocument();
    expect(screen.getByLabelText("Pokaż cały rozłożony foliopak")).toBeInTheDocument();
    expect(wordsIn(shell)).not.toMatch(/kopert/i);
    expect(screen.getByText("Zaznacz coś w projekcie lub na liście warstw, żeby to zmienić.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Bez tła (niezadrukowany materiał)" })).toBeInTheDocument();
    expect(wordsIn(shell)).not.toMatch(/pudeł|pudeł|karton/i);
  });
});

describe("a paper bag in the editor", () => {
  it("is a bag in German, with no Box anywhere", async () => {
    const shell = await open(PAPER_BAG, "paper-bag", "de-DE");
    // A paper bag is a "Tüte", as the shop's "Papiertüten"; a tote stays a "Tasche".
    expect(screen.getByRole("tablist", { name: "Seiten der Tüte" })).toBeInTheDocument();
    // Measured as a bag is, not as the inside of a box.
    expect(screen.getAllByText("Breite × Seitenfalte × Höhe: 240 × 110 × 310 mm")[0]).toBeInTheDocument();
    expect(screen.getByLabelText("Ganze Tüte flach zeigen")).toBeInTheDocument();
    expect(wordsIn(shell)).not.toMatch(/Tasche/);
    expect(screen.getByText("Wählen Sie etwas in Ihrem Design oder in der Ebenenliste aus, um es zu ändern.")).toBeInTheDocument();
    expect(wordsIn(shell)).not.toMatch(/\bBox\b|Karton/);
  });
});

describe("a pattern in the editor", () => {
  it("treats tissue paper's tile as a tile, not a side, and says what its files are", async () => {
    const shell = await open(TISSUE, "pattern-sheet");
    expect(screen.getByRole("tablist", { name: "Parts of the pattern" })).toBeInTheDocument();
    expect(screen.getByText("Tip: drop an image here to add it to your pattern tile.")).toBeInTheDocument();
    expect(within(screen.getByTestId("check-panel")).getByText("Nothing to fix on this tile.")).toBeInTheDocument();
    const downloads = within(screen.getByTestId("downloads-panel"));
    expect(downloads.getByText(/Outline of the pattern tile:/)).toBeInTheDocument();
    expect(downloads.getByRole("link", { name: "Download the tile's outline as PDF" })).toBeInTheDocument();
    expect(downloads.getByText("The file we print from: your pattern repeated over the whole sheet.")).toBeInTheDocument();
    // Arranging a picture on the tile aligns it to the tile.
    await userEvent.click(screen.getByRole("button", { name: en.Editor.toolbar.addText }));
    expect(within(screen.getByRole("region", { name: en.Editor.selection.title })).getByText("Align to the tile")).toBeInTheDocument();
    expect(wordsIn(shell)).not.toMatch(/\bbox(es)?\b|board|dieline|this side|side you're editing|the side/i);
  });

  it("says the same of tape in Polish", async () => {
    const shell = await open(TAPE, "pattern-tape", "pl-PL");
    expect(screen.getByRole("tablist", { name: "Części wzoru" })).toBeInTheDocument();
    expect(within(screen.getByTestId("check-panel")).getByText("W tym powtórzeniu nie ma nic do poprawienia.")).toBeInTheDocument();
    expect(within(screen.getByTestId("downloads-panel")).getByText(/Obrys jednego powtórzenia na taśmie:/)).toBeInTheDocument();
    expect(wordsIn(shell)).not.toMatch(/pudeł|karton|wykrojnik|siatce/i);
  });
});

describe("the help and the 3D view", () => {
  it("give tissue paper advice about its sheet, not a box", async () => {
    await open(TISSUE, "pattern-sheet");
    await userEvent.click(screen.getByRole("button", { name: en.Editor.help.bestPractices }));
    const dialog = within(screen.getByRole("dialog", { name: en.Editor.bestPractices.title }));
    expect(dialog.getByText("A few habits that make printed packaging look its best.")).toBeInTheDocument();
    expect(dialog.getByText("Think of the whole sheet.")).toBeInTheDocument();
    expect(dialog.getByText("Your tile repeats edge to edge: check how its edges meet the next tile's.")).toBeInTheDocument();
    expect(wordsIn(screen.getByRole("dialog"))).not.toMatch(/\bbox(es)?\b|board/i);
  });

  it("says it saves a bag's design, not a box's", async () => {
    // The save is held open, so the overlay stays up while it is read.
    await openSavedDesign({
      design: { sku: PAPER_BAG.sku, document: emptyDesign("paper-bag", PAPER_BAG.inside) },
      product: PAPER_BAG,
      routes: { "PUT box_designs/5": () => new Promise(() => undefined) },
    });
    await userEvent.click(screen.getByRole("button", { name: en.Editor.toolbar.addText }));
    await userEvent.click(screen.getByRole("button", { name: en.Editor.save.button }));
    expect(await screen.findByText("Saving your bag design…", { selector: "p" })).toBeInTheDocument();
  });

  it("calls a paper bag's 3D view a bag's", async () => {
    await open(PAPER_BAG, "paper-bag", "pl-PL");
    await userEvent.click(screen.getByTestId("mode-3d"));
    expect(await screen.findByTestId("box-preview-3d")).toHaveAttribute("aria-label", "Podgląd 3D Twojej torby");
  });
});

describe("the product editor before the design is read", () => {
  it("speaks of a design, not a box, when it cannot open one", async () => {
    fakeShop({ ...editorRoutes, "GET box_designs/5": refusal(404, "not_found") });
    await renderEditor({ kind: "design", designId: 5, shareToken: null }, { flavour: "product", locale: "pl-PL" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Nie masz dostępu do tego projektu. Zaloguj się na konto, na którym został utworzony.");
  });

  it("and the box editor keeps speaking of a box", async () => {
    fakeShop({ ...editorRoutes, "GET box_designs/5": refusal(404, "not_found") });
    await renderEditor({ kind: "design", designId: 5, shareToken: null }, { flavour: "box" });
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Busy.boxDataUnauthorized);
  });
});

describe("a box in the editor", () => {
  it("keeps the box words exactly", async () => {
    const box = productFacts("mailer-box-eco-200x150x70", "mailer-box-eco", { length: 200, width: 150, height: 70 });
    await open(box, "mailer-box");
    const t = en.Editor;
    expect(screen.getByRole("tablist", { name: t.sides.label })).toBeInTheDocument();
    expect(screen.getByLabelText(t.modes.netView)).toBeInTheDocument();
    expect(screen.getByText(t.properties.nothingSelected)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: t.background.none })).toBeInTheDocument();
    expect(screen.getByText(t.warnings.none)).toBeInTheDocument();
    expect(screen.getByText(t.downloads.proofHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: t.help.bestPractices }));
    expect(screen.getByText(t.bestPractices.intro)).toBeInTheDocument();
    expect(screen.getByText(t.bestPractices.items.sides.title)).toBeInTheDocument();
  });
});

describe("the editor's cart error", () => {
  function ErrorText({ error }: { error: unknown }) {
    return <p>{useCartErrorText()(error)}</p>;
  }
  const failure = new ApiError(500, { error: { code: "internal_error", message: "Something broke", details: {} } });

  it.each<[BoxModel, Locale, string]>([
    ["poly-mailer", "pl-PL", "Nie udało się dodać produktu do koszyka. Spróbuj ponownie."],
    ["paper-bag", "de-DE", "Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut."],
    ["pattern-sheet", "en-US", "We couldn't add this product to the cart. Please try again."],
    ["mailer-box", "pl-PL", "Nie udało się dodać pudełka do koszyka. Spróbuj ponownie."],
  ])("names a %s as what it is (%s)", async (model, locale, text) => {
    await renderWithMessages(
      <ProductKindProvider model={model}>
        <ErrorText error={failure} />
      </ProductKindProvider>,
      locale,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
