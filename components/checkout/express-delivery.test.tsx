import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ProductPage from "@/app/[region]/[locale]/products/[slug]/page";
import { CartPage } from "@/components/cart/CartPage";
import { fakeShop, mailerCart, productLine, order as cartOrder, SESSION_ROUTES } from "@/components/cart/__fixtures__/shop";
import { AppProviders } from "@/components/providers/AppProviders";
import { RegionProvider } from "@/components/providers/region";
import { EXPRESS_PRODUCTION_OPTION } from "@/lib/catalog/line-configuration";
import { addressCountries } from "@/regions/countries";
import { REGIONS } from "@/regions";
import en from "@/messages/en-US.json";
import { inProcessFetch } from "@/test/api";
import { renderWithMessages } from "@/test/render";
import { CheckoutPage } from "./CheckoutPage";
import { storeToken } from "@/lib/api/token-storage";
import { address, checkout, euro, renderIsland, signIn, visitor } from "./testing";
import type { Checkout } from "./types";

/**
 * The delivery date of an order with express production, walked from the product
 * page through the cart to every checkout step: the dates come from the shop API
 * answering in process (GET v1/delivery_estimates), so the product page's express
 * date and the cart's cannot drift apart (docs/adr/0066-express-delivery-date-and-true-boards.md).
 *
 * The clock: Monday 16 November 2026, 09:00 in Warsaw, before the daily cut-off.
 * Standard production (21 business days) ends on Tue 15 Dec and arrives Fri 18 Dec to
 * Tue 22 Dec; express production (10 days) ends on Mon 30 Nov and arrives Thu 3 Dec
 * to Mon 7 Dec (eu delivers in 3 to 5 business days).
 */

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/en-US.json")).default;
  return {
    setRequestLocale: () => undefined,
    getTranslations: async (arg?: string | { namespace?: string }) =>
      createTranslator({ locale: "en-US", messages, namespace: (typeof arg === "string" ? arg : arg?.namespace) as never }),
  };
});
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  notFound: () => {
    throw new Error("not found");
  },
}));

// The EU storefront writes English dates the British way (en-GB, docs/adr/0068-region-formats.md), on every page alike.
const EXPRESS_ON_PRODUCT_PAGE = "Order today and get it between 3 December and 7 December.";
const EXPRESS_IN_CART = "Thu 3 Dec – Mon 7 Dec";
const STANDARD_IN_CART = "Fri 18 Dec – Tue 22 Dec";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-16T08:00:00Z"));
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The fake shop for the cart and checkout, with the delivery estimates answered by the real API. */
function shopWith(routes: Parameters<typeof fakeShop>[0]) {
  const shop = fakeShop({ ...SESSION_ROUTES, ...routes });
  const api = inProcessFetch();
  const estimates: URL[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== "/api/v1/delivery_estimates") return shop.fetch(input, init);
    estimates.push(url);
    return api(url, init);
  });
  return { shop, estimates };
}

const express = { express_delivery_option_id: EXPRESS_PRODUCTION_OPTION };

/** The full-colour mailer of the product page, in the cart with express production. */
function expressCart(change: { express?: boolean; withStandardLine?: boolean } = {}) {
  const lines = [
    productLine({
      id: 11,
      slug: "mailer-box-full-color",
      size: "200x150x70",
      quantity: 60,
      price: 294,
      options: { material: "cardboard-white-one-side", printMode: "print-color-hd", printQuality: "standard" },
      ...(change.express === false ? {} : express),
    }),
  ];
  if (change.withStandardLine) lines.push(mailerCart().line_items.find((line) => line.id === 13)!);
  return cartOrder(lines);
}

async function renderCart() {
  await renderWithMessages(
    <AppProviders regionId="eu" pathPrefix="">
      <CartPage
        formatter={REGIONS.eu.currencyFormatter}
        catalogue={{}}
        extras={{ warrantyPercent: 5, warrantyMinimum: 615, expertCheckPrice: 2337, treePrice: 123, maxTrees: 10_000 }}
        unit="mm"
        trust={null}
      />
    </AppProviders>,
    "en-GB",
  );
  return screen.findByTestId("delivery-estimate");
}

