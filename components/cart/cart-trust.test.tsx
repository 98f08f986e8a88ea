import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { CountForSession } from "@/components/layout/SessionCartCount";
import { clearStoredToken, storeToken } from "@/lib/api/token-storage";
import en from "@/messages/en-US.json";
import { REGIONS } from "@/regions";
import { renderWithMessages } from "@/test/render";
import { fakeShop, mailerCart, order, productLine, SESSION_ROUTES } from "./__fixtures__/shop";
import { AddToCartButton } from "./AddToCartButton";
import { CartPage } from "./CartPage";

const eu = REGIONS.eu;

beforeEach(() => {
  storeToken("visitor-token");
  window.history.replaceState(null, "", "/cart");
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  clearStoredToken();
  localStorage.removeItem("bw-cart");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ESTIMATES = {
  status: 200,
  body: {
    region: "eu",
    estimates: [
      {
        sku: "mailer-box-full-color-200x150x70",
        production_start: "2026-11-30",
        production_end: "2026-12-04",
        delivery_from: "2026-12-09",
        delivery_to: "2026-12-11",
        production_days: 5,
        express_delivery: [],
      },
      {
        sku: "mailer-box-plain-200x150x70",
        production_start: "2026-11-30",
        production_end: "2026-12-02",
        delivery_from: "2026-12-07",
        delivery_to: "2026-12-09",
        production_days: 3,
        express_delivery: [],
      },
    ],
  },
};

describe("the cart's trust signals", () => {
  it("shows when the whole order arrives, as the server estimates it for its lines, and the trust panel beside the totals", async () => {
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: mailerCart() }, "GET v1/delivery_estimates": ESTIMATES });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="eu" pathPrefix="">
        <CartPage
          formatter={eu.currencyFormatter}
          catalogue={{}}
          extras={{ warrantyPercent: 5, warrantyMinimum: 615, expertCheckPrice: 2337, treePrice: 123, maxTrees: 10_000 }}
          unit="mm"
          trust={<div data-testid="trust-panel" />}
        />
      </AppProviders>,
    );
    const estimate = await screen.findByTestId("delivery-estimate");
    expect(within(estimate).getByText(en.Trust.delivery.label)).toBeInTheDocument();
    expect(estimate).toHaveTextContent("Wed, Dec 9 – Fri, Dec 11");
    const totals = screen.getByRole("complementary", { name: en.Cart.totals.title });
    expect(totals).toContainElement(estimate);
    expect(totals).toContainElement(screen.getByTestId("trust-panel"));
    const asked = new URL(String(shop.fetch.mock.calls.find(([url]) => String(url).includes("delivery_estimates"))![0]), "http://localhost");
    expect(asked.searchParams.getAll("variant_skus[]")).toEqual(["mailer-box-full-color-200x150x70", "mailer-box-plain-200x150x70"]);
  });
});

describe("the header's cart count", () => {
  it("shows nothing for an empty cart and the number of products once one is added anywhere on the page", async () => {
    const withLine = order([productLine({ id: 21, slug: "mailer-box-plain", size: "200x150x70", quantity: 30, price: 100 })]);
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: order([]) },
      "POST v2/orders/R123456789/line_item": { status: 200, body: withLine },
    });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="eu" pathPrefix="">
        <a href="https://boxwright.test/cart">
          Cart <CountForSession label={en.Trust.cartCount} />
        </a>
        <AddToCartButton line={{ service_name: "warranty" }} name="Plain mailer boxes" formatter={eu.currencyFormatter} />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Plain mailer boxes to cart" })).toBeEnabled());
    expect(screen.queryByTestId("cart-count")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add Plain mailer boxes to cart" }));
    expect(await screen.findByTestId("cart-count")).toHaveTextContent("1");
    expect(screen.getByRole("link", { name: "Cart Items in the cart: 1" })).toBeInTheDocument();
    // One request for the cart: the header reads the answer the page already has.
    expect(shop.callsTo("GET", "v2/orders/current")).toHaveLength(1);
  });

  const countAlone = () =>
    renderWithMessages(
      <AppProviders regionId="eu" pathPrefix="">
        <a href="https://boxwright.test/cart">
          Cart <CountForSession label={en.Trust.cartCount} />
        </a>
      </AppProviders>,
    );

  it("asks the shop for no cart on a page of a visitor who has never had one (a 404 on every page otherwise)", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 404, body: { error: { code: "not_found", message: "No cart", details: null } } },
    });
    vi.stubGlobal("fetch", shop.fetch);
    await countAlone();
    await waitFor(() => expect(shop.callsTo("GET", "users/current").length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.callsTo("GET", "v2/orders/current")).toHaveLength(0);
    expect(screen.queryByTestId("cart-count")).toBeNull();
  });

  it("shows the count on the next page once this browser has had a cart, and forgets it when the cart is gone", async () => {
    const withLine = order([productLine({ id: 21, slug: "mailer-box-plain", size: "200x150x70", quantity: 30, price: 100 })]);
    let cart: { status: number; body: unknown } = { status: 200, body: withLine };
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": () => cart });
    vi.stubGlobal("fetch", shop.fetch);
    localStorage.setItem("bw-cart", "1");
    const first = await countAlone();
    expect(await screen.findByTestId("cart-count")).toHaveTextContent("1");
    first.unmount();

    // The order was placed: the next page finds no open cart, and the pages after it ask no more.
    cart = { status: 404, body: { error: { code: "not_found", message: "No cart", details: null } } };
    const second = await countAlone();
    await waitFor(() => expect(shop.callsTo("GET", "v2/orders/current")).toHaveLength(2));
    await waitFor(() => expect(localStorage.getItem("bw-cart")).toBeNull());
    second.unmount();
    await countAlone();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.callsTo("GET", "v2/orders/current")).toHaveLength(2);
  });
});
