import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useState, type ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { storeToken, clearStoredToken } from "@/lib/api/token-storage";
import type { Locale } from "@/lib/i18n/locales";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import { REGIONS } from "@/regions";
import { renderWithMessages } from "@/test/render";
import { amounts, apiError, extraLine, fakeShop, mailerCart, order, productLine, SESSION_ROUTES } from "./__fixtures__/shop";
import { AddToCartButton } from "./AddToCartButton";
import { CartPage, type CartPageProps } from "./CartPage";
import type { LineItem } from "./types";

const eu = REGIONS.eu;
const props: CartPageProps = {
  formatter: eu.currencyFormatter,
  catalogue: {
    "mailer-box-full-color": { name: "Full-colour mailer boxes", printQualities: ["standard", "hd-plus", "hd-plus-glossy"] },
    "mailer-box-plain": { name: "Plain mailer boxes", printQualities: ["standard"], shape: "designless" },
    "shipping-box-plain": { name: "Plain shipping boxes", printQualities: ["standard", "hd-plus"], shape: "designless" },
    "sample-packs": { name: "Sample packs", printQualities: ["standard"], shape: "sample-pack" },
    "product-box": { name: "Product boxes", printQualities: ["standard"] },
    "mailer-box-eco": { name: "Eco mailer boxes", printQualities: ["standard"] },
    "kraft-tape": { name: "Kraft paper tape", printQualities: ["standard"] },
    "paper-bag": { name: "Paper bags", printQualities: ["standard"], editor: "product" },
  },
  // In eu's basis, with VAT, as the page works them out on the server.
  extras: { warrantyPercent: 5, warrantyMinimum: 615, expertCheckPrice: 2337, treePrice: 123, maxTrees: 10_000 },
  unit: "mm",
  editorUrls: { box: "https://app.shop.test/box/design", product: "https://app.shop.test/editor/product/design" },
};

function renderCart(shop: ReturnType<typeof fakeShop>, options: { locale?: Locale; strict?: boolean } = {}) {
  vi.stubGlobal("fetch", shop.fetch);
  const page: ReactElement = (
    <AppProviders regionId="eu" pathPrefix="">
      <CartPage {...props} />
    </AppProviders>
  );
  return renderWithMessages(options.strict ? <StrictMode>{page}</StrictMode> : page, options.locale);
}

