import { fireEvent, render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RegionProvider } from "@/components/providers/region";
import { customSizeLimits } from "@/lib/catalog/custom-size";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { LineQuote } from "@/lib/pricing/client";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { Configurator, type ConfiguratorProps } from "./Configurator";
import { choiceWordsFor, choose, chosen } from "./pickers.testing";
import { customSizeWords, type CustomSizeTranslator } from "./custom-size-words";
import { drawnDielineLinks } from "./dieline-links";
import { configuratorWords } from "./words";

beforeEach(() => {
  window.history.replaceState(null, "", "/products/mailer-box-full-color");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const EURO = { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" } as const;
/** The mailer's catalogue sizes: custom ones run from 75 × 50 × 25 to 600 × 450 × 225 mm. */
const LIMITS = customSizeLimits([
  { lengthMm: 150, widthMm: 100, heightMm: 50 },
  { lengthMm: 400, widthMm: 300, heightMm: 150 },
]);

/** The fake shop prices a piece at a cent per 100 cm³ of the box, so each size has its own figure. */
function quoteOf(sku: string, quantity: number): LineQuote {
  const [length, width, height] = sku
    .slice(sku.lastIndexOf("-") + 1)
    .split("x")
    .map(Number) as [number, number, number];
  const unit = Math.round((length * width * height) / 100_000);
  const row = (count: number) => ({ quantity: count, unit_price: unit, unit_price_with_vat: unit, total: unit * count, vat: 0, total_with_vat: unit * count });
  return { sku, currency: "EUR", price_display: "gross", price_list: null, vat_rate: 0, tier_start: 10, ...row(quantity), ladder: [10, 100].map(row) };
}

/** The fake shop's line prices; it refuses a mailer taller than its base, as the server's fold check does. */
function fakePrices() {
  return fakeFetch((request) => {
    if (request.path.endsWith("/emissions")) {
      const sku = decodeURIComponent(request.path.split("/")[2]!);
      return json({ sku, quantity: 1, co2e_grams_per_piece: sku.endsWith("270x190x80") ? 123.4 : 99, co2e_kg_total: 0.1 });
    }
    const sku = request.query.get("sku")!;
    if (sku.endsWith("150x100x140"))
      return refusal({ status: 400, code: "invalid_size", details: { field: "sku", reason: "too_tall", dimension: "height", limit_mm: 100 } });
    return json(quoteOf(sku, Number(request.query.get("quantity"))));
  });
}

async function props(product: string, locale: Locale = "en-US", unit: "mm" | "in" = "mm"): Promise<ConfiguratorProps> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "ProductPage" });
  const tCustom = createTranslator({ locale, messages, namespace: "Configurator.customSize" }) as unknown as CustomSizeTranslator;
  const first = `${product}-200x150x70`;
  return {
    product,
    designless: false,
    sizes: [
      { value: first, label: "20 × 15 × 7 cm" },
      { value: `${product}-300x220x100`, label: "30 × 22 × 10 cm" },
    ],
    materials: [{ value: "cardboard-coated", label: "coated white board" }],
    printModes: [{ value: "print-color-hd", label: "full colour HD" }],
    finishes: [],
    printQualities: [],
    expressProduction: false,
    paidAssets: [],
    quantities: [10, 100].map((quantity) => ({ value: String(quantity), label: t("pieces", { count: quantity }) })),
    defaultQuantity: 10,
    formatter: EURO,
    priceDisplay: "gross",
    initialQuote: quoteOf(first, 10),
    delivery: { standard: "soon", express: "sooner" },
    emissions: {},
    words: configuratorWords(t, 5, { vatNote: "", customsNote: null }),
    customSize: { limits: LIMITS, unit, locale, words: customSizeWords(tCustom, unit === "in" ? "in" : "mm", t("emissionsValue", { grams: "{grams}" })) },
    editorUrl: "https://app.test/box/design",
    cartUrl: "https://app.test/cart",
    choiceWords: (await choiceWordsFor(locale, { printModes: ["print-color-hd"], finishes: [], printQualities: [] })).choiceWords,
  };
}

function renderConfigurator(configuratorProps: ConfiguratorProps) {
  return render(
    <RegionProvider regionId="eu" pathPrefix="">
      <Configurator {...configuratorProps} />
    </RegionProvider>,
  );
}