describe("an order with express production", () => {
  it("shows on the product page, once chosen, the express date the cart and each checkout step show below", async () => {
    const user = userEvent.setup();
    const page = await ProductPage({ params: Promise.resolve({ region: "eu", locale: "en", slug: "mailer-box-full-color" }) });
    render(
      <RegionProvider regionId="eu" pathPrefix="">
        {page}
      </RegionProvider>,
    );
    const summary = within(screen.getByTestId("configurator-summary"));
    expect(summary.getByTestId("delivery-estimate")).toHaveTextContent("Order today and get it between 18 December and 22 December.");
    await user.click(screen.getByRole("checkbox", { name: new RegExp(en.ProductPage.express) }));
    expect(summary.getByTestId("delivery-estimate")).toHaveTextContent(EXPRESS_ON_PRODUCT_PAGE);
  });

  it("arrives in the cart on the express date, counted by the server for the line's option", async () => {
    storeVisitor();
    const { estimates } = shopWith({ "GET v2/orders/current": { status: 200, body: expressCart() } });
    const estimate = await renderCart();
    await vi.waitFor(() => expect(estimate).toHaveTextContent(EXPRESS_IN_CART));
    // The request is the spec's: start date and time, region and the skus; the express dates come in the answer.
    expect([...estimates[0]!.searchParams.keys()].sort()).toEqual(["region", "start_date", "start_time", "variant_skus[]"]);
    expect(estimates[0]!.searchParams.get("start_date")).toBe("2026-11-16");
  });

  it("arrives on the standard date when the line is made without express", async () => {
    storeVisitor();
    shopWith({ "GET v2/orders/current": { status: 200, body: expressCart({ express: false }) } });
    const estimate = await renderCart();
    await vi.waitFor(() => expect(estimate).toHaveTextContent(STANDARD_IN_CART));
  });

  it("arrives with its slowest line: an express line beside a standard one comes on the standard date", async () => {
    storeVisitor();
    shopWith({ "GET v2/orders/current": { status: 200, body: expressCart({ withStandardLine: true }) } });
    const estimate = await renderCart();
    await vi.waitFor(() => expect(estimate).toHaveTextContent(STANDARD_IN_CART));
  });

  const details = { email: "ada@example.com", ship_address: address, bill_address: address, shipment_type: "courier" } as const;
  function expressCheckout(state: "cart" | "address" | "delivery"): Checkout {
    const initial = checkout({ state, ...details });
    initial.order.line_items[0] = { ...initial.order.line_items[0]!, ...express };
    return initial;
  }

  it.each([
    ["cart", en.Checkout.details.title],
    ["address", en.Checkout.delivery.title],
    ["delivery", en.Checkout.summary.title],
  ] as const)("keeps the express date on the checkout step of an order at '%s'", async (state, heading) => {
    signIn();
    const initial = expressCheckout(state);
    shopWith({
      "GET users/current": { status: 200, body: visitor },
      "GET v2/states": { status: 200, body: { data: [] } },
      "GET v2/orders/current": { status: 200, body: initial.order },
      "GET checkouts/R100": { status: 200, body: initial },
    });
    await renderIsland(<CheckoutPage countries={addressCountries(REGIONS.eu, "en-US")} homeCountry="DE" formatter={euro} trust={null} />, { locale: "en-GB" });
    await screen.findByRole("heading", { level: 2, name: heading });
    const estimate = await screen.findByTestId("delivery-estimate");
    await vi.waitFor(() => expect(estimate).toHaveTextContent(EXPRESS_IN_CART));
  });
});

function storeVisitor() {
  window.history.replaceState(null, "", "/cart");
  storeToken("visitor-token");
}
