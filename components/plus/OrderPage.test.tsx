import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productNamesOf } from "@/components/account/boxes/sku";
import { storefrontFormatters } from "@/components/orders/OrdersIsland";
import en from "@/messages/en-US.json";
import { OrderPage } from "./OrderPage";
import { OrdersPage } from "./OrdersPage";
import { PersonalDetailsPage } from "./PersonalDetailsPage";
import { buyer, fakePlusApi, lineJson, orderJson, renderInStorefront, signIn } from "./testing";

const t = en.Plus;
const names = productNamesOf(en.Products);
const formatters = storefrontFormatters("en-US");

const unpaid = orderJson({
  number: "R400000001",
  state: "payment",
  payment_state: "FAILED",
  completed_at: null,
  total: 19940,
  amount_paid: 0,
  amount_due: 19940,
  line_items: [
    lineJson({ id: 1, quantity: 250, price: 60, total: 15000, box_design_id: 44 }),
    lineJson({ id: 2, kind: "service", sku: null, service_name: "warranty", variant: null, product: null, quantity: 1, price: 0, total: 0 }),
  ],
});
const placed = orderJson({ number: "R400000002", completed_at: "2026-03-18T10:00:00.000Z", total: 123456, region: "pl", currency: "PLN" });

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the buyer's orders in the dashboard", () => {
  it("lists the orders with their state, payment and total, each opening inside the dashboard", async () => {
    fakePlusApi({ plusTerms: true, orders: [placed, unpaid] });
    await renderInStorefront(<OrdersPage formatters={formatters} />);
    const [first, second] = await screen.findAllByTestId("plus-order-row");
    // A Polish order on the EU storefront's English page: zloty, with the page's separators.
    expect(within(first!).getByText("zł1,234.56")).toBeInTheDocument();
    expect(within(first!).getByRole("link", { name: "Details of order R400000002" })).toHaveAttribute("href", "/boxwright-plus/orders/R400000002/details");
    expect(within(second!).getByText(en.Orders.payment.FAILED)).toBeInTheDocument();
    expect(within(second!).getByText(en.Orders.state.payment)).toBeInTheDocument();
  });

  it("shows where an order's payment stands, what is still due, and the way to pay", async () => {
    fakePlusApi({ plusTerms: true, orders: [unpaid] });
    await renderInStorefront(<OrderPage number="R400000001" view="payment-summary" formatters={formatters} productNames={names} />);
    expect(await screen.findByText(en.Orders.paymentMeaning.FAILED)).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("€199.40");
    expect(screen.getByTestId("amount-due")).toHaveTextContent("€199.40");
    expect(screen.getByRole("link", { name: en.Orders.payNow })).toHaveAttribute("href", "/order/R400000001/payment");
    const tabs = within(screen.getByRole("navigation", { name: "Pages of order R400000001" }));
    expect(tabs.getByRole("link", { name: t.order.tab["payment-summary"] })).toHaveAttribute("aria-current", "page");
    expect(tabs.getByRole("link", { name: t.order.tab.items })).toHaveAttribute("href", "/boxwright-plus/orders/R400000001/items");
  });

  it("thanks the buyer for a placed order", async () => {
    fakePlusApi({ plusTerms: true, orders: [placed] });
    await renderInStorefront(<OrderPage number="R400000002" view="placed" formatters={formatters} productNames={names} />, { regionId: "pl" });
    expect(screen.getByRole("heading", { level: 1, name: t.order.thanks })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Order R400000002 is placed" })).toBeInTheDocument();
    // The Polish storefront read in English: zloty written the English way (the page's locale), not Poland's "1 234,56 zł".
    expect(screen.getByText("zł1,234.56")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: t.order.payNow })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.order.followOrder })).toHaveAttribute("href", "/boxwright-plus/orders/R400000002/details");
  });

  it("lists an order's lines and orders a product line again", async () => {
    const api = fakePlusApi({ plusTerms: true, orders: [unpaid], cart: orderJson({ number: "R300000009", state: "cart", line_items: [] }) });
    const { router } = await renderInStorefront(<OrderPage number="R400000001" view="items" formatters={formatters} productNames={names} />);
    const lines = await screen.findAllByTestId("plus-order-line");
    expect(within(lines[0]!).getByText("200 × 150 × 70 mm")).toBeInTheDocument();
    expect(within(lines[1]!).getByText(en.Orders.services.warranty)).toBeInTheDocument();
    expect(within(lines[1]!).queryByRole("button")).not.toBeInTheDocument();

    const mailer = en.Products["mailer-box-full-color"].name;
    fireEvent.click(within(lines[0]!).getByRole("button", { name: `Order again: ${mailer}` }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
    expect(api.to("POST", "v2/orders/R300000009/line_item")[0]!.body).toEqual({
      sku: "mailer-box-full-color-200x150x70",
      quantity: 250,
      box_design_id: 44,
      purchase_trigger: "plus_reorder",
    });
  });

  it("states lines and totals on the storefront's basis, with VAT where it shows gross prices", async () => {
    const gross = orderJson({
      number: "R400000003",
      item_total: 15000,
      ship_total: 1490,
      tax_total: 3793,
      total: 20283,
      item_total_with_vat: 18450,
      ship_total_with_vat: 1833,
      customs_total: 0,
      customs_total_with_vat: 0,
      promo_total_with_vat: 0,
      vat_rate: 23,
      price_display: "gross",
      reverse_charge: false,
      line_items: [lineJson({ id: 1, quantity: 250, price: 60, price_with_vat: 74, total: 15000, total_with_vat: 18450 })],
    });
    fakePlusApi({ plusTerms: true, orders: [gross] });
    const items = await renderInStorefront(<OrderPage number="R400000003" view="items" formatters={formatters} productNames={names} />);
    const [line] = await screen.findAllByTestId("plus-order-line");
    expect(line).toHaveTextContent("€184.50");
    expect(line).not.toHaveTextContent("€150.00");
    items.unmount();

    await renderInStorefront(<OrderPage number="R400000003" view="payment-summary" formatters={formatters} productNames={names} />);
    expect(await screen.findByText("€18.33")).toBeInTheDocument();
    expect(screen.getByText("€184.50")).toBeInTheDocument();
    expect(screen.queryByText("€150.00")).not.toBeInTheDocument();
  });

  it("shows an offered line as offered: its custom size, options and notes, on the details and the items", async () => {
    const offered = orderJson({
      number: "R400000007",
      channel: "custom",
      line_items: [
        lineJson({
          id: 1,
          sku: "mailer-box-full-color-300x200x100",
          name: "Mailer box, FSC",
          description: "custom size, FSC board",
          options: { material: "cardboard-coated" },
          offer_line_item_id: 71,
        }),
      ],
    });
    fakePlusApi({ plusTerms: true, orders: [offered] });
    const details = await renderInStorefront(<OrderPage number="R400000007" view="details" formatters={formatters} productNames={names} />);
    expect(await screen.findByTestId("line-description")).toHaveTextContent("custom size, FSC board");
    expect(screen.getByTestId("line-configuration")).toHaveTextContent(en.Catalog.materials["cardboard-coated"]);
    details.unmount();
    await renderInStorefront(<OrderPage number="R400000007" view="items" formatters={formatters} productNames={names} />);
    const line = within(await screen.findByTestId("plus-order-line"));
    expect(line.getByText("custom size, FSC board")).toBeInTheDocument();
    expect(line.getByText("300 × 200 × 100 mm")).toBeInTheDocument();
    expect(line.queryByText(/20 × 15 × 7/)).not.toBeInTheDocument();
  });

  it("says so when the order is not the buyer's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakePlusApi({ plusTerms: true, orders: [] });
    await renderInStorefront(<OrderPage number="R999999999" view="items" formatters={formatters} productNames={names} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Orders.order.notFound);
  });
});

