import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartTotals } from "@/components/cart/CartTotals";
import { order as cartOrder } from "@/components/cart/__fixtures__/shop";
import type { Locale } from "@/lib/i18n/locales";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { REGIONS } from "@/regions";
import type { RegionId } from "@/regions/schema";
import { renderInStorefront, renderWithMessages } from "@/test/render";
import { MoneyFormat } from "./money";
import { OrderTotals } from "./OrderTotals";
import { order } from "./testing";
import type { Order } from "./types";

/**
 * Totals on the storefront's basis (docs/adr/0019-one-price-rule.md), in the cart
 * and at checkout: gross storefronts list every component with its VAT, the total
 * and the VAT it includes; gb lists net amounts and adds the VAT; us, ch and no
 * list net amounts without a VAT row. Customs to ch and no are a row of their own.
 */

const swiss = {
  item_total: 24_000,
  ship_total: 1490,
  customs_total: 4000,
  tax_total: 0,
  total: 29_490,
  shipment_type: "courier",
  vat_rate: 0,
  price_display: "no-vat" as const,
};

/** An eu order as the server answers it: 23% VAT rounded on each line, the delivery and the discount; the components add up to the total. */
const eu = {
  item_total: 24_000,
  item_total_with_vat: 29_520,
  ship_total: 1490,
  ship_total_with_vat: 1833,
  promo_total: -2400,
  promo_total_with_vat: -2952,
  promo_code: "SPRING",
  tax_total: 5311,
  total: 28_401,
  shipment_type: "courier",
};

/** The figure beside a row's label. */
const figure = (totals: HTMLElement, label: string) => within(totals).getByText(label).nextSibling?.textContent;

async function checkoutTotals(change: Partial<Order>, { regionId = "eu", locale = "en-US" }: { regionId?: RegionId; locale?: Locale } = {}) {
  await renderInStorefront(
    <MoneyFormat formatter={REGIONS[regionId].currencyFormatter}>
      <OrderTotals order={order(change)} />
    </MoneyFormat>,
    { regionId, locale },
  );
  return screen.getByLabelText(locale === "en-US" ? en.Checkout.totals.label : locale === "pl-PL" ? pl.Checkout.totals.label : de.Checkout.totals.label);
}

describe("customs in the totals", () => {
  it("the checkout names customs apart from delivery", async () => {
    const totals = await checkoutTotals(swiss, { regionId: "ch" });
    expect(figure(totals, "Customs clearance")).toMatch(/40\.00/);
    expect(figure(totals, "Delivery")).toMatch(/14\.90/);
  });

  it("the cart names customs apart from shipping, in the shopper's language", async () => {
    await renderWithMessages(<CartTotals order={cartOrder([], swiss)} formatter={REGIONS.ch.currencyFormatter} />, "de-DE");
    const totals = screen.getByTestId("cart-totals");
    expect(figure(totals, "Zollabfertigung")).toMatch(/40\.00/);
    expect(figure(totals, "Versand")).toMatch(/14\.90/);
  });

  it("shows no customs line where there are none", async () => {
    await renderWithMessages(<CartTotals order={cartOrder([], { ...swiss, customs_total: 0 })} formatter={REGIONS.eu.currencyFormatter} />);
    expect(screen.queryByText("Customs clearance")).toBeNull();
  });
});

