import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import cs from "@/messages/cs-CZ.json";
import de from "@/messages/de-DE.json";
import es from "@/messages/es-ES.json";
import fr from "@/messages/fr-FR.json";
import it_ from "@/messages/it-IT.json";
import nl from "@/messages/nl-NL.json";
import pt from "@/messages/pt-PT.json";
import ro from "@/messages/ro-RO.json";
import sv from "@/messages/sv-SE.json";
import {
  designAnswer,
  editorRoutes,
  fakeShop,
  fileRecord,
  onPhone,
  openSavedDesign,
  renderEditor,
  savedDesign,
  setUpEditorTests,
  SKU,
  uploadApi,
} from "./testing";
import styles from "./shell.module.css";

/**
 * The editor's layout as the new-user walkthrough found it (issue 23, second round): a bar that jumped
 * 44 px with every save status, the price and the cart button 1,300 px down, a phone whose tool sheet hid
 * the whole design, and help written for a mouse on a phone.
 */

const t = en.Editor;
const catalogues = {
  "cs-CZ": cs,
  "de-DE": de,
  "en-US": en,
  "es-ES": es,
  "fr-FR": fr,
  "it-IT": it_,
  "nl-NL": nl,
  "pl-PL": pl,
  "pt-PT": pt,
  "ro-RO": ro,
  "sv-SE": sv,
} as const;

setUpEditorTests();

const css = (file: string) => readFileSync(path.join(__dirname, file), "utf8");
/** The declarations of the first rule for `selector` outside any media query in `source`. */
function topLevelRule(source: string, selector: string): string {
  const topLevel = source.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rule = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(topLevel)?.[1];
  if (rule === undefined) throw new Error(`no rule for ${selector}`);
  return rule;
}