describe("the buyer's company details", () => {
  it("shows the saved details and saves changes as a business customer", async () => {
    const api = fakePlusApi({ plusTerms: true });
    await renderInStorefront(<PersonalDetailsPage />);
    const company = await screen.findByRole("textbox", { name: t.personal.companyName });
    expect(company).toHaveValue("Kartonwerk GmbH");
    expect(screen.getByRole("textbox", { name: t.personal.phone })).toHaveValue("+49 30 1234567");

    fireEvent.change(company, { target: { value: "  Kartonwerk Berlin GmbH " } });
    fireEvent.change(screen.getByRole("textbox", { name: t.personal.vatId }), { target: { value: "DE123456789" } });
    fireEvent.click(screen.getByRole("button", { name: t.personal.save }));

    expect(await screen.findByRole("status")).toHaveTextContent(t.personal.saved);
    const [saved] = api.to("PUT", `users/${buyer.id}`);
    expect(saved!.body).toEqual({
      customer_type: "b2b",
      company_name: "Kartonwerk Berlin GmbH",
      vat_id: "DE123456789",
      phone: "+49 30 1234567",
      first_name: "Ada",
      last_name: "Lovelace",
    });
    expect(api.user().company_name).toBe("Kartonwerk Berlin GmbH");
  });

  it("asks for the company name before sending, and keeps what was typed when the shop refuses a field", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakePlusApi({ plusTerms: true });
    await renderInStorefront(<PersonalDetailsPage />);
    const company = await screen.findByRole("textbox", { name: t.personal.companyName });
    fireEvent.change(company, { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: t.personal.save }));
    expect(await screen.findByText(t.personal.companyRequired)).toBeInTheDocument();
    expect(api.to("PUT", `users/${buyer.id}`)).toHaveLength(0);

    api.fail("PUT", `users/${buyer.id}`, {
      status: 400,
      code: "invalid_request",
      details: [{ path: "phone", code: "invalid_format", message: "digits only" }],
    });
    fireEvent.change(company, { target: { value: "Kartonwerk" } });
    const phone = screen.getByRole("textbox", { name: t.personal.phone });
    fireEvent.change(phone, { target: { value: "call me" } });
    fireEvent.click(screen.getByRole("button", { name: t.personal.save }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.personal.checkFields);
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveValue("call me");
    expect(company).toHaveValue("Kartonwerk");
  });
});
