import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productNamesOf } from "@/components/account/boxes/sku";
import en from "@/messages/en-US.json";
import { ItemsPage } from "./ItemsPage";
import { buyer, fakePlusApi, lineJson, orderJson, renderInStorefront, signIn, type PlusShopState } from "./testing";

const t = en.Plus.items;
const names = productNamesOf(en.Products);
const mailerName = en.Products["mailer-box-full-color"].name;

/** The same designed mailer ordered twice (300 pieces last), a plain shipping box, and what must stay out. */
const orders = [
  orderJson({
    number: "R200000002",
    completed_at: "2026-03-20T10:00:00.000Z",
    line_items: [
      lineJson({
        id: 21,
        quantity: 300,
        box_design_id: 44,
        options: { printQuality: "hd-plus", printMode: "bogus" },
        thumbnail: "/api/box_designs/44/thumbnail?v=2",
      }),
      lineJson({ id: 22, kind: "service", sku: null, service_name: "warranty", variant: null, product: null, quantity: 1 }),
    ],
  }),
  orderJson({
    number: "R200000001",
    completed_at: "2026-02-02T10:00:00.000Z",
    line_items: [
      lineJson({ id: 11, quantity: 100, box_design_id: 44 }),
      lineJson({
        id: 12,
        sku: "shipping-box-300x200x150",
        quantity: 50,
        variant: { id: 301, sku: "shipping-box-300x200x150", external_pim_sku: "PIM-301", name: "Shipping boxes 300x200x150" },
        product: { id: 9, slug: "shipping-box", name: "Shipping boxes" },
      }),
    ],
  }),
  // Another storefront's order and a canceled one are not items to reorder here.
  orderJson({
    number: "R200000003",
    region: "pl",
    currency: "PLN",
    line_items: [lineJson({ id: 31, sku: "paper-bag-250x350", product: { id: 2, slug: "paper-bag", name: "Paper bags" } })],
  }),
  orderJson({
    number: "R200000004",
    state: "canceled",
    line_items: [lineJson({ id: 41, sku: "poly-mailer-250x350", product: { id: 3, slug: "poly-mailer", name: "Poly mailers" } })],
  }),
];

async function renderItems(state: PlusShopState = {}) {
  const api = fakePlusApi({ plusTerms: true, orders, ...state });
  const rendered = await renderInStorefront(<ItemsPage productNames={names} />);
  return { api, ...rendered };
}