beforeEach(() => {
  storeToken("visitor-token");
  window.history.replaceState(null, "", "/cart");
  // The API client logs failed calls; the tests look at what the shopper sees instead.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  clearStoredToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the cart", () => {
  it("links a line with a design to the editor on that design, with the line's configuration, and nothing else", async () => {
    const cart = mailerCart();
    cart.line_items[0] = { ...cart.line_items[0]!, box_design_id: 77, skipped_design: false };
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: cart } });
    await renderCart(shop);

    const mailer = await screen.findByRole("listitem", { name: "Full-colour mailer boxes" });
    const edit = within(mailer).getByRole("link", { name: en.Cart.lines.editDesign });
    const target = new URL(edit.getAttribute("href")!);
    expect(`${target.origin}${target.pathname}`).toBe("https://app.shop.test/box/design");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      design_id: "77",
      sku: "mailer-box-full-color-200x150x70",
      quantity: "60",
      material: "cardboard-white-one-side",
      print_mode: "print-color-hd",
      print_quality: "standard",
    });
    // A plain box has no design to edit.
    const plain = screen.getByRole("listitem", { name: "Plain mailer boxes" });
    expect(within(plain).queryByRole("link", { name: en.Cart.lines.editDesign })).toBeNull();
  });

  it("links a bag's design straight to the product editor, where bags are designed, not through the box editor", async () => {
    const bag = productLine({ id: 21, slug: "paper-bag", size: "240x110x310", quantity: 100, price: 90, box_design_id: 78, skipped_design: false });
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: order([bag], { item_total: 9000, tax_total: 2070, total: 11070 }) },
    });
    await renderCart(shop);

    const line = await screen.findByRole("listitem", { name: "Paper bags" });
    const target = new URL(within(line).getByRole("link", { name: en.Cart.lines.editDesign }).getAttribute("href")!);
    expect(`${target.origin}${target.pathname}`).toBe("https://app.shop.test/editor/product/design");
    expect(target.searchParams.get("design_id")).toBe("78");
  });

  it("shows each product line in the storefront's basis (eu: with VAT, the server's figures) and the server's totals", async () => {
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: mailerCart() } });
    await renderCart(shop);

    const mailer = await screen.findByRole("listitem", { name: "Full-colour mailer boxes" });
    expect(within(mailer).getByText("200 × 150 × 70 mm")).toBeInTheDocument();
    expect(within(mailer).getByText(en.Catalog.materials["cardboard-white-one-side"])).toBeInTheDocument();
    expect(within(mailer).getByText(en.Catalog.printModes["print-color-hd"])).toBeInTheDocument();
    expect(within(mailer).getByLabelText(en.Cart.lines.quantity)).toHaveValue("60");
    expect(within(mailer).getByLabelText(en.Cart.lines.printQuality)).toHaveValue("standard");
    expect(within(mailer).getByText(en.Cart.lines.skippedDesign)).toBeInTheDocument();
    // The check's own line: EUR 19.00 net, 23.37 with its VAT, as eu shows prices.
    expect(within(mailer).getByRole("checkbox", { name: "Expert check of my design (+€23.37)" })).toBeChecked();
    // 60 × 2.45 = 147.00 net; the line's own VAT (33.81) on top, as the product page shows it.
    expect(within(mailer).getByText("€180.81")).toBeInTheDocument();
    expect(within(mailer).queryByText("€147.00")).toBeNull();
    expect(within(mailer).getByText("€3.01 per piece")).toBeInTheDocument();
    expect(screen.getByText("Prices include 23% VAT.")).toBeInTheDocument();
    expect(screen.queryByText(en.Cart.netPrices)).toBeNull();

    const plain = screen.getByRole("listitem", { name: "Plain mailer boxes" });
    // The server sends every product line's picture (server/designs/lines.db.test.ts); without one the
    // line is shown by its name alone, and the browser makes up none (no picture manifest in the cart).
    expect(plain.querySelector("img")).toBeNull();
    expect(within(plain).queryByText(en.Cart.lines.skippedDesign)).toBeNull();
    expect(within(plain).queryByLabelText(en.Cart.lines.printQuality)).toBeNull();

    expect(screen.getByText("Warranty added: €11.11")).toBeInTheDocument();
    const totals = screen.getByTestId("cart-totals");
    // The totals on the lines' basis: the products with their VAT (the gross lines added), the total, the VAT it includes.
    expect(within(totals).getByText(en.Cart.totals.subtotal).nextSibling).toHaveTextContent("€256.62");
    expect(within(totals).getByText(en.Cart.totals.shipping).nextSibling).toHaveTextContent(en.Cart.totals.shippingLater);
    expect(within(totals).getByText("Including VAT (23%)").nextSibling).toHaveTextContent("€47.99");
    expect(within(totals).getByText(en.Cart.totals.total).nextSibling).toHaveTextContent("€256.62");
    expect(within(totals).queryByText("€208.63")).toBeNull();
    expect(screen.getByRole("link", { name: en.Cart.checkout })).toHaveAttribute("href", "/order");
  });

  it("changes a quantity through the server, which re-prices the line and the totals", async () => {
    const repriced = mailerCart();
    repriced.line_items[0] = { ...repriced.line_items[0]!, quantity: 500, ...amounts(180, 90_000) };
    repriced.line_items[3] = { ...repriced.line_items[3]!, ...amounts(4668, 4668) };
    // The lines' own VAT added: 20,700 + 437 + 773 + 1,074.
    Object.assign(repriced, { item_total: 99_928, item_total_with_vat: 122_912, tax_total: 22_984, total: 122_912 });
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: mailerCart() } });
    const pending = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const { container } = await renderCart(shop);
    const mailer = await screen.findByRole("listitem", { name: "Full-colour mailer boxes" });

    // Hold the server's answer to see the busy overlay the spec names for this.
    const original = shop.fetch.getMockImplementation()!;
    shop.fetch.mockImplementation(async (input, init) => {
      if (init?.method === "PUT") {
        await original(input, init);
        const { status, body } = await pending;
        return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      }
      return original(input, init);
    });
    await userEvent.selectOptions(within(mailer).getByLabelText(en.Cart.lines.quantity), "500");
    await waitFor(() => expect(container.querySelector('[data-busy-state="updatingQuantityQuality"]')).not.toBeNull());
    expect(shop.calls.at(-1)).toEqual({ method: "PUT", path: "orders/R123456789/line_items/11", body: { line_item: { quantity: 500 } } });

    answer({ status: 200, body: repriced });
    await waitFor(() => expect(within(screen.getByTestId("cart-totals")).getByText(en.Cart.totals.total).nextSibling).toHaveTextContent("€1,229.12"));
    expect(within(mailer).getByText("€1,107.00")).toBeInTheDocument();
    expect(within(mailer).getByLabelText(en.Cart.lines.quantity)).toHaveValue("500");
    expect(container.querySelector("[data-busy-state]")).toBeNull();
  });

  it("changes the print quality with the server's option name", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: mailerCart() },
      "PUT orders/R123456789/line_items/11": { status: 200, body: mailerCart() },
    });
    await renderCart(shop);
    const mailer = await screen.findByRole("listitem", { name: "Full-colour mailer boxes" });
    await userEvent.selectOptions(within(mailer).getByLabelText(en.Cart.lines.printQuality), "hd-plus");
    await waitFor(() => expect(shop.callsTo("PUT", "orders/R123456789/line_items/11")).toHaveLength(1));
    expect(shop.callsTo("PUT", "orders/R123456789/line_items/11")[0]!.body).toEqual({ line_item: { options: { print_quality: "hd-plus" } } });
  });

  it("says why a discount code was refused, in the shopper's language, and keeps the totals", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: mailerCart() },
      "PUT orders/R123456789/apply_coupon_code": apiError(400, "coupon_not_found", { field: "coupon_code" }),
    });
    await renderCart(shop, { locale: "de-DE" });
    const field = await screen.findByLabelText(de.Cart.coupon.label);
    await userEvent.type(field, "NOPE10");
    await userEvent.click(screen.getByRole("button", { name: de.Cart.coupon.apply }));

    expect(await screen.findByRole("alert")).toHaveTextContent(de.Cart.errors.coupon_not_found);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(shop.callsTo("PUT", "orders/R123456789/apply_coupon_code")[0]!.body).toEqual({ coupon_code: "NOPE10" });
    expect(within(screen.getByTestId("cart-totals")).getByText(de.Cart.totals.total).nextSibling).toHaveTextContent("€256.62");
  });

  it("refuses a single-use code another cart holds with the used-up words (ADR 0028)", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: mailerCart() },
      "PUT orders/R123456789/apply_coupon_code": apiError(400, "coupon_used_up", { field: "coupon_code" }),
    });
    await renderCart(shop, { locale: "de-DE" });
    const field = await screen.findByLabelText(de.Cart.coupon.label);
    await userEvent.type(field, "ONCE");
    await userEvent.click(screen.getByRole("button", { name: de.Cart.coupon.apply }));
    expect(await screen.findByRole("alert")).toHaveTextContent(de.Cart.errors.coupon_used_up);
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("names the minimum of a code the order is too small for, in the storefront's money", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: mailerCart() },
      "PUT orders/R123456789/apply_coupon_code": apiError(400, "coupon_minimum_not_met", { field: "coupon_code", minimum: 50_000 }),
    });
    await renderCart(shop);
    const field = await screen.findByLabelText(en.Cart.coupon.label);
    await userEvent.type(field, "BIG");
    await userEvent.click(screen.getByRole("button", { name: en.Cart.coupon.apply }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This code applies to orders from €500.00.");
    // The refusal is the field's: a screen reader reads it with the field.
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("This code applies to orders from €500.00.");
  });

  it("adds the configurator's product once with every option, in a new cart, and takes it out of the address", async () => {
    window.history.replaceState(
      null,
      "",
      "/cart?sku=mailer-box-plain-200x150x70&quantity=60&material=cardboard-white-one-side&print_mode=no-print&express=1&paid_assets=service-fsc-certificate&utm_source=mail",
    );
    const created = order([]);
    const withLine = order([productLine({ id: 21, slug: "mailer-box-plain", size: "200x150x70", quantity: 60, price: 100 })], {
      item_total: 6000,
      tax_total: 1380,
      total: 7380,
    });
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": apiError(404, "not_found"),
      "POST v2/orders": { status: 201, body: created },
      "POST v2/orders/R123456789/line_item": { status: 200, body: withLine },
    });
    const first = await renderCart(shop, { strict: true });

    expect(await screen.findByRole("listitem", { name: "Plain mailer boxes" })).toBeInTheDocument();
    expect(shop.callsTo("POST", "v2/orders")).toHaveLength(1);
    expect(shop.callsTo("POST", "v2/orders/R123456789/line_item")).toEqual([
      {
        method: "POST",
        path: "v2/orders/R123456789/line_item",
        body: {
          sku: "mailer-box-plain-200x150x70",
          quantity: 60,
          options: { material: "cardboard-white-one-side", print_mode: "no-print" },
          express_delivery_option_id: "express-production",
          paid_assets: ["service-fsc-certificate"],
          purchase_trigger: "configurator",
        },
      },
    ]);
    expect(`${window.location.pathname}${window.location.search}`).toBe("/cart?utm_source=mail");

    // A reload finds the cleaned address and the cart as it is: nothing is added again.
    first.unmount();
    const reloaded = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: withLine } });
    await renderCart(reloaded, { strict: true });
    expect(await screen.findByRole("listitem", { name: "Plain mailer boxes" })).toBeInTheDocument();
    expect(reloaded.calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("adds the product once also when the cart was already loaded by another page of the visit", async () => {
    const withLine = order([productLine({ id: 21, slug: "mailer-box-plain", size: "200x150x70", quantity: 30, price: 100 })]);
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: order([]) },
      "POST v2/orders/R123456789/line_item": { status: 200, body: withLine },
    });
    vi.stubGlobal("fetch", shop.fetch);
    // A client-side visit: an island loads the cart, then the cart page opens with the configurator's address.
    function Visit() {
      const [onCart, setOnCart] = useState(false);
      return onCart ? (
        <CartPage {...props} />
      ) : (
        <>
          <AddToCartButton line={{ service_name: "warranty" }} name="Warranty" formatter={props.formatter} />
          <button
            type="button"
            onClick={() => {
              window.history.pushState(null, "", "/cart?sku=mailer-box-plain-200x150x70");
              setOnCart(true);
            }}
          >
            open cart
          </button>
        </>
      );
    }
    await renderWithMessages(
      <StrictMode>
        <AppProviders regionId="eu" pathPrefix="">
          <Visit />
        </AppProviders>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Warranty to cart" })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: "open cart" }));
    expect(await screen.findByRole("listitem", { name: "Plain mailer boxes" })).toBeInTheDocument();
    expect(shop.callsTo("POST", "v2/orders/R123456789/line_item")).toHaveLength(1);
    expect(shop.callsTo("POST", "v2/orders/R123456789/line_item")[0]!.body).toMatchObject({ quantity: 30 });
    expect(window.location.search).toBe("");
  });

  it("shows the adding overlay and the server's refusal of a product it does not sell", async () => {
    window.history.replaceState(null, "", "/cart?sku=no-such-box&quantity=30");
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: mailerCart() },
      "POST v2/orders/R123456789/line_item": apiError(400, "invalid_variant", { field: "variant_id" }),
    });
    await renderCart(shop);
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Cart.errors.invalid_variant);
    expect(shop.callsTo("POST", "v2/orders")).toEqual([]);
    expect(window.location.search).toBe("");
  });

  it("adds nothing for options it cannot read, and says so", async () => {
    window.history.replaceState(null, "", "/cart?sku=mailer-box-plain-200x150x70&quantity=60&finish=gold-leaf");
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: mailerCart() } });
    await renderCart(shop);
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Cart.errors.badConfiguration);
    expect(shop.calls.filter((call) => call.method !== "GET")).toEqual([]);
    expect(window.location.search).toBe("");
  });

  it("adds nothing for a quantity it cannot read, and says so", async () => {
    window.history.replaceState(null, "", "/cart?sku=mailer-box-plain-200x150x70&quantity=lots");
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: mailerCart() } });
    await renderCart(shop);
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Cart.errors.badQuantity);
    expect(shop.calls.filter((call) => call.method !== "GET")).toEqual([]);
    expect(window.location.search).toBe("");
  });

  it("is empty when the visitor has no open cart, and creates none just for looking", async () => {
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": apiError(404, "not_found") });
    await renderCart(shop);
    expect(await screen.findByRole("heading", { name: en.Cart.empty.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.Cart.empty.browse })).toHaveAttribute("href", "/products");
    expect(screen.queryByRole("link", { name: en.Cart.checkout })).toBeNull();
    expect(shop.calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("asks before removing a product, then removes it and moves focus to the heading", async () => {
    const afterRemoval = order(
      mailerCart().line_items.filter((line) => line.id !== 13),
      { item_total: 17_503, tax_total: 4026, total: 21_529 },
    );
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: mailerCart() },
      "DELETE orders/R123456789/line_items/13": { status: 200, body: afterRemoval },
    });
    await renderCart(shop);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Plain mailer boxes" }));
    const dialog = screen.getByRole("dialog", { name: en.Cart.remove.title });
    expect(dialog).toHaveTextContent("Plain mailer boxes will be removed from your cart.");
    await userEvent.click(within(dialog).getByRole("button", { name: en.Cart.remove.cancel }));
    expect(shop.callsTo("DELETE", "orders/R123456789/line_items/13")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Remove Plain mailer boxes" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: en.Cart.remove.confirm }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Plain mailer boxes" })).toBeNull());
    expect(shop.callsTo("DELETE", "orders/R123456789/line_items/13")).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
  });

  it("shows a bundle's lines together with one quantity for the whole set", async () => {
    const bundled = order([
      productLine({ id: 31, slug: "mailer-box-eco", size: "250x180x60", quantity: 120, price: 150, bundle_id: 9 }),
      productLine({ id: 32, slug: "kraft-tape", size: "50000x50", quantity: 120, price: 300, bundle_id: 9 }),
    ]);
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: bundled },
      "PATCH v2/bundles": { status: 200, body: bundled },
    });
    await renderCart(shop);
    const bundle = await screen.findByRole("listitem", { name: en.Cart.bundle.title });
    expect(within(bundle).getAllByLabelText(en.Cart.bundle.quantity)).toHaveLength(1);
    expect(within(bundle).queryByLabelText(en.Cart.lines.quantity)).toBeNull();
    expect(within(bundle).getByText("50 mm × 50 m")).toBeInTheDocument();
    await userEvent.selectOptions(within(bundle).getByLabelText(en.Cart.bundle.quantity), "240");
    await waitFor(() => expect(shop.callsTo("PATCH", "v2/bundles")).toHaveLength(1));
    expect(shop.callsTo("PATCH", "v2/bundles")[0]!.body).toEqual({ bundle_id: 9, quantity: 240, order_id: "R123456789" });
  });

  it("plants trees and adds an expert check on the extras' own paths", async () => {
    const withEco = () => {
      const cart = mailerCart();
      cart.line_items.push(productLine({ id: 16, slug: "mailer-box-eco", size: "250x180x60", quantity: 30, price: 150 }));
      return cart;
    };
    const withTrees = withEco();
    withTrees.line_items.push(extraLine({ id: 15, kind: "trees", quantity: 12, price: 100, total: 1200 }));
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: withEco() },
      "POST v1/sustainability/add_tree_line_item": { status: 200, body: withTrees },
      "POST v2/expert_checks": { status: 200, body: withTrees },
    });
    await renderCart(shop);
    const count = await screen.findByLabelText(en.Cart.trees.count);
    await userEvent.clear(count);
    await userEvent.type(count, "12");
    await userEvent.click(screen.getByRole("button", { name: en.Cart.trees.plant }));
    // 12.00 net and the trees' own VAT, as eu shows prices.
    expect(await screen.findByText("12 trees with this order: €14.76")).toBeInTheDocument();
    expect(shop.callsTo("POST", "v1/sustainability/add_tree_line_item")[0]!.body).toEqual({ order_number: "R123456789", quantity: 12 });

    const eco = screen.getByRole("listitem", { name: "Eco mailer boxes" });
    await userEvent.click(within(eco).getByRole("checkbox", { name: "Expert check of my design (+€23.37)" }));
    await waitFor(() => expect(shop.callsTo("POST", "v2/expert_checks")).toHaveLength(1));
    expect(shop.callsTo("POST", "v2/expert_checks")[0]!.body).toEqual({ parent_id: 16 });
  });
});

