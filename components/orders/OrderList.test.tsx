import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import type { RegionId } from "@/regions/schema";
import { renderWithMessages } from "@/test/render";
import { orderFixture } from "./fixtures";
import { OrderList } from "./OrderList";
import { storefrontFormatters } from "./OrdersIsland";
import { OrdersSection } from "./OrdersSection";

const formatters = storefrontFormatters("en-US");

function renderIn(ui: ReactElement, { locale = "en-US", region = "eu" }: { locale?: Locale; region?: RegionId } = {}) {
  return renderWithMessages(
    <AppProviders regionId={region} pathPrefix="">
      {ui}
    </AppProviders>,
    locale,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("OrderList", () => {
  it("shows each order's number, date, total in its storefront's currency as the page's language writes it, state and payment state in words", async () => {
    const orders = [
      orderFixture({ number: "R111111111", region: "pl", currency: "PLN", total: 123456, payment_state: "WAITING" }),
      orderFixture({ number: "R222222222", state: "canceled", payment_state: "FAILED", completed_at: null }),
    ];
    await renderIn(<OrderList orders={orders} formatters={formatters} />);
    const [first, second] = screen.getAllByTestId("order-row");

    const row = within(first!);
    expect(row.getByText("R111111111")).toBeInTheDocument();
    expect(row.getByText("March 14, 2026")).toBeInTheDocument();
    // A Polish order listed on an English page: zloty, written as English writes numbers, like the dates beside it.
    expect(row.getByText("zł1,234.56")).toBeInTheDocument();
    expect(row.getByText(en.Orders.state.complete)).toBeInTheDocument();
    expect(row.getByText(en.Orders.payment.WAITING)).toBeInTheDocument();
    expect(row.getByRole("link", { name: "Details of order R111111111" })).toHaveAttribute("href", "/account/orders/R111111111");

    const canceled = within(second!);
    expect(canceled.getByText(en.Orders.state.canceled)).toBeInTheDocument();
    expect(canceled.getByText(en.Orders.payment.FAILED)).toBeInTheDocument();
    expect(canceled.getByText("March 13, 2026")).toBeInTheDocument();
    expect(canceled.getByText("€168.27")).toBeInTheDocument();
  });

  it("writes an EU order's total as Portuguese writes prices on the EU storefront read in Portuguese", async () => {
    await renderIn(<OrderList orders={[orderFixture({ total: 462 })]} formatters={storefrontFormatters("pt-PT")} />, { locale: "pt-PT", region: "eu" });
    expect(screen.getByText("4,62 €")).toBeInTheDocument();
    expect(screen.queryByText("€4.62")).not.toBeInTheDocument();
  });

  it("speaks Polish in the Polish storefront, with its Polish paths and prices", async () => {
    const orders = [orderFixture({ payment_state: "DELAYED" }), orderFixture({ number: "R111111111", region: "pl", currency: "PLN", total: 123456 })];
    await renderIn(<OrderList orders={orders} formatters={storefrontFormatters("pl-PL")} />, { locale: "pl-PL", region: "pl" });
    expect(screen.getByText(pl.Orders.payment.DELAYED)).toBeInTheDocument();
    // Prices as Polish writes them, each in its storefront's currency: an EU order in euros, a Polish one as the region file writes it.
    expect(screen.getByText("168,27 €")).toBeInTheDocument();
    expect(screen.getByText("1 234,56 zł")).toBeInTheDocument();
    expect(screen.getAllByText("14 marca 2026")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Szczegóły zamówienia R123456789" })).toHaveAttribute("href", "/konto/zamowienia/R123456789");
  });

  it("has an empty state that leads to the products", async () => {
    await renderIn(<OrderList orders={[]} formatters={formatters} />);
    expect(screen.getByRole("heading", { name: en.Orders.empty.title })).toBeInTheDocument();
    expect(screen.getByText(en.Orders.empty.body)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.Orders.empty.action })).toHaveAttribute("href", "/products");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("OrdersSection", () => {
  it("loads the user's orders with the token and shows them, or the empty state", async () => {
    localStorage.setItem("api-token", "token-1");
    const fetch = vi.fn(async () => Response.json({ orders: [orderFixture()] }));
    vi.stubGlobal("fetch", fetch);
    await renderIn(<OrdersSection userId={1} formatters={formatters} />);
    expect(await screen.findByText("R123456789")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/orders/mine");
    expect(init.headers).toMatchObject({ "X-Api-Token": "token-1", "X-Region": "eu" });
  });

  it("shows the empty state when there are no orders, and an error with a retry when loading fails", async () => {
    localStorage.setItem("api-token", "token-1");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ orders: [] })),
    );
    const empty = await renderIn(<OrdersSection userId={2} formatters={formatters} />);
    expect(await screen.findByText(en.Orders.empty.title)).toBeInTheDocument();
    empty.unmount();

    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: { code: "internal_error", message: "x", details: null } }, { status: 500 })),
    );
    await renderIn(<OrdersSection userId={3} formatters={formatters} />);
    // One retry after a second, as for every account call.
    expect(await screen.findByText(en.Orders.error, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.Orders.retry })).toBeInTheDocument();
  });
});
