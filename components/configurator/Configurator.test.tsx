import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegionProvider } from "@/components/providers/region";
import { loadMessages } from "@/lib/i18n/messages";
import type { PriceListResponse } from "@/lib/pricing/client";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { Configurator, type ConfiguratorProps } from "./Configurator";
import { configuratorWords } from "./words";

afterEach(() => {
  vi.unstubAllGlobals();
});

const EURO = { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "left" } as const;

/** A price list whose unit price (gross, in cents) is `unit` for every size, from 100 pieces on half of it. */
function priceList(product: string, unit: number): PriceListResponse {
  return {
    product,
    region: "eu",
    currency: "EUR",
    vat_rate: 0.21,
    price_display: "gross",
    variants: ["200x150x70", "300x200x100"].map((size, index) => ({
      variant_id: index + 1,
      sku: `${product}-${size}`,
      external_pim_id: `pim-${index}`,
      product_size: size,
      volume_prices: [
        { range_start: 1, price: unit - 20, price_with_vat: unit },
        { range_start: 100, price: unit / 2 - 10, price_with_vat: unit / 2 },
      ],
    })),
  };
}

/** The price each material costs in the fake API: the unit price of its list. */
const UNIT_PRICES: Record<string, number> = { white: 200, kraft: 300, recycled: 400 };

async function props(product: string, overrides: Partial<ConfiguratorProps> = {}): Promise<ConfiguratorProps> {
  const messages = await loadMessages("en-US");
  const t = createTranslator({ locale: "en-US", messages, namespace: "ProductPage" });
  return {
    product,
    designless: false,
    sizes: [
      { value: "200x150x70", label: "20 × 15 × 7 cm" },
      { value: "300x200x100", label: "30 × 20 × 10 cm" },
    ],
    materials: Object.keys(UNIT_PRICES).map((value) => ({ value, label: value })),
    printModes: [{ value: "full-color", label: "Full colour" }],
    finishes: [],
    printQualities: [],
    expressProduction: true,
    quantities: [10, 100].map((quantity) => ({ value: String(quantity), label: t("pieces", { count: quantity }) })),
    defaultQuantity: 10,
    formatter: EURO,
    priceDisplay: "gross",
    initialPrices: priceList(product, UNIT_PRICES.white!),
    words: configuratorWords(t, 3),
    editorUrl: "https://app.test/box/design",
    cartUrl: "https://app.test/cart",
    ...overrides,
  };
}

/** The fake shop's price lists: by the extras' material; a material's answer can be held back or refused by the test. */
function fakePrices() {
  const held = new Map<string, Promise<void>>();
  const refused = new Set<string>();
  const api = fakeFetch(async (request) => {
    const extras = request.query.get("extras") ?? "";
    const material = extras.split(",")[0]!;
    await held.get(material);
    if (refused.has(material)) return refusal({ status: 500, code: "internal" });
    return json(priceList(request.query.get("product")!, UNIT_PRICES[material]!));
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

describe("the product page's configurator", () => {
  it("shows the server's prices in the shopper's words without asking the API", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-a"));

    expect(screen.getByRole("heading", { name: "Configure your order" })).toBeTruthy();
    expect(total()).toBe("€20,00");
    expect(unit()).toBe("€2,00 per piece");
    expect(screen.getByRole("option", { name: "100 pieces" })).toBeTruthy();
    expect(screen.getByText("Ready up to 3 business days sooner.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "100" } });
    expect(total()).toBe("€100,00");
    expect(unit()).toBe("€1,00 per piece");
    const link = screen.getByRole("link", { name: "Design your box" });
    expect(link.getAttribute("href")).toBe("https://app.test/box/design?sku=mailer-a-200x150x70&quantity=100");
    expect(api.sent).toHaveLength(0);
  });

  it("loads the prices of other options, keeping the last price shown meanwhile, and remembers them", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-b"));
    const release = api.hold("kraft");

    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "kraft" } });
    expect(await screen.findByText("Updating the price…")).toBeTruthy();
    expect(total()).toBe("€20,00");
    await act(async () => release());
    await vi.waitFor(() => expect(total()).toBe("€30,00"));
    expect(screen.queryByText("Updating the price…")).toBeNull();
    const [request] = api.to("GET", "prices/list");
    expect(request!.query.get("product")).toBe("mailer-b");
    expect(request!.query.get("extras")).toBe("kraft,full-color");

    // Back to the server's list, then to kraft again: both known, nothing asked.
    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "white" } });
    expect(total()).toBe("€20,00");
    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "kraft" } });
    expect(total()).toBe("€30,00");
    expect(api.to("GET", "prices/list")).toHaveLength(1);
  });

  it("never lets a late answer for earlier options overwrite the newer options' price", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-c"));
    const releaseKraft = api.hold("kraft");

    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "kraft" } });
    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "recycled" } });
    await vi.waitFor(() => expect(total()).toBe("€40,00"));
    await act(async () => releaseKraft());
    await vi.waitFor(() => expect(api.to("GET", "prices/list")).toHaveLength(2));
    await act(async () => {});
    expect(total()).toBe("€40,00");
  });

  it("keeps saying the newer options' prices failed when a late answer for earlier options arrives", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-e"));
    const releaseKraft = api.hold("kraft");
    api.refuse("recycled");

    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "kraft" } });
    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "recycled" } });
    expect(await screen.findByRole("alert")).toBeTruthy();
    await act(async () => releaseKraft());
    await vi.waitFor(() => expect(api.to("GET", "prices/list")).toHaveLength(2));
    await act(async () => {});
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.queryByTestId("configurator-total")).toBeNull();
  });

  it("says in the shopper's language when the prices cannot be loaded, and tries again on the next change", async () => {
    const api = fakePrices();
    renderConfigurator(await props("mailer-d", { designless: true }));
    api.fail("GET", "prices/list", "network");

    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "kraft" } });
    expect((await screen.findByRole("alert")).textContent).toBe("We couldn't update the price. Please try again.");
    expect(screen.queryByTestId("configurator-total")).toBeNull();

    api.recover("GET", "prices/list");
    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "white" } });
    expect(total()).toBe("€20,00");
    fireEvent.change(screen.getByLabelText("Material"), { target: { value: "kraft" } });
    await vi.waitFor(() => expect(total()).toBe("€30,00"));
    expect(screen.queryByRole("alert")).toBeNull();
    const link = within(screen.getByTestId("configurator")).getByRole("link", { name: "Add to cart" });
    expect(link.getAttribute("href")).toBe("https://app.test/cart?sku=mailer-d-200x150x70&quantity=10");
  });
});
