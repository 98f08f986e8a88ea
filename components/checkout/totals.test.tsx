import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartTotals } from "@/components/cart/CartTotals";
import { order as cartOrder } from "@/components/cart/__fixtures__/shop";
import { REGIONS } from "@/regions";
import { renderInStorefront, renderWithMessages } from "@/test/render";
import { MoneyFormat } from "./money";
import { OrderTotals } from "./OrderTotals";
import { order } from "./testing";

/** Customs to ch and no are a line of their own wherever totals are shown, not a dearer delivery. */

const swiss = { item_total: 24_000, ship_total: 1490, customs_total: 4000, tax_total: 0, total: 29_490, shipment_type: "courier" };

describe("customs in the totals", () => {
  it("the checkout names customs apart from delivery", async () => {
    await renderInStorefront(
      <MoneyFormat formatter={REGIONS.ch.currencyFormatter}>
        <OrderTotals order={order(swiss)} />
      </MoneyFormat>,
      { regionId: "ch" },
    );
    const totals = screen.getByLabelText("Order total");
    expect(within(totals).getByText("Customs clearance").nextSibling?.textContent).toMatch(/40\.00/);
    expect(within(totals).getByText("Delivery").nextSibling?.textContent).toMatch(/14\.90/);
  });

  it("the cart names customs apart from shipping, in the shopper's language", async () => {
    await renderWithMessages(<CartTotals order={cartOrder([], swiss)} formatter={REGIONS.ch.currencyFormatter} hasVat={false} />, "de-DE");
    const totals = screen.getByTestId("cart-totals");
    expect(within(totals).getByText("Zollabfertigung").nextSibling?.textContent).toMatch(/40\.00/);
    expect(within(totals).getByText("Versand").nextSibling?.textContent).toMatch(/14\.90/);
  });

  it("shows no customs line where there are none", async () => {
    await renderWithMessages(<CartTotals order={cartOrder([], { ...swiss, customs_total: 0 })} formatter={REGIONS.eu.currencyFormatter} hasVat />);
    expect(screen.queryByText("Customs clearance")).toBeNull();
  });
});
