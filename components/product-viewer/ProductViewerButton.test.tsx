import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTranslator } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customSizeLimits } from "@/lib/catalog/custom-size";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { loadViewer, ProductViewerButton, type ViewerModule } from "./ProductViewerButton";
import { ProductViewerSlot } from "./ProductViewerSlot";
import { viewerProductOf } from "./viewer-product";
import { viewerWords } from "./viewer-words";

const sizes = [
  { code: "200x150x70", lengthMm: 200, widthMm: 150, heightMm: 70 },
  { code: "300x220x100", lengthMm: 300, widthMm: 220, heightMm: 100 },
];
const product = viewerProductOf({
  product: { slug: "mailer-box-full-color", skuModel: "mailer-box", sizes },
  skuOfSize: new Map(sizes.map((size) => [size.code, `mailer-box-full-color-${size.code}`])),
  sizeLabels: [
    { value: "mailer-box-full-color-200x150x70", label: "20 × 15 × 7 cm" },
    { value: "mailer-box-full-color-300x220x100", label: "30 × 22 × 10 cm" },
  ],
  materials: [
    { value: "cardboard-white-one-side", label: "White outside, brown inside" },
    { value: "cardboard-natural", label: "Natural brown board" },
  ],
  customLimits: customSizeLimits(sizes),
  unit: "mm",
  locale: "en-US",
})!;

/** The words as the page's slot reads them from a real catalogue. */
async function wordsOf(locale: Locale) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "ProductViewer" });
  return { words: viewerWords(t, messages.Units.mm), messages: messages.ProductViewer };
}

/** The real dynamic import, watched: when it is asked for and how often. */
function watchedLoad() {
  return vi.fn(() => loadViewer());
}

async function renderButton(locale: Locale = "en-US", load: () => Promise<ViewerModule> = watchedLoad()) {
  const { words, messages } = await wordsOf(locale);
  render(
    <main>
      <ProductViewerButton product={product} name="Mailer box" words={words} load={load} />
    </main>,
  );
  return { messages, load };
}

beforeEach(() => {
  window.history.replaceState(null, "", "/products/mailer-box-full-color");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("View in 3D", () => {
  it("fetches the viewer's code only when the shopper presses the button, once", async () => {
    const load = watchedLoad();
    const { messages } = await renderButton("en-US", load);
    const button = screen.getByRole("button", { name: messages.open });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(button);
    expect(load).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole("dialog", { name: "Mailer box in 3D" });
    expect(dialog).toBeVisible();

    await userEvent.click(within(dialog).getByRole("button", { name: messages.close }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    // The second time the code is there already.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says in the shopper's language that this browser cannot show 3D, instead of a canvas, and keeps working", async () => {
    const { messages } = await renderButton("pl-PL");
    await userEvent.click(screen.getByRole("button", { name: messages.open }));
    const dialog = await screen.findByRole("dialog");
    // jsdom has no WebGL, as an old browser has none.
    expect(within(dialog).getByRole("status")).toHaveTextContent(messages.webglUnavailable);
    expect(dialog.querySelector("canvas")).toBeNull();
    expect(within(dialog).getByRole("button", { name: messages.close })).toBeEnabled();
  });

  it("shows the size and material chosen in the configurator, a custom size in the shopper's unit", async () => {
    window.history.replaceState(null, "", "/products/mailer-box-full-color?sku=mailer-box-full-color-300x220x100&quantity=100&material=cardboard-natural");
    await renderButton();
    await userEvent.click(screen.getByTestId("view-in-3d"));
    expect(await screen.findByTestId("product-viewer-caption")).toHaveTextContent("30 × 22 × 10 cm · Natural brown board");
    await userEvent.click(screen.getByRole("button", { name: "Close the 3D view" }));

    window.history.replaceState(null, "", "/products/mailer-box-full-color?sku=mailer-box-full-color-270x190x80&quantity=100");
    await userEvent.click(screen.getByTestId("view-in-3d"));
    expect(await screen.findByTestId("product-viewer-caption")).toHaveTextContent("270 × 190 × 80 mm · White outside, brown inside");
  });

  it("closes with Escape and with its close button, and focus goes back to View in 3D each time", async () => {
    const { messages } = await renderButton("de-DE");
    const button = screen.getByRole("button", { name: messages.open });
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog");
    // The dialog takes the focus when it opens.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("button", { name: messages.close }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();

    // A press on the backdrop (the dialog element itself, outside its frame) closes it too.
    await userEvent.click(button);
    fireEvent.mouseDown(await screen.findByRole("dialog"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("has buttons to turn the box and to open and close its lid, and to unfold it, for keyboard users", async () => {
    const { messages } = await renderButton();
    await userEvent.click(screen.getByTestId("view-in-3d"));
    const controls = await screen.findByRole("group", { name: messages.controls });
    for (const name of [messages.turnLeft, messages.turnRight, messages.tiltUp, messages.tiltDown]) {
      // Before the first frame (here: never, without WebGL) a turn does nothing, and nothing breaks.
      await userEvent.click(within(controls).getByRole("button", { name: new RegExp(name) }));
    }
    await userEvent.click(within(controls).getByRole("button", { name: messages.openLid }));
    expect(within(controls).getByRole("button", { name: messages.closeLid })).toBeInTheDocument();
    await userEvent.click(within(controls).getByRole("button", { name: messages.closeLid }));
    expect(within(controls).getByRole("button", { name: messages.openLid })).toBeInTheDocument();

    await userEvent.click(within(controls).getByRole("button", { name: messages.unfold }));
    // Flat, the box has no lid to open.
    expect(within(controls).queryByRole("button", { name: messages.openLid })).toBeNull();
    expect(within(controls).getByRole("button", { name: messages.fold })).toBeInTheDocument();
  });

  it("says so when the viewer's code cannot be fetched, and lets the shopper try again", async () => {
    const load = vi
      .fn<() => Promise<ViewerModule>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockImplementation(() => loadViewer());
    const { messages } = await renderButton("en-US", load);
    fireEvent.click(screen.getByRole("button", { name: messages.open }));
    expect(await screen.findByText(messages.loadFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: messages.open }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the product page's slot for View in 3D", () => {
  it("shows the button for a product with a 3D model, and nothing for one without (a sample pack)", async () => {
    const messages = await loadMessages("sv-SE");
    const t = createTranslator({ locale: "sv-SE", messages, namespace: "ProductViewer" });
    const common = {
      skuOfSize: new Map([["200x150x70", "x-200x150x70"]]),
      sizeLabels: [],
      materials: [],
      customLimits: null,
      unit: "mm" as const,
      locale: "sv-SE",
    };
    const { container } = render(
      <>
        <ProductViewerSlot product={{ slug: "samples", skuModel: "samples", sizes }} name="Provpaket" t={t} unitLabel="mm" {...common} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
    render(<ProductViewerSlot product={{ slug: "mailer-box-full-color", skuModel: "mailer-box", sizes }} name="Postlåda" t={t} unitLabel="mm" {...common} />);
    expect(screen.getByRole("button", { name: messages.ProductViewer.open })).toBeInTheDocument();
  });
});