describe("the editor bar's height whatever the save status says", () => {
  it("is a grid whose parts never wrap, with the save status in a box of fixed width and height", () => {
    const shell = css("shell.module.css");
    const bar = topLevelRule(shell, ".bar");
    expect(bar).toMatch(/display:\s*grid/);
    expect(bar).not.toMatch(/flex-wrap:\s*wrap/);
    expect(bar).toMatch(/grid-template-areas/);
    // Nothing in the bar may wrap to a second line: its rows hold single-line parts.
    expect(topLevelRule(shell, ".modes,\n.actions")).toMatch(/flex-wrap:\s*nowrap/);
    expect(topLevelRule(shell, ".titleBlock > *")).toMatch(/white-space:\s*nowrap/);
    // But the size, the same on every save, may take two lines beside the bar's two rows rather than hide its figures.
    expect(topLevelRule(shell, ".titleBlock > .hint")).toMatch(/-webkit-line-clamp:\s*2/);
    const status = topLevelRule(shell, ".saveState");
    expect(status).toMatch(/width:\s*\d+(\.\d+)?rem/);
    expect(status).toMatch(/height:\s*\d+(\.\d+)?rem/);
    expect(status).toMatch(/overflow:\s*hidden/);
    expect(status).toMatch(/flex:\s*none/);
    // The action below the status ("Sign in to keep it") has one line and may end in an ellipsis.
    const line = topLevelRule(shell, ".saveState > .saveLine");
    expect(line).toMatch(/white-space:\s*nowrap/);
    expect(line).toMatch(/text-overflow:\s*ellipsis/);
  });

  it("never cuts the save status: it wraps within a box three lines high, two above an action (finding C1 of the second walk)", () => {
    const shell = css("shell.module.css");
    const box = topLevelRule(shell, ".saveState");
    const rem = (rule: string, property: string) => Number(new RegExp(`(?:^|[;\\s])${property}:\\s*([\\d.]+)rem`).exec(rule)![1]);
    const lineHeight = Number(/line-height:\s*([\d.]+)/.exec(box)![1]) * rem(box, "font-size");
    expect(rem(box, "height")).toBeGreaterThanOrEqual(3 * lineHeight);
    const statusRule = topLevelRule(shell, ".saveState > .saveStatus");
    expect(statusRule).toMatch(/white-space:\s*normal/);
    expect(statusRule).not.toMatch(/text-overflow:\s*ellipsis/);
    expect(statusRule).toMatch(/-webkit-line-clamp:\s*3/);
    expect(topLevelRule(shell, ".saveState[data-action] > .saveStatus")).toMatch(/-webkit-line-clamp:\s*2/);
    // The longest status of every language ("Saved at 12:59 PM, in this browser only") fits two lines of the
    // box, on a desktop and on a phone, at a generous 0.62 em a letter (a sans-serif's average is about 0.5).
    const phoneWidth = Number(/@media \(max-width: 767px\)[\s\S]*?\.saveState \{\s*width:\s*([\d.]+)rem/.exec(shell)![1]);
    const longest = Math.max(
      ...LOCALES.map((locale) => {
        const words = catalogues[locale].Editor.save;
        return Math.max(words.savedHereAt.replace("{time}", "12:59 PM").length, words.saved.length, words.dirty.length, words.conflict.length);
      }),
    );
    const fontSize = rem(box, "font-size");
    for (const width of [rem(box, "width"), phoneWidth]) expect(longest * 0.62 * fontSize).toBeLessThanOrEqual(2 * width);
  });

  it("lets the product's name take two lines beside the bar's two rows on a desktop, its whole text in its title", async () => {
    const rule = topLevelRule(css("shell.module.css"), ".titleBlock > .title");
    expect(rule).toMatch(/-webkit-line-clamp:\s*2/);
    expect(rule).toMatch(/white-space:\s*normal/);
    await openSavedDesign();
    const name = within(screen.getByRole("banner")).getByRole("heading", { level: 1 });
    expect(name).toHaveAttribute("title", name.textContent);
    expect(name).toHaveAccessibleName(name.textContent!);
  });

  it("keeps every status, short or long, in that box, with the whole text as its title and accessible name", async () => {
    await openSavedDesign({ routes: { "PUT box_designs/5": savedDesign({ updated_at: "2026-03-01T10:01:00.000Z" }) } });
    const box = screen.getByTestId("save-state");
    const slots = () => [...box.children].map((child) => child.className);
    const status = () => within(box).getByRole("status");
    const states: string[] = [];
    const check = () => {
      // The status is the fixed box's first slot; whatever follows is the same kind of one-line slot.
      expect(status().parentElement).toBe(box);
      expect(box.firstElementChild).toBe(status());
      expect(status().className.split(" ")).toContain(styles.saveStatus);
      // Whatever follows the status is a one-line action, and the box says there is one.
      for (const slot of slots().slice(1)) expect(slot.split(" ")).toContain(styles.saveLine);
      expect(box.hasAttribute("data-action")).toBe(slots().length > 1);
      expect(status()).toHaveAttribute("title", status().textContent);
      expect(status()).toHaveAccessibleName(status().textContent!);
      states.push(status().textContent!);
    };
    check();

    await userEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    expect(status()).toHaveTextContent(t.save.dirty);
    check();

    await userEvent.click(screen.getByRole("button", { name: t.save.button }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved at .+, in this browser only$/));
    check();
    expect(within(box).getByRole("link", { name: t.save.keep })).toHaveAttribute("title", t.save.keepHint);
    expect(new Set(states).size).toBe(3);
  });
});

/** The fake shop's quote for 60 pieces of the standard line: 250 cents net a piece, 23% VAT on the line. */
const TOTAL_60 = "€184.50";
const EACH_60 = "€3.08 per piece";

describe("the order in short, always in view", () => {
  it("puts the total, the price a piece and the cart button in the editor bar, the same figures as the order panel", async () => {
    await openSavedDesign();
    const summary = within(within(screen.getByRole("banner")).getByTestId("order-summary"));
    await waitFor(() => expect(summary.getByTestId("summary-total")).toHaveTextContent(TOTAL_60));
    expect(screen.getByTestId("editor-total")).toHaveTextContent(TOTAL_60);
    expect(summary.getByText(EACH_60)).toBeInTheDocument();
    expect(screen.getByTestId("order-panel")).toHaveTextContent(EACH_60);

    // One quote for both: a new quantity in the panel changes the bar too.
    await userEvent.selectOptions(screen.getByLabelText(t.order.quantity), "120");
    await waitFor(() => expect(summary.getByTestId("summary-total")).toHaveTextContent(screen.getByTestId("editor-total").textContent!));
    expect(summary.getByTestId("summary-total")).not.toHaveTextContent(TOTAL_60);
  });

  it("puts the line into the cart from the bar's button", async () => {
    const shop = fakeShop({
      ...editorRoutes,
      "GET box_designs/5": { body: designAnswer() },
      "PUT box_designs/5": { body: designAnswer({ design_status: "ready" }) },
      "GET v2/orders/current": { body: { number: "R7", line_items: [] } },
      "POST v2/orders/R7/line_item": { body: { number: "R7" } },
    });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord() }));
    try {
      const { router } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { uploadBaseUrl: api.baseUrl });
      const summary = within(await screen.findByTestId("order-summary"));
      await userEvent.click(summary.getByRole("button", { name: t.order.addToCart }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
      expect(shop.to("POST", "v2/orders/R7/line_item")[0]!.body).toMatchObject({ sku: SKU, box_design_id: 5, quantity: 60 });
    } finally {
      await api.close();
    }
  });

  it("says Update cart, in the bar and in the panel, for a design whose line is in the cart, and updates that line", async () => {
    const shop = fakeShop({
      ...editorRoutes,
      "GET box_designs/5": { body: designAnswer() },
      "PUT box_designs/5": { body: designAnswer({ design_status: "ready" }) },
      "GET v2/orders/current": { body: { number: "R7", line_items: [{ id: 31, sku: SKU, box_design_id: 5, quantity: 60 }] } },
      "PUT orders/R7/line_items/31": { body: { number: "R7" } },
    });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord() }));
    try {
      const { router } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { locale: "pl-PL", uploadBaseUrl: api.baseUrl });
      const summary = within(await screen.findByTestId("order-summary"));
      const update = await summary.findByRole("button", { name: pl.Editor.order.updateCart });
      expect(within(screen.getByTestId("order-panel")).getByRole("button", { name: pl.Editor.order.updateCart })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: pl.Editor.order.addToCart })).not.toBeInTheDocument();
      await userEvent.click(update);
      await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
      expect(shop.to("PUT", "orders/R7/line_items/31")).toHaveLength(1);
      expect(shop.to("POST", "v2/orders/R7/line_item")).toHaveLength(0);
    } finally {
      await api.close();
    }
  });

  it("says Add to cart for a design of another size in the cart, as the cart would add a line for it", async () => {
    await openSavedDesign({
      routes: { "GET v2/orders/current": { body: { number: "R7", line_items: [{ id: 31, sku: `${SKU}-other`, box_design_id: 5, quantity: 60 }] } } },
    });
    await waitFor(() => expect(screen.getAllByRole("button", { name: t.order.addToCart })).toHaveLength(2));
  });

  it("names the size in the order panel, in the words of the editor bar", async () => {
    await openSavedDesign();
    const size = await screen.findByTestId("order-size");
    expect(size).toHaveTextContent("Inside: 200 × 150 × 70 mm");
    expect(within(screen.getByRole("banner")).getByText(size.textContent!)).toBeInTheDocument();
  });
});

