import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RegionProvider } from "@/components/providers/region";
import { loadMessages } from "@/lib/i18n/messages";
import type { LadderRow, LineQuote } from "@/lib/pricing/client";
import { fakeFetch, json } from "@/test/fake-api";
import { Configurator, type ConfiguratorProps } from "./Configurator";
import { lookedMaterials, lookedOptions } from "./looks";
import { drawnSizeGuides } from "./size-guides";
import { choiceWordsFor, choose, chosen } from "./pickers.testing";
import { configuratorWords } from "./words";

// The savings table's code follows the page's first load (./after-first-load): here it has
// come before the first render, as it has once the page is live.
beforeAll(async () => {
  await import("./after-first-load");
  await new Promise((resolve) => setTimeout(resolve, 0));
});

const EURO = { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" } as const;

/** The fake shop's line quote: 2.00 a piece at 10, 1.50 at 100, 1.00 at 500 (net; gross adds 21%). */
function quoteOf(query: URLSearchParams): LineQuote {
  const row = (quantity: number): LadderRow => {
    const unit = quantity >= 500 ? 100 : quantity >= 100 ? 150 : 200;
    return {
      quantity,
      unit_price: unit,
      unit_price_with_vat: unit * 1.21,
      total: unit * quantity,
      vat: unit * 0.21 * quantity,
      total_with_vat: unit * 1.21 * quantity,
    };
  };
  return {
    price_list: null,
    sku: query.get("sku") ?? "mailer-200x150x70",
    currency: "EUR",
    price_display: "no-vat",
    vat_rate: 21,
    tier_start: 10,
    ...row(Number(query.get("quantity") ?? 10)),
    ladder: [10, 100, 500].map(row),
  };
}

const MATERIALS = [
  { value: "cardboard-white-one-side" as const, label: "White outside, brown inside" },
  { value: "cardboard-coated" as const, label: "Coated white board" },
];

const SIZES = [
  { value: "mailer-200x150x70", label: "200 × 150 × 70 mm" },
  { value: "mailer-300x220x100", label: "300 × 220 × 100 mm" },
];
const MEASURES = {
  "mailer-200x150x70": { lengthMm: 200, widthMm: 150, heightMm: 70 },
  "mailer-300x220x100": { lengthMm: 300, widthMm: 220, heightMm: 100 },
};

async function props(overrides: Partial<ConfiguratorProps> = {}): Promise<ConfiguratorProps> {
  const messages = await loadMessages("en-US");
  const t = createTranslator({ locale: "en-US", messages, namespace: "ProductPage" });
  const offered = {
    printModes: ["print-color-budget", "print-color-hd"],
    finishes: ["foil-none", "foil-glossy", "foil-matte"],
    printQualities: ["standard", "hd-plus"],
  };
  const { choiceWords, sizeGuide } = await choiceWordsFor("en-US", offered);
  return {
    product: "mailer",
    designless: false,
    sizes: SIZES,
    // Each with its look, as the product page draws them (./looks).
    materials: lookedMaterials(MATERIALS, choiceWords.closeUp),
    printModes: lookedOptions("printModes", [
      { value: "print-color-budget", label: "Full colour, economy" },
      { value: "print-color-hd", label: "Full colour HD" },
    ]),
    finishes: lookedOptions("finishes", [
      { value: "foil-none", label: "No lamination" },
      { value: "foil-glossy", label: "Glossy lamination" },
      { value: "foil-matte", label: "Matte lamination" },
    ]),
    printQualities: lookedOptions("printQualities", [
      { value: "standard", label: "Standard" },
      { value: "hd-plus", label: "HD+" },
    ]),
    expressProduction: false,
    paidAssets: [],
    quantities: [10, 100, 500].map((quantity) => ({ value: String(quantity), label: t("pieces", { count: quantity }) })),
    defaultQuantity: 10,
    formatter: EURO,
    priceDisplay: "no-vat",
    initialQuote: quoteOf(new URLSearchParams({ sku: "mailer-200x150x70", quantity: "10" })),
    delivery: { standard: "Order today and get it between 3 and 7 May.", express: "sooner" },
    emissions: { "mailer-200x150x70": "about 80 g CO₂e per piece", "mailer-300x220x100": "about 190 g CO₂e per piece" },
    words: configuratorWords(t, 5, { vatNote: "Prices exclude VAT.", customsNote: null }),
    editorUrl: "https://app.test/box/design",
    cartUrl: "https://app.test/cart",
    choiceWords,
    // Each catalogue size's guide drawn as the product page draws it (./size-guides).
    sizeGuide: drawnSizeGuides(SIZES, MEASURES, "mm", sizeGuide),
    ...overrides,
  };
}

function renderConfigurator(configuratorProps: ConfiguratorProps) {
  fakeFetch((request) => json(quoteOf(request.query)));
  return render(
    <RegionProvider regionId="eu" pathPrefix="">
      <Configurator {...configuratorProps} />
    </RegionProvider>,
  );
}

const addressQuery = () => Object.fromEntries(new URLSearchParams(window.location.search));

beforeEach(() => {
  window.history.replaceState(null, "", "/products/mailer");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the configurator's pickers", () => {
  it("are radio groups named by their heading, one option chosen, labels whole and each difference said in a line", async () => {
    renderConfigurator(await props());
    for (const group of ["Sizes", "Material", "Print colors", "Finish", "Print detail"]) {
      const radios = within(screen.getByRole("radiogroup", { name: group })).getAllByRole("radio") as HTMLInputElement[];
      // One name per group: the browser's arrow keys move between its options and choose them.
      expect(new Set(radios.map((radio) => radio.name)).size, group).toBe(1);
      expect(
        radios.filter((radio) => radio.checked),
        group,
      ).toHaveLength(1);
    }
    // No drop-down left for a visual choice: only the quantity is a list.
    expect(screen.getAllByRole("combobox")).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "Quantity" })).toBeInTheDocument();
    // The label is the option's whole name; the line under it is its description.
    const glossy = screen.getByRole("radio", { name: "Glossy lamination" });
    expect(glossy).toHaveAccessibleDescription("A shiny film that makes colors pop and resists scuffs.");
    expect(screen.getByRole("radio", { name: "White outside, brown inside" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Full colour HD" })).toHaveAccessibleDescription("Full color with finer detail, for photos and gradients.");
    expect(screen.getByRole("radio", { name: "HD+" })).toHaveAccessibleDescription("A finer print screen for photos and fine detail.");
  });

  it("names print colours and print detail apart, in every language the shop speaks", async () => {
    for (const locale of ["cs-CZ", "de-DE", "en-US", "es-ES", "fr-FR", "it-IT", "nl-NL", "pl-PL", "pt-PT", "ro-RO", "sv-SE"] as const) {
      const page = (await loadMessages(locale)).ProductPage;
      expect(page.printModes, locale).not.toBe(page.printQualities);
      // Neither name holds the other: "Print" beside "Print quality" read as one thing twice.
      expect(page.printQualities.toLowerCase().includes(page.printModes.toLowerCase()), locale).toBe(false);
      expect(page.printModes.toLowerCase().includes(page.printQualities.toLowerCase()), locale).toBe(false);
    }
  });

  it("keep the configuration in the address as before, replacing the entry and keeping the shop's other parameters", async () => {
    window.history.replaceState(null, "", "/products/mailer?utm_source=mail");
    renderConfigurator(await props());
    const entries = window.history.length;
    choose("Material", "cardboard-coated");
    choose("Print colors", "print-color-hd");
    choose("Finish", "foil-glossy");
    choose("Print detail", "hd-plus");
    choose("Sizes", "mailer-300x220x100");
    expect(addressQuery()).toEqual({
      utm_source: "mail",
      sku: "mailer-300x220x100",
      quantity: "10",
      material: "cardboard-coated",
      print_mode: "print-color-hd",
      finish: "foil-glossy",
      print_quality: "hd-plus",
    });
    expect(window.history.length).toBe(entries);
    expect(chosen("Finish")).toBe("foil-glossy");
    // The editor gets the whole configuration.
    const link = new URL(screen.getByRole("link", { name: "Design your box" }).getAttribute("href")!);
    expect(link.searchParams.get("finish")).toBe("foil-glossy");
    expect(link.searchParams.get("print_quality")).toBe("hd-plus");
    expect(link.searchParams.get("material")).toBe("cardboard-coated");
  });

  it("shows each board as a colour chip until the shop has its close-up, then the close-up, and each option's drawing", async () => {
    const { unmount } = renderConfigurator(await props());
    const material = screen.getByRole("radiogroup", { name: "Material" });
    expect(material.querySelector('[data-material="cardboard-white-one-side"]')).not.toBeNull();
    expect(material.querySelector('[data-material="cardboard-coated"]')).not.toBeNull();
    expect(material.querySelector("img")).toBeNull();
    // Each print, finish and print quality card carries its drawing, as the page draws them.
    for (const [name, count] of [
      ["printMode", 2],
      ["finish", 3],
      ["printQuality", 2],
    ] as const) {
      expect(screen.getByTestId(`choice-${name}`).querySelectorAll("svg"), name).toHaveLength(count);
    }
    unmount();

    // The page asks the imagery for each board's close-up (materialSwatch) and hands it over.
    const base = await props();
    const swatch = { src: "/build/shared-images/materials/coated.webp", sources: [], width: 96, height: 96 };
    renderConfigurator({ ...base, materials: lookedMaterials(MATERIALS, base.choiceWords.closeUp, () => swatch) });
    const pictures = within(screen.getByRole("radiogroup", { name: "Material" })).getAllByRole("img", { hidden: true }) as HTMLImageElement[];
    expect(pictures.map((picture) => picture.alt)).toEqual(["White outside, brown inside, close-up", "Coated white board, close-up"]);
    expect(pictures[0]!.getAttribute("src")).toBe("/build/shared-images/materials/coated.webp");
  });
});

describe("the summary", () => {
  it("holds the configuration, the total, the price a piece, the delivery date and the footprint together", async () => {
    renderConfigurator(await props());
    const summary = within(screen.getByTestId("configurator-summary"));
    expect(summary.getByTestId("summary-configuration")).toHaveTextContent(
      "200 × 150 × 70 mm · White outside, brown inside · Full colour, economy · No lamination · Standard",
    );
    expect(summary.getByTestId("configurator-total")).toHaveTextContent("€20,00");
    expect(summary.getByTestId("configurator-unit")).toHaveTextContent("€2,00 per piece");
    expect(summary.getByTestId("delivery-estimate")).toHaveTextContent("between 3 and 7 May");
    expect(summary.getByTestId("emissions")).toHaveTextContent("about 80 g CO₂e per piece");
    expect(summary.getByRole("link", { name: "Design your box" })).toBeInTheDocument();
  });

  it("brings a bottom bar with the total, the price a piece, the delivery, the footprint and the button while the summary's button is out of view", async () => {
    const observed: { callback?: IntersectionObserverCallback; target?: Element } = {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.callback = callback;
        }
        observe(target: Element) {
          observed.target = target;
        }
        disconnect() {}
      },
    );
    renderConfigurator(await props());
    // The summary's own button is what is watched; while it is on screen there is no bar.
    expect(observed.target).toBe(screen.getByTestId("product-action"));
    expect(screen.queryByRole("region", { name: "Your order" })).toBeNull();

    const scrolled = (isIntersecting: boolean) =>
      act(() => observed.callback!([{ isIntersecting, target: observed.target! } as IntersectionObserverEntry], {} as IntersectionObserver));
    scrolled(false);
    // The bar's code follows the first load: it comes once its chunk has.
    const bar = within(await screen.findByRole("region", { name: "Your order" }));
    expect(bar.getByText("€20,00")).toBeInTheDocument();
    expect(bar.getByText("€2,00 per piece")).toBeInTheDocument();
    // A wide screen's first screen shows the choices with this bar under them: when it arrives and its footprint too.
    expect(bar.getByText(/between 3 and 7 May/)).toBeInTheDocument();
    expect(bar.getByText("about 80 g CO₂e per piece")).toBeInTheDocument();
    expect(bar.getByRole("link", { name: "Design your box" }).getAttribute("href")).toBe(screen.getByTestId("product-action").getAttribute("href"));

    // It follows the configuration like the summary.
    choose("Finish", "foil-matte");
    expect(bar.getByRole("link", { name: "Design your box" }).getAttribute("href")).toContain("finish=foil-matte");

    scrolled(true);
    expect(screen.queryByRole("region", { name: "Your order" })).toBeNull();
  });
});