describe("the cart's line shapes", () => {
  const pack = (fields: Partial<LineItem> = {}) =>
    productLine({
      id: 51,
      slug: "sample-packs",
      size: "300x220x100",
      quantity: 1,
      price: 2000,
      samples: ["mailer-box-eco", "product-box"],
      skipped_design: true,
      ...fields,
    });

  it("lists a sample pack's samples by name and offers nothing a pack does not have", async () => {
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: order([pack()]) } });
    await renderCart(shop);
    const line = await screen.findByRole("listitem", { name: "Sample packs" });

    expect(within(line).getByText(en.Cart.lines.samples).nextSibling).toHaveTextContent("Eco mailer boxes, Product boxes");
    // No size, print quality, design warning or expert check: a pack is a box of the shop's samples.
    for (const note of Object.values(en.Catalog.sizes.note)) expect(within(line).queryByText(note)).toBeNull();
    expect(within(line).queryByText("300 × 220 × 100 mm")).toBeNull();
    expect(within(line).queryByLabelText(en.Cart.lines.printQuality)).toBeNull();
    expect(within(line).queryByText(en.Cart.lines.printQuality)).toBeNull();
    expect(within(line).queryByText(en.Cart.lines.skippedDesign)).toBeNull();
    expect(within(line).queryByRole("checkbox")).toBeNull();
    // Counted in packs, as many as a pack line allows.
    const quantity = within(line).getByLabelText(en.Cart.lines.quantity);
    expect([...quantity.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["1 pack", "2 packs", "3 packs"]);
    // One price, the pack's (20.00 net, 24.60 with VAT): never per piece.
    expect(within(line).getByText("€24.60")).toBeInTheDocument();
    expect(within(line).queryByText(/per piece/)).toBeNull();
  });

  it("shows a line an offer fixed under the offer's name, with its agreed quantity and nothing to change but removal", async () => {
    const offered = productLine({
      id: 7,
      slug: "mailer-box-full-color",
      size: "300x200x100",
      quantity: 750,
      price: 212,
      fixed_price: true,
      name: "Custom mailer 30 x 20 x 10, FSC board",
      quantity_options: [],
    });
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: order([offered]) } });
    await renderCart(shop, { locale: "de-DE" });
    const line = await screen.findByRole("listitem", { name: "Custom mailer 30 x 20 x 10, FSC board" });

    // The shop refuses any change of an agreed line's quantity or quality (409 line_price_fixed), so none is offered.
    expect(within(line).queryByLabelText(de.Cart.lines.quantity)).toBeNull();
    expect(within(line).queryByLabelText(de.Cart.lines.printQuality)).toBeNull();
    expect(within(line).getByText(de.Cart.lines.quantity).nextSibling).toHaveTextContent("750 Stück");
    expect(within(line).getByText(de.Cart.lines.agreedInOffer)).toBeInTheDocument();
    expect(within(line).getByRole("button", { name: de.Cart.lines.removeLabel.replace("{name}", "Custom mailer 30 x 20 x 10, FSC board") })).toBeEnabled();
  });

  it("says which lines the buyer's company price list priced", async () => {
    const negotiated = productLine({ id: 8, slug: "mailer-box-full-color", size: "300x200x100", quantity: 500, price: 199, price_list_id: 4 });
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: order([negotiated]) } });
    await renderCart(shop, { locale: "de-DE" });
    expect(await screen.findByTestId("negotiated-price")).toHaveTextContent(de.PriceLists.negotiated);
  });

  it("asks for the samples of a pack that has none yet", async () => {
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: order([pack({ samples: null })]) } });
    await renderCart(shop);
    const line = await screen.findByRole("listitem", { name: "Sample packs" });
    expect(within(line).getByText(en.Cart.lines.noSamples)).toBeInTheDocument();
    expect(within(line).getByRole("link", { name: en.Cart.lines.chooseSamples })).toHaveAttribute("href", "/sample-packs");
  });

  it("knows a pack and a plain box by their product even without the page's facts", async () => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": {
        status: 200,
        body: order([pack(), productLine({ id: 52, slug: "mailer-box-plain", size: "200x150x70", quantity: 30, price: 112, skipped_design: true })]),
      },
    });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="eu" pathPrefix="">
        <CartPage {...props} catalogue={{}} />
      </AppProviders>,
    );
    await screen.findByText("€24.60");
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByText(en.Cart.lines.skippedDesign)).toBeNull();
  });

  it("offers a plain (designless) box no expert check, print quality or design warning", async () => {
    const plain = productLine({
      id: 53,
      slug: "shipping-box-plain",
      size: "300x200x150",
      quantity: 60,
      price: 200,
      options: { printQuality: "standard" },
      skipped_design: true,
    });
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: order([plain]) } });
    await renderCart(shop);
    const line = await screen.findByRole("listitem", { name: "Plain shipping boxes" });
    expect(within(line).getByText("300 × 200 × 150 mm")).toBeInTheDocument();
    expect(within(line).queryByRole("checkbox")).toBeNull();
    expect(within(line).queryByText(/Expert check/)).toBeNull();
    expect(within(line).queryByLabelText(en.Cart.lines.printQuality)).toBeNull();
    expect(within(line).queryByText(en.Cart.lines.printQuality)).toBeNull();
    expect(within(line).queryByText(en.Cart.lines.skippedDesign)).toBeNull();
    expect(within(line).getByText("€147.60")).toBeInTheDocument();
  });

  it("states a line's configuration in words: material, print, finish, quality, express and FSC", async () => {
    const configured = productLine({
      id: 54,
      slug: "mailer-box-full-color",
      size: "300x220x100",
      quantity: 30,
      price: 460,
      options: { material: "cardboard-coated", printMode: "print-color-hd", finish: "foil-matte", printQuality: "hd-plus" },
      express_delivery_option_id: "express-production",
      paid_assets: [{ asset_type: "service-fsc-certificate" }],
    });
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: order([configured]) } });
    await renderCart(shop);
    const line = await screen.findByRole("listitem", { name: "Full-colour mailer boxes" });
    expect(within(line).getByText(en.Catalog.materials["cardboard-coated"])).toBeInTheDocument();
    expect(within(line).getByText(en.Catalog.printModes["print-color-hd"])).toBeInTheDocument();
    expect(within(line).getByText(en.Catalog.finishes["foil-matte"])).toBeInTheDocument();
    expect(within(line).getByLabelText(en.Cart.lines.printQuality)).toHaveValue("hd-plus");
    expect(within(line).getByText(en.Cart.lines.express)).toBeInTheDocument();
    expect(within(line).getByText(en.Cart.lines.fscCertificate)).toBeInTheDocument();
  });
});