async function card(name: string) {
  const heading = await screen.findByRole("heading", { level: 2, name });
  return within(heading.closest("li")!);
}

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the buyer's items", () => {
  it("lists each product and design once, as last ordered, from this storefront's placed orders", async () => {
    await renderItems();
    const rows = await screen.findAllByTestId("plus-item");
    expect(rows).toHaveLength(2);

    const mailer = within(rows[0]!);
    expect(mailer.getByRole("heading", { name: mailerName })).toBeInTheDocument();
    expect(mailer.getByText("200 × 150 × 70 mm · printed with your design")).toBeInTheDocument();
    expect(mailer.getByText("Last ordered: 300 pieces on March 20, 2026")).toBeInTheDocument();
    expect(mailer.getByRole("img", { name: `Preview of ${mailerName}` })).toHaveAttribute("src", "/api/box_designs/44/thumbnail?v=2");

    const shipping = within(rows[1]!);
    expect(shipping.getByRole("heading", { name: en.Products["shipping-box"].name })).toBeInTheDocument();
    expect(shipping.getByText("300 × 200 × 150 mm")).toBeInTheDocument();
    expect(shipping.getByText("Last ordered: 50 pieces on February 2, 2026")).toBeInTheDocument();
    expect(shipping.getByText(t.noThumbnail)).toBeInTheDocument();

    expect(screen.queryByRole("heading", { name: en.Products["paper-bag"].name })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: en.Products["poly-mailer"].name })).not.toBeInTheDocument();
  });

  it("says which items were last bought at the company's negotiated price", async () => {
    const negotiated = orderJson({
      number: "R200000005",
      completed_at: "2026-04-01T10:00:00.000Z",
      line_items: [lineJson({ id: 51, quantity: 500, box_design_id: 44, price_list_id: 4 })],
    });
    await renderItems({ orders: [negotiated, ...orders] });
    const [mailer, shipping] = await screen.findAllByTestId("plus-item");
    expect(within(mailer!).getByTestId("plus-item-negotiated")).toHaveTextContent(en.PriceLists.negotiated);
    expect(within(shipping!).queryByTestId("plus-item-negotiated")).not.toBeInTheDocument();
  });

  it("orders an item again into a new cart, with its design, quantity and options, then opens the cart", async () => {
    // The client logs the 404 that says there is no open cart yet.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api, router } = await renderItems({ cart: null });
    fireEvent.click((await card(mailerName)).getByRole("button", { name: `Order again: ${mailerName}` }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
    expect(api.to("POST", "v2/orders")).toHaveLength(1);
    const [added] = api.to("POST", "v2/orders/R900000001/line_item");
    // Only the options a new line takes go along; what the catalogue does not know stays behind.
    expect(added!.body).toEqual({
      sku: "mailer-box-full-color-200x150x70",
      quantity: 300,
      box_design_id: 44,
      options: { print_quality: "hd-plus" },
      purchase_trigger: "plus_reorder",
    });
    expect(api.cart()!.line_items).toEqual([expect.objectContaining({ sku: "mailer-box-full-color-200x150x70", quantity: 300, box_design_id: 44 })]);
  });

  it("orders an offer's line again through its offer, at the offer's price, and asks for a new quote once that price has ended", async () => {
    const offered = orderJson({
      number: "R200000005",
      channel: "custom",
      completed_at: "2026-03-25T10:00:00.000Z",
      line_items: [
        lineJson({
          id: 51,
          sku: "shipping-box-300x200x150",
          quantity: 250,
          offer_line_item_id: 77,
          name: "Shipping box, FSC",
          description: "custom size, FSC board",
        }),
      ],
    });
    const { api, router } = await renderItems({ orders: [offered], expiredOfferLines: [] });
    fireEvent.click((await card("Shipping box, FSC")).getByRole("button", { name: /^Order again/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
    expect(api.to("POST", "v2/offer_line_items/77/order_again")).toHaveLength(1);
    expect(api.to("POST", "v2/orders")).toHaveLength(0);
  });

  it("sends an offer's line whose price has ended to a new quote request for the same product and quantity", async () => {
    const offered = orderJson({
      number: "R200000005",
      channel: "custom",
      completed_at: "2026-03-25T10:00:00.000Z",
      line_items: [lineJson({ id: 51, sku: "shipping-box-300x200x150", quantity: 250, offer_line_item_id: 77, name: "Shipping box, FSC" })],
    });
    const { router } = await renderItems({ orders: [offered], expiredOfferLines: [77] });
    fireEvent.click((await card("Shipping box, FSC")).getByRole("button", { name: /^Order again/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/quote?mode=0&product=shipping-box&quantity=250"));
  });

  it("adds to the open cart when there is one, without making another", async () => {
    const cart = orderJson({ number: "R300000009", state: "cart", line_items: [lineJson({ id: 90, sku: "paper-bag-250x350" })] });
    const { api, router } = await renderItems({ cart });
    const shipping = en.Products["shipping-box"].name;
    fireEvent.click((await card(shipping)).getByRole("button", { name: `Order again: ${shipping}` }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
    expect(api.to("POST", "v2/orders")).toHaveLength(0);
    const [added] = api.to("POST", "v2/orders/R300000009/line_item");
    expect(added!.body).toEqual({ sku: "shipping-box-300x200x150", quantity: 50, purchase_trigger: "plus_reorder" });
    expect(api.cart()!.line_items).toHaveLength(2);
  });

  it("says why an item cannot be ordered again and stays on the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api, router } = await renderItems({ cart: orderJson({ number: "R300000009", state: "cart", line_items: [] }) });
    api.fail("POST", "v2/orders/R300000009/line_item", { status: 422, code: "design_not_found", details: { field: "box_design_id" } });
    const mailer = await card(mailerName);
    const again = `Order again: ${mailerName}`;
    fireEvent.click(mailer.getByRole("button", { name: again }));

    expect(await mailer.findByRole("alert")).toHaveTextContent(t.designGone);
    expect(router.push).not.toHaveBeenCalled();
    expect(mailer.getByRole("button", { name: again })).toBeEnabled();

    api.fail("POST", "v2/orders/R300000009/line_item", { status: 500, code: "internal_error" });
    fireEvent.click(mailer.getByRole("button", { name: again }));
    await waitFor(() => expect(mailer.getByRole("alert")).toHaveTextContent(t.failed));
  });

  it("has an empty state that leads to the business catalogue", async () => {
    await renderItems({ orders: [] });
    expect(await screen.findByRole("heading", { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.emptyAction })).toHaveAttribute("href", "/plus/catalogue");
    expect(screen.queryByTestId("plus-item")).not.toBeInTheDocument();
  });

  it("asks for the orders with the buyer's token and the storefront", async () => {
    const { api } = await renderItems();
    await screen.findAllByTestId("plus-item");
    expect(api.to("GET", "orders/mine")[0]!.headers).toMatchObject({ "X-Api-Token": buyer.spree_api_key, "X-Region": "eu" });
  });
});