describe("the price ladder as savings", () => {
  it("says what a piece saves at each larger quantity, and chooses a quantity from there", async () => {
    renderConfigurator(await props());
    const ladder = within(screen.getByTestId("price-ladder"));
    const rows = ladder.getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("Your quantity")).toBeInTheDocument();
    // 1.50 against 2.00 a piece: 25% less; 1.00: 50% less. The server's figures, compared.
    expect(within(rows[1]!).getByText("Save 25%")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Save 50%")).toBeInTheDocument();
    expect(screen.getByTestId("savings-nudge")).toHaveTextContent("Save 25% at 100 pieces");

    fireEvent.click(ladder.getByRole("button", { name: "Choose 500 pieces" }));
    expect(addressQuery().quantity).toBe("500");
    expect((screen.getByRole("combobox", { name: "Quantity" }) as HTMLSelectElement).value).toBe("500");
    await vi.waitFor(() => expect(screen.getByTestId("configurator-total")).toHaveTextContent("€500,00"));
    // Against 500 pieces nothing on the ladder is cheaper: no nudge, no saving.
    expect(screen.queryByTestId("savings-nudge")).toBeNull();
    expect(within(screen.getByTestId("price-ladder")).queryByText(/^Save/)).toBeNull();
  });

  it("moves to the nudge's quantity when it is clicked", async () => {
    renderConfigurator(await props());
    fireEvent.click(screen.getByTestId("savings-nudge"));
    expect(addressQuery().quantity).toBe("100");
  });
});