describe("the editor on a phone (390 x 844)", () => {
  it("keeps the order in short at the foot of the screen, above the tool bar, with the sheet open or not", async () => {
    onPhone();
    await openSavedDesign();
    const foot = screen.getByTestId("mobile-foot");
    const summary = within(foot).getByTestId("order-summary");
    expect(within(screen.getByRole("banner")).queryByTestId("order-summary")).not.toBeInTheDocument();
    expect(summary.compareDocumentPosition(screen.getByTestId("mobile-sheet-bar")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(within(summary).getByTestId("summary-total")).toHaveTextContent(TOTAL_60));

    await userEvent.click(screen.getByRole("button", { name: t.mobile.bar.add }));
    const sheet = screen.getByTestId("mobile-sheet");
    expect(within(foot).getByTestId("order-summary")).toBe(summary);
    // The sheet is above the summary and the bar, not over them.
    expect(sheet.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps the order in short at the foot of the screen in Preview, in 2D and 3D, and the sides in the foot's sheet (finding C11 of the second walk)", async () => {
    onPhone();
    await openSavedDesign();
    await userEvent.click(screen.getByRole("button", { name: t.modes.preview }));
    for (const mode of ["2d", "3d"]) {
      await userEvent.click(screen.getByTestId(`mode-${mode}`));
      expect(screen.getByTestId("editor-shell")).toHaveAttribute("data-view-mode", "preview");
      // The price and the cart button stay where the thumb found them in editing: never up in the editor bar.
      expect(within(screen.getByRole("banner")).queryByTestId("order-summary")).not.toBeInTheDocument();
      const foot = screen.getByTestId("mobile-foot");
      const summary = within(foot).getByTestId("order-summary");
      await waitFor(() => expect(within(summary).getByTestId("summary-total")).toHaveTextContent(TOTAL_60));
      expect(within(summary).getByRole("button", { name: t.order.addToCart })).toBeInTheDocument();
      // The foot's room is kept at the bottom of the page, as in editing.
      expect(screen.getByTestId("editor-shell")).toHaveAttribute("data-phone-foot", "true");
      // Nothing to edit in preview: the bar offers the sides only, and the tabs are not spread over two rows above the canvas.
      const tools = within(screen.getByTestId("mobile-sheet-bar"));
      expect(tools.getAllByRole("button")).toHaveLength(1);
      expect(tools.getByRole("button", { name: new RegExp(t.mobile.bar.sides) })).toBeInTheDocument();
      expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole("button", { name: new RegExp(t.mobile.bar.sides) }));
    expect(within(screen.getByTestId("mobile-sheet")).getByRole("tablist")).toBeInTheDocument();
    expect(topLevelRule(css("shell.module.css"), '.shell[data-layout="mobile"],\n.shell[data-phone-foot]')).toMatch(
      /padding-bottom:\s*calc\(var\(--foot-bars\)/,
    );
  });

  it("brings the canvas to the top of the screen when the sheet opens, where it fits above the sheet", async () => {
    onPhone();
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record what would be scrolled to.
    Object.defineProperty(Element.prototype, "scrollIntoView", {
      configurable: true,
      value: function (this: Element) {
        scrolled.push(this);
      },
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    await openSavedDesign();
    await userEvent.click(screen.getByRole("button", { name: t.mobile.bar.selection }));
    expect(scrolled).toEqual([screen.getByTestId("editor-stage-area")]);
    // Switching to another section of the open sheet leaves the page where it is.
    await userEvent.click(screen.getByRole("button", { name: t.mobile.bar.layers }));
    expect(scrolled).toHaveLength(1);

    // The stage's room with the sheet open: the screen less the sheet (at most 40%), the foot and the canvas's own rows.
    const shell = css("shell.module.css");
    expect(topLevelRule(shell, ".sheet")).toMatch(/max-height:\s*40dvh/);
    expect(topLevelRule(shell, '.shell[data-layout="mobile"]:has(.sheet)')).toMatch(/--stage-max-height:\s*calc\(100dvh - 40dvh - var\(--foot-bars\)/);
    expect(css("../canvas2d/design-canvas.module.css")).toMatch(/max-height:\s*var\(--stage-max-height, 62vh\)/);
  });

  it("speaks of tapping in the Arrange help, not of Shift-click or Alt-drag", async () => {
    onPhone();
    await openSavedDesign({ locale: "pl-PL" });
    await userEvent.click(screen.getByRole("button", { name: pl.Editor.mobile.bar.selection }));
    const panel = within(screen.getByTestId("arrange-panel"));
    expect(panel.getByText(pl.Editor.selection.nothingSelectedTouch)).toBeInTheDocument();
    expect(panel.getByText(pl.Editor.selection.snappingHintTouch)).toBeInTheDocument();
    expect(screen.getByTestId("arrange-panel")).not.toHaveTextContent(/Shift|Alt/);
  });

  it("keeps the mouse's help on a desktop", async () => {
    await openSavedDesign();
    expect(within(screen.getByTestId("arrange-panel")).getByText(t.selection.snappingHint)).toBeInTheDocument();
  });
});

describe("the site header on an editor page on a phone", () => {
  it("is one short row with the logo and the cart, marked by the editor's page", () => {
    const layout = readFileSync(path.join(__dirname, "../../components/layout/layout.module.css"), "utf8");
    const phone = layout.slice(layout.lastIndexOf("@media (max-width: 767px)"));
    expect(phone).toMatch(/:global\(body:has\(\[data-editor-page\]\)\) \.bar \{[^}]*flex-wrap:\s*nowrap/);
    expect(phone).toMatch(/:global\(body:has\(\[data-editor-page\]\)\) \.nav > :not\(\.cartLink\) \{[^}]*display:\s*none/);
    expect(readFileSync(path.join(__dirname, "EditorIsland.tsx"), "utf8")).toMatch(/data-editor-page/);
  });
});