describe("the checkout's totals on the storefront's basis", () => {
  it("eu (gross): products, delivery and discount with VAT, the total and the VAT it includes, adding up", async () => {
    const totals = await checkoutTotals(eu);
    expect(figure(totals, en.Checkout.totals.items)).toBe("€295.20");
    expect(figure(totals, en.Checkout.totals.shipping)).toBe("€18.33");
    expect(figure(totals, "Discount (SPRING)")).toBe("-€29.52");
    expect(figure(totals, en.Checkout.totals.total)).toBe("€284.01");
    expect(figure(totals, "Including VAT (23%)")).toBe("€53.11");
    // No net figure beside the gross ones.
    expect(within(totals).queryByText("€240.00")).toBeNull();
    expect(within(totals).queryByText("€14.90")).toBeNull();
  });

  it("pl (gross) in Polish: 'W tym VAT'", async () => {
    const totals = await checkoutTotals({ ...eu, currency: "PLN" }, { regionId: "pl", locale: "pl-PL" });
    expect(figure(totals, pl.Checkout.totals.items)).toMatch(/295,20/);
    expect(figure(totals, "W tym VAT (23%)")).toMatch(/53,11/);
  });

  it("gb (net-plus-vat): net amounts, then VAT (20%) and the total", async () => {
    const totals = await checkoutTotals({ ...eu, vat_rate: 20, price_display: "net-plus-vat", tax_total: 4618, total: 27_708 }, { regionId: "gb" });
    expect(figure(totals, en.Checkout.totals.items)).toBe("£240.00");
    expect(figure(totals, en.Checkout.totals.shipping)).toBe("£14.90");
    expect(figure(totals, "Discount (SPRING)")).toBe("-£24.00");
    expect(figure(totals, "VAT (20%)")).toBe("£46.18");
    expect(figure(totals, en.Checkout.totals.total)).toBe("£277.08");
    expect(within(totals).queryByText(/Including VAT/)).toBeNull();
  });

  it("us (no-vat): net amounts and the total, no VAT row", async () => {
    const totals = await checkoutTotals({ ...eu, vat_rate: 0, price_display: "no-vat", tax_total: 0, total: 23_090 }, { regionId: "us" });
    expect(figure(totals, en.Checkout.totals.items)).toBe("$240.00");
    expect(figure(totals, en.Checkout.totals.total)).toBe("$230.90");
    expect(within(totals).queryByText(/VAT/)).toBeNull();
  });

  it("a reverse-charge b2b order: VAT 0 and the reverse-charge note", async () => {
    const b2b = {
      ...eu,
      vat_rate: 0,
      reverse_charge: true,
      customer_type: "b2b",
      vat_id: "DE123456789",
      item_total_with_vat: 24_000,
      ship_total_with_vat: 1490,
      promo_total_with_vat: -2400,
      tax_total: 0,
      total: 23_090,
    };
    const totals = await checkoutTotals({
      ...b2b,
      line_items: order().line_items.map((line) => ({ ...line, price_with_vat: line.price, total_with_vat: line.total })),
    });
    expect(figure(totals, en.Checkout.totals.items)).toBe("€240.00");
    expect(figure(totals, "Including VAT (0%)")).toBe("€0.00");
    expect(figure(totals, en.Checkout.totals.total)).toBe("€230.90");
    expect(screen.getByText(en.Checkout.totals.reverseCharge)).toBeInTheDocument();
  });
});

describe("the cart's totals on the storefront's basis", () => {
  it("eu (gross): with VAT, the total, and the VAT it includes", async () => {
    await renderWithMessages(<CartTotals order={cartOrder([], eu)} formatter={REGIONS.eu.currencyFormatter} />);
    const totals = screen.getByTestId("cart-totals");
    expect(figure(totals, en.Cart.totals.subtotal)).toBe("€295.20");
    expect(figure(totals, en.Cart.totals.shipping)).toBe("€18.33");
    expect(figure(totals, "Discount (SPRING)")).toBe("-€29.52");
    expect(figure(totals, "Including VAT (23%)")).toBe("€53.11");
    expect(figure(totals, en.Cart.totals.total)).toBe("€284.01");
  });

  it("de storefront words: 'inkl. MwSt.'", async () => {
    await renderWithMessages(<CartTotals order={cartOrder([], { ...eu, vat_rate: 19 })} formatter={REGIONS.de.currencyFormatter} />, "de-DE");
    expect(screen.getByText("inkl. MwSt. (19 %)")).toBeInTheDocument();
  });

  it("gb (net-plus-vat): net amounts, VAT (20%), the total", async () => {
    await renderWithMessages(
      <CartTotals
        order={cartOrder([], { ...eu, vat_rate: 20, price_display: "net-plus-vat", tax_total: 4618, total: 27_708 })}
        formatter={REGIONS.gb.currencyFormatter}
      />,
    );
    const totals = screen.getByTestId("cart-totals");
    expect(figure(totals, en.Cart.totals.subtotal)).toBe("£240.00");
    expect(figure(totals, "VAT (20%)")).toBe("£46.18");
    expect(figure(totals, en.Cart.totals.total)).toBe("£277.08");
  });

  it("us (no-vat): no VAT row", async () => {
    await renderWithMessages(
      <CartTotals
        order={cartOrder([], { ...eu, vat_rate: 0, price_display: "no-vat", tax_total: 0, total: 23_090 })}
        formatter={REGIONS.us.currencyFormatter}
      />,
    );
    const totals = screen.getByTestId("cart-totals");
    expect(figure(totals, en.Cart.totals.subtotal)).toBe("$240.00");
    expect(within(totals).queryByText(/VAT/)).toBeNull();
  });

  it("a reverse-charge order: VAT 0 and the note", async () => {
    const b2b = {
      ...eu,
      vat_rate: 0,
      reverse_charge: true,
      item_total_with_vat: 24_000,
      ship_total_with_vat: 1490,
      promo_total_with_vat: -2400,
      tax_total: 0,
      total: 23_090,
    };
    await renderWithMessages(<CartTotals order={cartOrder([], b2b)} formatter={REGIONS.eu.currencyFormatter} />);
    expect(figure(screen.getByTestId("cart-totals"), "Including VAT (0%)")).toBe("€0.00");
    expect(screen.getByText(en.Cart.totals.reverseCharge)).toBeInTheDocument();
  });
});