describe("the size guide", () => {
  const boxOf = () => screen.getByTestId("scale-drawing").querySelector('[data-shape="box"]')!;
  const sheetOf = () => screen.getByTestId("scale-drawing").querySelector('[data-shape="sheet"]')!;
  const fits = () =>
    within(screen.getByTestId("what-fits"))
      .queryAllByRole("listitem")
      .map((item) => item.textContent);

  it("says what fits the chosen size and draws its front to scale beside an A4 sheet, following the size", async () => {
    renderConfigurator(await props());
    expect(fits()).toContain("A smartphone");
    expect(fits()).not.toContain("A4 documents");
    expect(boxOf().getAttribute("width")).toBe("200");
    expect(boxOf().getAttribute("height")).toBe("70");
    expect(sheetOf().getAttribute("width")).toBe("210");
    expect(sheetOf().getAttribute("height")).toBe("297");
    expect(screen.getByRole("img", { name: /to scale beside an A4 sheet and a ruler: 200 × 150 × 70 mm/ })).toBeInTheDocument();

    choose("Sizes", "mailer-300x220x100");
    expect(fits()).toContain("A4 documents");
    expect(fits()).toContain("A folded T-shirt");
    expect(boxOf().getAttribute("width")).toBe("300");
    expect(boxOf().getAttribute("height")).toBe("100");
  });

  it("is drawn again for a size of the shopper's own", async () => {
    window.history.replaceState(null, "", "/products/mailer?sku=mailer-270x190x80&quantity=10");
    const base = await props();
    const customSize = {
      limits: { length: { min: 75, max: 600 }, width: { min: 50, max: 450 }, height: { min: 25, max: 225 } },
      unit: "mm" as const,
      locale: "en-US",
      words: {
        ...Object.fromEntries(
          [
            "choice",
            "legend",
            "length",
            "width",
            "height",
            "unit",
            "range",
            "apply",
            "notNumber",
            "atLeast",
            "atMost",
            "tooTall",
            "notFoldable",
            "unpriced",
            "emissions",
          ].map((key) => [key, key]),
        ),
        value: "{length} × {width} × {height} mm",
      } as never,
    };
    renderConfigurator({ ...base, customSize });
    await vi.waitFor(() => expect(boxOf().getAttribute("width")).toBe("270"));
    expect(boxOf().getAttribute("height")).toBe("80");
  });

  it("measures with a ruler in inches in the us storefront", async () => {
    const base = await props();
    renderConfigurator({ ...base, sizeGuide: drawnSizeGuides(SIZES, MEASURES, "in", base.sizeGuide!.words) });
    expect(within(screen.getByTestId("scale-drawing")).getByText("4 in")).toBeInTheDocument();
    // The drawing itself stays to scale: millimetres inside the SVG.
    expect(boxOf().getAttribute("width")).toBe("200");
  });

  it("is left out where the product is not a box", async () => {
    renderConfigurator(await props({ sizeGuide: undefined }));
    expect(screen.queryByTestId("size-guide")).toBeNull();
  });
});
