import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RegionProvider } from "@/components/providers/region";
import { loadMessages } from "@/lib/i18n/messages";
import type { LadderRow, LineQuote } from "@/lib/pricing/client";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { Configurator, type ConfiguratorProps } from "./Configurator";
import { drawnDielineLinks } from "./dieline-links";
import { saleUnitWords } from "@/lib/catalog/sale-units";
import { configuratorWords, ladderWords, PRICE_PLACEHOLDER } from "./words";
import { SavingsLadder } from "./SavingsLadder";
import { formatMinorUnits } from "@/lib/money/minor-units";
import { choiceWordsFor, choose as pick, chosen } from "./pickers.testing";

// The savings table's code follows the page's first load (./after-first-load): here it has
// come before the first render, as it has once the page is live.
beforeAll(async () => {
  await import("./after-first-load");
  await new Promise((resolve) => setTimeout(resolve, 0));
});

beforeEach(() => {
  window.history.replaceState(null, "", "/products/mailer-box-full-color");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const EURO = { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" } as const;

/**
 * The fake shop's price of a configured line. Its gross total is deliberately
 * not the rounded gross piece price times the quantity (the defect this page
 * had): the page must show the server's figure, never work one out.
 */
function quoteOf(query: URLSearchParams, product: string): LineQuote {
  const material = query.get("material") ?? "white";
  const base = { white: 200, coated: 300, recycled: 400 }[material] ?? 999;
  const surcharge = (query.get("finish") === "matte" ? 20 : 0) + (query.get("print_quality") === "hd-plus" ? 30 : 0) + (query.get("express") === "1" ? 50 : 0);
  const large = query.get("sku")?.endsWith("300x220x100") ? 100 : 0;
  const asset = query.get("paid_assets") === "service-fsc-certificate" ? 2900 : 0;
  const row = (quantity: number): LadderRow => {
    const unit = base + surcharge + large - (quantity >= 100 ? 50 : 0);
    const total = unit * quantity + asset;
    return { quantity, unit_price: unit, unit_price_with_vat: unit + 42, total, vat: 7, total_with_vat: total + 7 };
  };
  const quantity = Number(query.get("quantity"));
  return {
    price_list: null,
    sku: query.get("sku") ?? `${product}-200x150x70`,
    currency: "EUR",
    price_display: "gross",
    vat_rate: 21,
    tier_start: 10,
    ...row(quantity),
    ladder: [10, 100, 500].map(row),
  };
}

async function props(product: string, overrides: Partial<ConfiguratorProps> = {}): Promise<ConfiguratorProps> {
  const messages = await loadMessages("en-US");
  const t = createTranslator({ locale: "en-US", messages, namespace: "ProductPage" });
  const quantities = [10, 100, 500];
  const base: Omit<ConfiguratorProps, "initialQuote"> = {
    product,
    designless: false,
    sizes: [
      { value: `${product}-200x150x70`, label: "20 × 15 × 7 cm" },
      { value: `${product}-300x220x100`, label: "30 × 22 × 10 cm" },
    ],
    materials: [
      { value: "cardboard-white-one-side", label: "white" },
      { value: "cardboard-coated", label: "coated white board" },
    ],
    printModes: [{ value: "print-color-hd", label: "full colour HD" }],
    finishes: [
      { value: "foil-none", label: "no lamination" },
      { value: "foil-matte", label: "matte lamination" },
    ],
    printQualities: [
      { value: "standard", label: "Standard" },
      { value: "hd-plus", label: "HD+" },
    ],
    expressProduction: true,
    paidAssets: [{ value: "service-fsc-certificate", label: "FSC certificate", note: "€29,00 per product" }],
    quantities: quantities.map((quantity) => ({ value: String(quantity), label: t("pieces", { count: quantity }) })),
    defaultQuantity: 10,
    formatter: EURO,
    priceDisplay: "gross",
    delivery: { standard: "Order today and get it between 3 and 7 May.", express: "Order today and get it between 14 and 18 April." },
    emissions: { [`${product}-200x150x70`]: "about 80 g CO₂e per piece", [`${product}-300x220x100`]: "about 190 g CO₂e per piece" },
    words: configuratorWords(t, 11, { vatNote: "Prices include 21% VAT.", customsNote: null }),
    editorUrl: "https://app.test/box/design",
    cartUrl: "https://app.test/cart",
    choiceWords: (
      await choiceWordsFor("en-US", { printModes: ["print-color-hd"], finishes: ["foil-none", "foil-matte"], printQualities: ["standard", "hd-plus"] })
    ).choiceWords,
    ...overrides,
  };
  const initial = new URLSearchParams({
    sku: base.sizes[0]!.value,
    quantity: "10",
    material: "cardboard-white-one-side",
    print_mode: "print-color-hd",
    finish: "foil-none",
    print_quality: "standard",
  });
  return { initialQuote: quoteOf(mapped(initial), product), ...base };
}

/** The fake prices name materials and finishes shortly. */
function mapped(query: URLSearchParams): URLSearchParams {
  const short: Record<string, string> = { "cardboard-white-one-side": "white", "cardboard-coated": "coated", "foil-matte": "matte", "foil-none": "none" };
  const copy = new URLSearchParams(query);
  for (const name of ["material", "finish"]) {
    const value = copy.get(name);
    if (value) copy.set(name, short[value] ?? value);
  }
  return copy;
}

/** The fake shop's line quotes; a configuration's answer can be held back or refused by the test. */
function fakePrices(product: string) {
  const held = new Map<string, Promise<void>>();
  const refused = new Set<string>();
  const api = fakeFetch(async (request) => {
    const material = request.query.get("material") ?? "";
    await held.get(material);
    if (refused.has(material)) return refusal({ status: 500, code: "internal" });
    return json(quoteOf(mapped(request.query), product));
  });
  return {
    ...api,
    refuse: (material: string) => void refused.add(material),
    hold(material: string) {
      let release = () => {};
      held.set(material, new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
  };
}

function renderConfigurator(configuratorProps: ConfiguratorProps) {
  // No message provider: the configurator's words come as props.
  return render(
    <RegionProvider regionId="eu" pathPrefix="">
      <Configurator {...configuratorProps} />
    </RegionProvider>,
  );
}

const total = () => screen.getByTestId("configurator-total").textContent;
const unit = () => screen.getByTestId("configurator-unit").textContent;
const ladderRows = () =>
  within(screen.getByTestId("price-ladder"))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
const addressQuery = () => new URLSearchParams(window.location.search);

/** A choice as the shopper makes it: a card of a picker, the quantity from its list. */
function choose(label: string, value: string) {
  if (label === "Quantity") fireEvent.change(screen.getByLabelText(label), { target: { value } });
  else pick(label, value);
}

describe("the product page's configurator", () => {
  it("counts and prices tape by the roll when the page gives the roll's words, in Polish plurals too", async () => {
    fakePrices("packing-tape");
    const messages = await loadMessages("pl-PL");
    const sale = saleUnitWords("roll", createTranslator({ locale: "pl-PL", messages, namespace: "Units" }));
    const base = await props("packing-tape");
    renderConfigurator({
      ...base,
      quantities: [10, 100, 500].map((quantity) => ({ value: String(quantity), label: sale.quantity(quantity) })),
      // As the product page builds them for a tape (app/[region]/[locale]/products/[slug]/page.tsx).
      words: { ...base.words, perPiece: sale.each(PRICE_PLACEHOLDER), unitPrice: sale.heading },
    });
    expect(unit()).toBe("€2,42 za rolkę");
    expect(within(screen.getByTestId("price-ladder")).getByRole("columnheader", { name: "Za rolkę" })).toBeInTheDocument();
    expect(screen.getAllByRole("option", { name: /rolek/ }).map((option) => option.textContent)).toEqual(["10 rolek", "100 rolek", "500 rolek"]);
  });

  it("offers the chosen size's dieline as PDF and SVG, following the size as it changes", async () => {
    fakePrices("mailer-a");
    const dieline = {
      url: "/api/v2/dielines?region=eu&locale=en-US",
      words: { label: "Dieline of this size:", pdf: "Download the dieline as PDF", svg: "Download the dieline as SVG" },
    };
    // As the page hands them over: each catalogue size's links drawn on the server.
    renderConfigurator(await props("mailer-a", { dieline: drawnDielineLinks(["mailer-a-200x150x70", "mailer-a-300x220x100"], dieline) }));
    const pdf = () => new URL(screen.getByRole("link", { name: dieline.words.pdf }).getAttribute("href")!, "http://shop.test");
    expect(Object.fromEntries(pdf().searchParams)).toEqual({ region: "eu", locale: "en-US", sku: "mailer-a-200x150x70", format: "pdf" });
    expect(pdf().pathname).toBe("/api/v2/dielines");
    choose("Sizes", "mailer-a-300x220x100");
    expect(pdf().searchParams.get("sku")).toBe("mailer-a-300x220x100");
    const svg = new URL(screen.getByRole("link", { name: dieline.words.svg }).getAttribute("href")!, "http://shop.test");
    expect(svg.searchParams.get("format")).toBe("svg");
    expect(svg.searchParams.get("sku")).toBe("mailer-a-300x220x100");
  });

  it("draws the savings table as the server draws the page's own, so the server's stands in its place until its code has come", async () => {
    fakePrices("mailer-a");
    const given = await props("mailer-a");
    const { unmount } = renderConfigurator(given);
    const islands = screen.getByTestId("price-ladder").outerHTML;
    unmount();
    // As the product page draws it (app/[region]/[locale]/products/[slug]/page.tsx): no handler, the same words and figures.
    const drawn = render(
      <SavingsLadder
        ladder={given.initialQuote.ladder}
        quantity={given.defaultQuantity}
        display={given.priceDisplay}
        format={(amount) => formatMinorUnits(amount, given.formatter)}
        quantityLabel={(quantity) => given.quantities.find((choice) => choice.value === String(quantity))?.label ?? String(quantity)}
        words={ladderWords(given.words, given.choiceWords)}
        busy={false}
      />,
    );
    expect(drawn.container.innerHTML).toBe(islands);
  });

  it("offers no dieline for a product that is not made from a flat net", async () => {
    fakePrices("mailer-a");
    renderConfigurator(await props("mailer-a"));
    expect(screen.queryByTestId("dieline-download")).toBeNull();
  });

  it("shows the server's quote of the default configuration, ladder included, without asking the API", async () => {
    const api = fakePrices("mailer-a");
    renderConfigurator(await props("mailer-a"));

    expect(screen.getByRole("heading", { name: "Configure your order" })).toBeTruthy();
    // The server's gross total (2000 + 7 cents VAT), not the gross piece price (2,42) times 10.
    expect(total()).toBe("€20,07");
    expect(unit()).toBe("€2,42 per piece");
    expect(ladderRows()).toEqual([
      ["10 pieces", "€2,42", "€20,07", "Your quantity"],
      ["100 pieces", "€1,92", "€150,07", "Save 20%"],
      ["500 pieces", "€1,92", "€750,07", "Save 20%"],
    ]);
    expect(screen.getByTestId("ladder-caption").textContent).toBe("Prices for 20 × 15 × 7 cm · white · full colour HD · no lamination · Standard");
    expect(screen.getByTestId("delivery-estimate").textContent).toBe("Order today and get it between 3 and 7 May.");
    expect(screen.getByTestId("emissions").textContent).toBe("about 80 g CO₂e per piece");
    expect(screen.getByTestId("vat-note").textContent).toBe("Prices include 21% VAT.");
    expect(screen.queryByTestId("customs-note")).toBeNull();
    // Nothing chosen yet: the address stays the product page's own.
    expect(window.location.search).toBe("");
    expect(api.sent).toHaveLength(0);
  });

  it("carries every choice into the address, the figure, the ladder, the delivery date, the footprint and the editor link", async () => {
    const api = fakePrices("mailer-b");
    renderConfigurator(await props("mailer-b"));

    choose("Sizes", "mailer-b-300x220x100");
    choose("Material", "cardboard-coated");
    choose("Finish", "foil-matte");
    choose("Print detail", "hd-plus");
    fireEvent.click(screen.getByRole("checkbox", { name: /Express production/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /FSC certificate/ }));
    choose("Quantity", "500");

    const wanted = {
      sku: "mailer-b-300x220x100",
      quantity: "500",
      material: "cardboard-coated",
      print_mode: "print-color-hd",
      finish: "foil-matte",
      print_quality: "hd-plus",
      express: "1",
      paid_assets: "service-fsc-certificate",
    };
    expect(Object.fromEntries(addressQuery())).toEqual(wanted);
    const link = screen.getByRole("link", { name: "Design your box" });
    const carried = new URL(link.getAttribute("href")!);
    expect(`${carried.origin}${carried.pathname}`).toBe("https://app.test/box/design");
    expect(Object.fromEntries(carried.searchParams)).toEqual(wanted);

    // unit 300 + 20 + 30 + 50 + 100 - 50 = 450 cents; 500 pieces and the certificate: 2,250.00 + 29.00 net, 7 cents VAT.
    await vi.waitFor(() => expect(total()).toBe("€2.279,07"));
    const last = api.to("GET", "prices/line_item").at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual(wanted);
    expect(screen.getByTestId("ladder-caption").textContent).toBe(
      "Prices for 30 × 22 × 10 cm · coated white board · full colour HD · matte lamination · HD+ · Express production · FSC certificate",
    );
    expect(ladderRows()).toContainEqual(["500 pieces", "€4,92", "€2.279,07", "Your quantity"]);
    expect(screen.getByTestId("delivery-estimate").textContent).toBe("Order today and get it between 14 and 18 April.");
    expect(screen.getByTestId("emissions").textContent).toBe("about 190 g CO₂e per piece");
  });

  it("opens the configuration a shared or reloaded address carries", async () => {
    const query =
      "?sku=mailer-c-300x220x100&quantity=100&material=cardboard-coated&print_mode=print-color-hd&finish=foil-matte&print_quality=hd-plus&express=1&utm_source=mail";
    window.history.replaceState(null, "", `/products/mailer-c${query}`);
    const api = fakePrices("mailer-c");
    renderConfigurator(await props("mailer-c"));

    await vi.waitFor(() => expect(total()).toBe("€450,07"));
    expect(chosen("Sizes")).toBe("mailer-c-300x220x100");
    expect(chosen("Material")).toBe("cardboard-coated");
    expect(chosen("Finish")).toBe("foil-matte");
    expect(chosen("Print detail")).toBe("hd-plus");
    expect((screen.getByLabelText("Quantity") as HTMLSelectElement).value).toBe("100");
    expect((screen.getByRole("checkbox", { name: /Express production/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId("delivery-estimate").textContent).toContain("14 and 18 April");
    expect(api.to("GET", "prices/line_item")).toHaveLength(1);
    // The shop's other parameters stay in the address.
    expect(addressQuery().get("utm_source")).toBe("mail");
  });

  it("never produces a configuration the product does not sell, even from a hand-made address", async () => {
    window.history.replaceState(
      null,
      "",
      "/products/mailer-d?sku=mailer-d-300x220x100&quantity=7&finish=sleeve-white&material=plastic&express=maybe&paid_assets=gold-leaf",
    );
    const api = fakePrices("mailer-d");
    renderConfigurator(await props("mailer-d", { expressProduction: false }));

    await vi.waitFor(() => expect(addressQuery().get("finish")).toBe("foil-none"));
    expect(Object.fromEntries(addressQuery())).toEqual({
      sku: "mailer-d-300x220x100",
      quantity: "10",
      material: "cardboard-white-one-side",
      print_mode: "print-color-hd",
      finish: "foil-none",
      print_quality: "standard",
    });
    await vi.waitFor(() => expect(api.to("GET", "prices/line_item")).toHaveLength(1));
    expect(api.to("GET", "prices/line_item")[0]!.query.get("finish")).toBe("foil-none");
  });

  it("shows net amounts where the storefront shows prices without VAT", async () => {
    fakePrices("mailer-e");
    renderConfigurator(
      await props("mailer-e", {
        priceDisplay: "no-vat",
        words: { ...(await props("mailer-e")).words, customsNote: "Customs of €40.00 are added to each order at checkout." },
      }),
    );
    expect(total()).toBe("€20,00");
    expect(unit()).toBe("€2,00 per piece");
    expect(ladderRows()[1]).toEqual(["100 pieces", "€1,50", "€150,00", "Save 25%"]);
    expect(screen.getByTestId("customs-note").textContent).toBe("Customs of €40.00 are added to each order at checkout.");
  });

  it("keeps the last figure while a new one loads, and never lets a late answer overwrite a newer configuration", async () => {
    const api = fakePrices("mailer-f");
    renderConfigurator(await props("mailer-f"));
    const release = api.hold("cardboard-coated");

    choose("Material", "cardboard-coated");
    expect(await screen.findByText("Updating the price…")).toBeTruthy();
    expect(total()).toBe("€20,07");
    choose("Finish", "foil-matte");
    choose("Material", "cardboard-white-one-side");
    await vi.waitFor(() => expect(total()).toBe("€22,07"));
    await act(async () => release());
    await act(async () => {});
    expect(total()).toBe("€22,07");

    // Back to the first configuration: known, nothing asked.
    const asked = api.to("GET", "prices/line_item").length;
    choose("Finish", "foil-none");
    expect(total()).toBe("€20,07");
    expect(api.to("GET", "prices/line_item")).toHaveLength(asked);
  });

  it("says in the shopper's language when the price cannot be loaded, and the cart link of a designless product carries the configuration", async () => {
    const api = fakePrices("mailer-g");
    renderConfigurator(await props("mailer-g", { designless: true }));
    api.fail("GET", "prices/line_item", "network");

    choose("Material", "cardboard-coated");
    expect((await screen.findByRole("alert")).textContent).toBe("We couldn't update the price. Please try again.");
    expect(screen.queryByTestId("configurator-total")).toBeNull();

    api.recover("GET", "prices/line_item");
    choose("Quantity", "100");
    await vi.waitFor(() => expect(total()).toBe("€250,07"));
    expect(screen.queryByRole("alert")).toBeNull();
    const link = within(screen.getByTestId("configurator")).getByRole("link", { name: "Add to cart" });
    expect(link.getAttribute("href")).toBe(
      "https://app.test/cart?sku=mailer-g-200x150x70&quantity=100&material=cardboard-coated&print_mode=print-color-hd&finish=foil-none&print_quality=standard",
    );
  });
});

describe("a company member's own price (docs/adr/0056-negotiated-price-lists.md)", () => {
  const companyPrice = { until: "Your company's price ({name}, until {date})", open: "Your company's price ({name})", locale: "en-US" };
  afterEach(() => {
    document.cookie = "logged_in=; max-age=0; path=/";
    document.cookie = "api-token=; max-age=0; path=/";
    localStorage.clear();
  });

  it("asks the shop again with the signed-in buyer's token and shows their company's price with a note", async () => {
    document.cookie = "logged_in=true; path=/";
    localStorage.setItem("api-token", "member-token");
    const api = fakeFetch((request) =>
      json({
        ...quoteOf(mapped(request.query), "mailer-box-list"),
        unit_price: 111,
        unit_price_with_vat: 134,
        total: 1110,
        total_with_vat: 1343,
        price_list: { id: 4, name: "Frame agreement 2026", valid_to: "2026-12-31" },
      }),
    );
    const base = await props("mailer-box-list");
    renderConfigurator({ ...base, words: { ...base.words, companyPrice } });
    expect(await screen.findByTestId("company-price-note")).toHaveTextContent("Your company's price (Frame agreement 2026, until Dec 31, 2026)");
    expect(total()).toBe("€13,43");
    expect(api.sent[0]!.headers["X-Api-Token"]).toBe("member-token");
  });

  it("leaves a visitor who has not signed in the prerendered public price, asking nothing and noting nothing", async () => {
    localStorage.setItem("api-token", "anonymous-token");
    const api = fakePrices("mailer-box-list");
    const base = await props("mailer-box-list");
    renderConfigurator({ ...base, words: { ...base.words, companyPrice } });
    await act(async () => {});
    expect(api.sent).toHaveLength(0);
    expect(screen.queryByTestId("company-price-note")).not.toBeInTheDocument();
  });
});