describe("the cart's basis in each kind of storefront", () => {
  it("shows net amounts where VAT is added on top (gb), the server's net figure", async () => {
    const gbLine = { ...productLine({ id: 61, slug: "mailer-box-eco", size: "250x180x60", quantity: 30, price: 150 }), ...amounts(150, 4500, 20) };
    const cart = order([gbLine], { currency: "GBP", region: "gb", vat_rate: 20, price_display: "net-plus-vat" });
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: cart } });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="gb" pathPrefix="">
        <CartPage {...props} formatter={REGIONS.gb.currencyFormatter} />
      </AppProviders>,
    );
    const line = await screen.findByRole("listitem", { name: "Eco mailer boxes" });
    expect(within(line).getByText("£45.00")).toBeInTheDocument();
    expect(within(line).getByText("£1.50 per piece")).toBeInTheDocument();
    expect(screen.getByText("Prices exclude VAT; 20% VAT is added to every order.")).toBeInTheDocument();
  });

  it("shows amounts without VAT where there is none (us)", async () => {
    const usLine = { ...productLine({ id: 62, slug: "mailer-box-eco", size: "250x180x60", quantity: 30, price: 150 }), ...amounts(150, 4500, 0) };
    const cart = order([usLine], { currency: "USD", region: "us", vat_rate: 0, price_display: "no-vat" });
    const shop = fakeShop({ ...SESSION_ROUTES, "GET v2/orders/current": { status: 200, body: cart } });
    vi.stubGlobal("fetch", shop.fetch);
    await renderWithMessages(
      <AppProviders regionId="us" pathPrefix="/en-us">
        <CartPage {...props} formatter={REGIONS.us.currencyFormatter} />
      </AppProviders>,
    );
    const line = await screen.findByRole("listitem", { name: "Eco mailer boxes" });
    expect(within(line).getByText("$45.00")).toBeInTheDocument();
    expect(screen.getByText(en.Cart.prices.noVat)).toBeInTheDocument();
  });
});