const total = () => screen.getByTestId("configurator-total").textContent;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const noteOf = (input: HTMLInputElement) => document.getElementById(input.getAttribute("aria-describedby")!)!.textContent;

function enter(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(name), { target: { value } });
    fireEvent.blur(field(name));
  }
}

/** The fields load when opened (they are not in the page's first load). */
async function openCustomSize() {
  choose("Sizes", "custom");
  await customFields();
}

/** The first opening fetches the fields' module: on a busy machine that takes a moment. */
const customFields = () => screen.findByTestId("custom-size", {}, { timeout: 10_000 });

describe("the configurator's custom size", () => {
  it("is offered beside the catalogue sizes, starting from the chosen size, with each dimension's limits", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-a"));
    expect(screen.queryByTestId("custom-size")).toBeNull();
    await openCustomSize();

    expect(screen.getByRole("group", { name: "Your size (inside dimensions)" })).toBeTruthy();
    expect([field("Length (mm)").value, field("Width (mm)").value, field("Height (mm)").value]).toEqual(["200", "150", "70"]);
    expect(noteOf(field("Length (mm)"))).toBe("75–600 mm");
    expect(noteOf(field("Height (mm)"))).toBe("25–225 mm");
    // Opening the fields asks nothing: the size is still the catalogue one.
    expect(api.sent).toHaveLength(0);
  });

  it("prices the size entered through the server and carries its sku into the address, the caption and the editor link", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-b"));
    await openCustomSize();
    enter({ "Length (mm)": "270", "Width (mm)": "190", "Height (mm)": "80" });

    const sku = "mailer-b-270x190x80";
    // 270 × 190 × 80 mm = 4,104 cm³: 41 cents a piece, 10 pieces.
    await vi.waitFor(() => expect(total()).toBe("€4,10"));
    expect(api.to("GET", "prices/line_item").at(-1)!.query.get("sku")).toBe(sku);
    expect(new URLSearchParams(window.location.search).get("sku")).toBe(sku);
    const link = new URL(screen.getByRole("link", { name: "Design your box" }).getAttribute("href")!);
    expect(link.searchParams.get("sku")).toBe(sku);
    expect(screen.getByTestId("ladder-caption").textContent).toBe("Prices for 270 × 190 × 80 mm · coated white board · full colour HD");
    expect(chosen("Sizes")).toBe("custom");
    // The footprint follows the size, from the server.
    await vi.waitFor(() => expect(screen.getByTestId("emissions").textContent).toBe("about 123 g CO₂e per piece"));
  });

  it("offers a size of the shopper's own its dieline too, from the chunk that follows the first load", async () => {
    fakePrices();
    const download = {
      url: "/api/v2/dielines?region=eu&locale=en-US",
      words: { label: "Dieline of this size:", pdf: "Download the dieline as PDF", svg: "Download the dieline as SVG" },
    };
    const base = await props("mailer-h");
    // The catalogue sizes' links come drawn from the server; the custom size's are drawn here.
    renderConfigurator({
      ...base,
      dieline: drawnDielineLinks(
        base.sizes.map((size) => size.value),
        download,
      ),
    });
    await openCustomSize();
    enter({ "Length (mm)": "270", "Width (mm)": "190", "Height (mm)": "80" });
    const pdf = () => new URL(screen.getByRole("link", { name: download.words.pdf }).getAttribute("href")!, "http://shop.test");
    await vi.waitFor(() => expect(pdf().searchParams.get("sku")).toBe("mailer-h-270x190x80"));
    expect(pdf().searchParams.get("format")).toBe("pdf");
  });

  it("says what is wrong with a dimension in the shopper's words, and asks no price for it", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-c"));
    await openCustomSize();
    enter({ "Length (mm)": "5000" });
    expect(noteOf(field("Length (mm)"))).toBe("At most 600 mm.");
    expect(field("Length (mm)").getAttribute("aria-invalid")).toBe("true");
    enter({ "Length (mm)": "60" });
    expect(noteOf(field("Length (mm)"))).toBe("At least 75 mm.");
    enter({ "Width (mm)": "wide" });
    expect(noteOf(field("Width (mm)"))).toBe("Enter a number.");
    fireEvent.click(screen.getByRole("button", { name: "Use this size" }));
    expect(api.sent).toHaveLength(0);
    expect(window.location.search).toBe("");
  });

  it("does not show the last valid size's price as the price of a size out of range, nor lead on with it", async () => {
    fakePrices();
    renderConfigurator(await props("mailer-e"));
    await openCustomSize();
    enter({ "Length (mm)": "270", "Width (mm)": "190", "Height (mm)": "80" });
    await vi.waitFor(() => expect(total()).toBe("€4,10"));

    enter({ "Length (mm)": "5000" });
    expect(screen.queryByTestId("configurator-total")).toBeNull();
    expect(screen.getByTestId("configurator-size-unpriced").textContent).toBe("We'll show the price once every dimension is within its limits.");
    expect(screen.getByTestId("product-action").getAttribute("href")).toBeNull();

    enter({ "Length (mm)": "270" });
    await vi.waitFor(() => expect(total()).toBe("€4,10"));
    expect(screen.queryByTestId("configurator-size-unpriced")).toBeNull();
    expect(screen.getByRole("link", { name: "Design your box" }).getAttribute("href")).toContain("sku=mailer-e-270x190x80");
  });

  it("shows the server's refusal of a size the box cannot be folded in, and leads nowhere with it", async () => {
    fakePrices();
    renderConfigurator(await props("mailer-d"));
    await openCustomSize();
    enter({ "Length (mm)": "150", "Width (mm)": "100", "Height (mm)": "140" });

    await vi.waitFor(() => expect(noteOf(field("Height (mm)"))).toBe("With this base, the box can be at most 100 mm high."));
    expect(screen.getByRole("alert").textContent).toBe("We can't make this box in this size. Please try other dimensions.");
    // Without an address the link is no link: nothing to follow.
    const link = screen.getByTestId("product-action");
    expect(link.getAttribute("href")).toBeNull();
    expect(link.getAttribute("aria-disabled")).toBe("true");

    // Fixed, the size is priced again and the way on is back.
    enter({ "Height (mm)": "90" });
    await vi.waitFor(() => expect(total()).toBe("€1,40"));
    expect(screen.getByRole("link", { name: "Design your box" }).getAttribute("href")).toContain("sku=mailer-d-150x100x90");
  });

  it("takes inches to one decimal in the US, and sends whole millimetres", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-e", "en-US", "in"));
    await openCustomSize();
    expect(field("Length (in)").value).toBe("7.9");
    expect(noteOf(field("Length (in)"))).toBe("3–23.6 in");
    enter({ "Length (in)": "10.6", "Width (in)": "7.5", "Height (in)": "3.1" });
    await vi.waitFor(() => expect(api.to("GET", "prices/line_item").at(-1)?.query.get("sku")).toBe("mailer-e-269x191x79"));
    await vi.waitFor(() => expect(screen.getByTestId("ladder-caption").textContent).toContain("10.6 × 7.5 × 3.1 in"));
    enter({ "Length (in)": "24" });
    expect(noteOf(field("Length (in)"))).toBe("At most 23.6 in.");
  });

  it("opens a custom size a shared address carries, and ignores one outside the limits", async () => {
    window.history.replaceState(null, "", "/products/mailer-f?sku=mailer-f-270x190x80&quantity=100");
    const api = fakePrices();
    const { unmount } = renderConfigurator(await props("mailer-f"));
    await vi.waitFor(() => expect(total()).toBe("€41,00"));
    expect(chosen("Sizes")).toBe("custom");
    await customFields();
    expect(field("Length (mm)").value).toBe("270");
    expect(api.to("GET", "prices/line_item").at(-1)!.query.get("sku")).toBe("mailer-f-270x190x80");
    unmount();

    window.history.replaceState(null, "", "/products/mailer-f?sku=mailer-f-5000x190x80&quantity=100");
    renderConfigurator(await props("mailer-f"));
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get("sku")).toBe("mailer-f-200x150x70"));
    expect(chosen("Sizes")).toBe("mailer-f-200x150x70");
  });

  it("speaks the shopper's language", async () => {
    fakePrices();
    renderConfigurator(await props("mailer-g", "pl-PL"));
    choose("Rozmiary", "custom");
    await customFields();
    expect(screen.getByRole("radio", { name: "Własny wymiar" })).toBeTruthy();
    enter({ "Wysokość (mm)": "300" });
    expect(noteOf(field("Wysokość (mm)"))).toBe("Najwyżej 225 mm.");
  });
});
