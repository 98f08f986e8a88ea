import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { clearStoredToken, storeToken } from "@/lib/api/token-storage";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { REGIONS } from "@/regions";
import { renderWithMessages } from "@/test/render";
import { apiError, extraLine, fakeShop, order, productLine, SESSION_ROUTES } from "./__fixtures__/shop";
import { AddToCartButton } from "./AddToCartButton";
import { BundleOffer } from "./BundleOffer";

/** The small islands of the cross-sell and bundles pages. */

const formatter = REGIONS.eu.currencyFormatter;

beforeEach(() => {
  storeToken("visitor-token");
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  clearStoredToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AddToCartButton", () => {
  it("creates the cart when there is none, adds the line, and links to the cart", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": apiError(404, "not_found"),
      "POST v2/orders": { status: 201, body: order([]) },
      "POST v2/orders/R123456789/line_item": { status: 200, body: order([extraLine({ id: 1, kind: "service", service_name: "warranty", total: 500 })]) },
    });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="pl" pathPrefix="">
        <AddToCartButton line={{ service_name: "warranty" }} name="Usługa gwarancyjna" formatter={REGIONS.pl.currencyFormatter} />
      </AppProviders>,
      "pl-PL",
    );
    const button = screen.getByRole("button", { name: "Dodaj do koszyka: Usługa gwarancyjna" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText(/Dodano do koszyka: Usługa gwarancyjna/)).toBeInTheDocument();
    // The Polish storefront shows the cart at /koszyk.
    expect(screen.getByRole("link", { name: pl.Cart.crossSell.viewCart })).toHaveAttribute("href", "/koszyk");
    expect(shop.calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([
      ["v2/orders", {}],
      ["v2/orders/R123456789/line_item", { service_name: "warranty" }],
    ]);
    // Creating the cart carries a key, so a load balancer's retry cannot make a second cart.
    const [, creation] = shop.fetch.mock.calls.find(([url, init]) => init?.method === "POST" && String(url).endsWith("/api/v2/orders"))!;
    expect((creation?.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});

describe("BundleOffer", () => {
  const prices = [
    { quantity: 30, price: 12_345 },
    { quantity: 60, price: 20_000 },
  ];

  it("shows the server's price for the chosen quantity and adds the set as one bundle", async () => {
    const bundled = order([
      productLine({ id: 1, slug: "mailer-box-plain", size: "200x150x70", quantity: 60, price: 100, bundle_id: 4 }),
      productLine({ id: 2, slug: "shipping-box-plain", size: "300x200x150", quantity: 60, price: 100, bundle_id: 4 }),
    ]);
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: order([]) },
      "POST v2/bundles": { status: 201, body: { bundle_id: 4, quantity: 60, order_id: 41, order: order([]) } },
      "POST v2/orders/R123456789/line_items/bulk_create": { status: 200, body: bundled },
    });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="eu" pathPrefix="">
        <BundleOffer name="Ready to ship" skus={["mailer-box-plain-200x150x70", "shipping-box-plain-300x200x150"]} prices={prices} formatter={formatter} />
      </AppProviders>,
    );
    expect(screen.getByText("€123.45 for the whole bundle")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(en.Cart.bundles.quantity), "60");
    expect(screen.getByText("€200.00 for the whole bundle")).toBeInTheDocument();

    const add = screen.getByRole("button", { name: "Add the Ready to ship bundle to cart" });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(await screen.findByText(/Ready to ship is in your cart/)).toBeInTheDocument();
    expect(shop.calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([
      ["v2/bundles", { order_id: "R123456789", quantity: 60 }],
      [
        "v2/orders/R123456789/line_items/bulk_create",
        {
          bundle_id: 4,
          line_items_params: [
            { sku: "mailer-box-plain-200x150x70", quantity: 60, purchase_trigger: "bundles" },
            { sku: "shipping-box-plain-300x200x150", quantity: 60, purchase_trigger: "bundles" },
          ],
        },
      ],
    ]);
  });

  it("removes the empty bundle again when its lines are refused", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: order([]) },
      "POST v2/bundles": { status: 201, body: { bundle_id: 4, quantity: 30, order_id: 41, order: order([]) } },
      "POST v2/orders/R123456789/line_items/bulk_create": apiError(400, "invalid_variant"),
      "POST v2/bundles/destroy": { status: 200, body: order([]) },
    });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="eu" pathPrefix="">
        <BundleOffer name="Ready to ship" skus={["gone-sku"]} prices={prices} formatter={formatter} />
      </AppProviders>,
    );
    const add = screen.getByRole("button", { name: "Add the Ready to ship bundle to cart" });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Cart.errors.invalid_variant);
    expect(shop.callsTo("POST", "v2/bundles/destroy")[0]!.body).toEqual({ bundle_id: 4, order_id: "R123456789" });
  });
});
