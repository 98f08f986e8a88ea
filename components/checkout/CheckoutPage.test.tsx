import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { addressCountries } from "@/regions/countries";
import { REGIONS } from "@/regions";
import { CheckoutPage } from "./CheckoutPage";
import { browser } from "./navigation";
import { address, checkout, euro, fakeShop, order, refusal, renderIsland, sessionRoutes, signIn } from "./testing";
import type { Checkout } from "./types";

const countries = addressCountries(REGIONS.eu, "en-US");
const page = <CheckoutPage countries={countries} homeCountry="DE" formatter={euro} />;

/** The open cart's checkout; later answers replace it as the server would. */
function shopWith(initial: Checkout, routes: Parameters<typeof fakeShop>[0] = {}) {
  return fakeShop({
    ...sessionRoutes,
    "GET v2/orders/current": { body: initial.order },
    "GET checkouts/R100": { body: initial },
    ...routes,
  });
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the checkout page", () => {
  it.each([
    ["cart", en.Checkout.details.title, en.Checkout.steps.details],
    ["address", en.Checkout.delivery.title, en.Checkout.steps.delivery],
    ["delivery", en.Checkout.summary.title, en.Checkout.steps.summary],
    ["payment", en.Checkout.summary.title, en.Checkout.steps.summary],
  ] as const)("shows the step an order at '%s' is at", async (state, heading, step) => {
    shopWith(checkout({ state, email: "ada@example.com", ship_address: address, bill_address: address, shipment_type: "courier" }));
    await renderIsland(page);
    expect(await screen.findByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    const steps = screen.getByRole("navigation", { name: en.Checkout.steps.label });
    expect(within(steps).getByText(step).closest("li")).toHaveAttribute("aria-current", "step");
  });

  it("shows each product line of the summary with the product's photo beside its name", async () => {
    shopWith(checkout({ state: "delivery", email: "ada@example.com", ship_address: address, bill_address: address, shipment_type: "courier" }));
    await renderIsland(page);
    await screen.findByRole("heading", { level: 2, name: en.Checkout.summary.title });
    const picture = screen.getByRole("table").querySelector("tbody img");
    // The picture the server sends with the line (no design yet: the product closed, in its first board).
    expect(picture).toHaveAttribute("src", "/build/shared-images/products/mailer-box-full-color/cardboard-white-one-side-closed-320.webp");
    expect(picture).toHaveAttribute("alt", "");
  });

  it("sends an empty cart back to the cart, in the storefront's own paths", async () => {
    fakeShop({ ...sessionRoutes, "GET v2/orders/current": refusal(404, "not_found") });
    await renderIsland(page, { regionId: "pl", locale: "pl-PL" });
    const link = await screen.findByRole("link", { name: pl.Checkout.empty.cart });
    expect(link).toHaveAttribute("href", "/koszyk");
  });

  it("saves the order details, records the consents and moves on to delivery", async () => {
    const user = userEvent.setup();
    const shop = shopWith(checkout(), {
      "PUT orders/R100": ({ body }) => ({ body: order({ ...(body as { order: object }).order }) }),
      "POST v2/orders/consents": { body: { email: "orders@kartonwerk.de", consents: [] } },
      "PUT checkouts/R100": { body: checkout({ state: "address" }) },
      "GET addresses/validate_vat": { body: { valid: true, normalized: "DE136695976", reason: null } },
    });
    await renderIsland(page);
    await screen.findByRole("heading", { name: en.Checkout.details.title });

    const email = screen.getByLabelText(en.Checkout.details.email);
    await user.clear(email);
    await user.type(email, "orders@kartonwerk.de");
    await user.click(screen.getByLabelText(en.Checkout.details.b2b));
    await user.type(screen.getByLabelText(en.Checkout.details.companyName), "Kartonwerk GmbH");
    await user.type(screen.getByLabelText(new RegExp(en.Checkout.details.vatId)), "DE136695976");
    await user.click(screen.getByRole("button", { name: en.Checkout.details.checkVat }));
    expect(await screen.findByText(en.Checkout.details.vatValid)).toBeInTheDocument();
    // A business's own reference for the invoice (its purchase order), printed on the invoice.
    await user.type(screen.getByLabelText(new RegExp(en.Checkout.details.invoiceReference)), " PO-2211 ");
    await user.type(screen.getByLabelText(en.Checkout.details.street), "Kartonstraße 1");
    await user.type(screen.getByLabelText(en.Checkout.details.zipCode), "10115");
    await user.type(screen.getByLabelText(en.Checkout.details.city), "Berlin");
    await user.type(screen.getByLabelText(new RegExp(en.Checkout.details.phone)), "+49 30 1234567");
    await user.click(screen.getByLabelText(en.Checkout.details.proforma));
    await user.click(screen.getByLabelText(en.Checkout.details.terms));
    await user.click(screen.getByRole("button", { name: en.Checkout.details.submit }));

    expect(await screen.findByRole("heading", { name: en.Checkout.delivery.title })).toBeInTheDocument();
    const deliveryAddress = { ...address, company_name: "Kartonwerk GmbH", phone: "+49 30 1234567" };
    expect(shop.to("PUT", "orders/R100")[0]!.body).toEqual({
      order: {
        email: "orders@kartonwerk.de",
        customer_type: "b2b",
        vat_id: "DE136695976",
        invoice_type: "proforma",
        invoice_reference: "PO-2211",
        ship_address: deliveryAddress,
        bill_address: deliveryAddress,
      },
    });
    expect(shop.to("POST", "v2/orders/consents")[0]!.body).toEqual({
      order_id: "R100",
      consents: [
        { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
        { type: "newsletter", status: "declined" },
      ],
    });
    const move = shop.to("PUT", "checkouts/R100")[0]!;
    expect(move.query.get("state")).toBe("address");
    // The details were saved before the order moved on.
    expect(shop.sent.indexOf(shop.to("PUT", "orders/R100")[0]!)).toBeLessThan(shop.sent.indexOf(move));
  });

  it("asks for the order consent before sending details without the terms", async () => {
    const user = userEvent.setup();
    const shop = shopWith(checkout({ email: "ada@example.com", ship_address: address, bill_address: address }), {
      "PUT orders/R100": { body: order() },
      "POST v2/orders/consents": { body: { email: "ada@example.com", consents: [] } },
      "PUT checkouts/R100": { body: checkout({ state: "address" }) },
    });
    await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: en.Checkout.details.submit }));
    const dialog = await screen.findByRole("dialog", { name: en.Checkout.consent.title });
    expect(shop.to("PUT", "orders/R100")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: en.Checkout.consent.accept }));
    expect(await screen.findByRole("heading", { name: en.Checkout.delivery.title })).toBeInTheDocument();
    expect(shop.to("POST", "v2/orders/consents")[0]!.body).toMatchObject({
      consents: [{ type: "terms_and_conditions_and_privacy_policy", status: "granted" }, expect.anything()],
    });
  });

  it("shows the server's refusal next to the field, in the shopper's language", async () => {
    const user = userEvent.setup();
    shopWith(checkout({ email: "ada@example.com", ship_address: address, bill_address: address }), {
      "PUT orders/R100": { body: order() },
      "POST v2/orders/consents": { body: { email: "ada@example.com", consents: [] } },
      "PUT checkouts/R100": refusal(422, "country_not_shipped", { field: "ship_address.country_iso" }),
    });
    await renderIsland(page, { locale: "de-DE" });
    await user.click(await screen.findByLabelText(de.Checkout.details.terms));
    await user.click(screen.getByRole("button", { name: de.Checkout.details.submit }));
    const country = screen.getByRole("combobox", { name: de.Checkout.details.country });
    await waitFor(() => expect(country).toHaveAccessibleDescription(de.Checkout.errors.country_not_shipped));
    expect(country).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("heading", { name: de.Checkout.details.title })).toBeInTheDocument();
  });

  it("opens a company member's order with the company's details, its invoice reference among them, which the member may change", async () => {
    const user = userEvent.setup();
    const billed = { ...address, company_name: "Kartonwerk GmbH" };
    const shop = shopWith(
      checkout({
        email: "ada@example.com",
        customer_type: "b2b",
        vat_id: "DE136695976",
        invoice_reference: "PO-2211",
        ship_address: billed,
        bill_address: billed,
      }),
      {
        "PUT orders/R100": { body: order() },
        "POST v2/orders/consents": { body: { email: "ada@example.com", consents: [] } },
        "PUT checkouts/R100": { body: checkout({ state: "address" }) },
      },
    );
    await renderIsland(page);
    const reference = await screen.findByLabelText(new RegExp(en.Checkout.details.invoiceReference));
    expect(reference).toHaveValue("PO-2211");
    expect(screen.getByLabelText(en.Checkout.details.companyName)).toHaveValue("Kartonwerk GmbH");
    await user.clear(reference);
    await user.type(reference, "PO-3300");
    await user.click(screen.getByLabelText(en.Checkout.details.terms));
    await user.click(screen.getByRole("button", { name: en.Checkout.details.submit }));
    await waitFor(() => expect(shop.to("PUT", "orders/R100")).toHaveLength(1));
    expect(shop.to("PUT", "orders/R100")[0]!.body).toMatchObject({ order: { customer_type: "b2b", vat_id: "DE136695976", invoice_reference: "PO-3300" } });
  });

  it("marks empty required fields without calling the shop", async () => {
    const user = userEvent.setup();
    const shop = shopWith(checkout());
    await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: en.Checkout.details.submit }));
    expect(screen.getByLabelText(en.Checkout.details.street)).toHaveAccessibleDescription(en.Checkout.errors.required);
    expect(shop.to("PUT", "orders/R100")).toHaveLength(0);
  });

  it("saves the delivery choice, shows the new totals and goes on with the chosen payment method", async () => {
    const user = userEvent.setup();
    const details = { state: "address", email: "ada@example.com", ship_address: address, bill_address: address } as const;
    const shop = shopWith(checkout(details), {
      "PUT orders/R100": { body: order({ ...details, shipment_type: "courier", ship_total: 1490, total: 31010 }) },
      "PUT checkouts/R100": { body: checkout({ ...details, state: "delivery", shipment_type: "courier", ship_total: 1490, total: 31010 }) },
    });
    await renderIsland(page);
    const courier = await screen.findByRole("radio", { name: new RegExp(en.Checkout.shipping.courier) });
    // A storefront that shows gross prices states the delivery with its VAT, as its totals do (14.90 net).
    expect(courier.closest("label")).toHaveTextContent("€18.33");
    expect(courier.closest("label")).toHaveTextContent("Free from €615.00");

    await user.click(screen.getByRole("button", { name: en.Checkout.delivery.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(en.Checkout.errors.chooseShipping);

    await user.click(courier);
    await waitFor(() => expect(screen.getByTestId("order-total")).toHaveTextContent("€310.10"));
    expect(shop.to("PUT", "orders/R100")[0]!.body).toEqual({ order: { shipment_type: "courier" } });

    await user.click(screen.getByRole("radio", { name: new RegExp(en.Checkout.paymentMethods.check) }));
    await user.click(screen.getByRole("button", { name: en.Checkout.delivery.submit }));
    expect(await screen.findByRole("heading", { name: en.Checkout.summary.title })).toBeInTheDocument();
    expect(shop.to("PUT", "checkouts/R100")[0]!.query.get("state")).toBe("delivery");
    // The summary remembers the method chosen on the delivery step.
    expect(screen.getByRole("button", { name: en.Checkout.summary.placeOrder })).toBeInTheDocument();
  });

  it("offers the Warsaw pick-up point with its maps link", async () => {
    shopWith(
      checkout(
        { state: "address", email: "ada@example.com", ship_address: { ...address, country_iso: "PL" }, bill_address: address },
        {
          shipping_methods: [
            {
              type: "pick-up",
              method: "pick-up",
              price: 0,
              price_with_vat: 0,
              free_from: null,
              free_from_with_vat: null,
              delivery_days: 3,
              pick_up_point: {
                street: "ul. Magazynowa 5",
                zip_code: "05-090",
                city: "Janki",
                maps_url: "https://www.google.com/maps/search/?api=1&query=Janki",
              },
            },
          ],
        },
      ),
    );
    await renderIsland(page);
    const option = (await screen.findByRole("radio", { name: new RegExp(en.Checkout.shipping.pickUp) })).closest("label")!;
    expect(option).toHaveTextContent("ul. Magazynowa 5, 05-090 Janki");
    expect(option).toHaveTextContent(en.Checkout.delivery.free);
    // The island here speaks American English (en-US); the British storefronts say "working days".
    expect(option).toHaveTextContent("Delivered in 3 business days");
    expect(within(option).getByRole("link", { name: en.Checkout.delivery.map })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Janki",
    );
  });

  it("sends the shopper back to the details form when the server finds them incomplete", async () => {
    const user = userEvent.setup();
    const details = {
      state: "address",
      email: "b2b@example.com",
      customer_type: "b2b",
      ship_address: address,
      bill_address: address,
      shipment_type: "courier",
    } as const;
    const shop = shopWith(checkout(details), {
      "PUT checkouts/R100": ({ query }) =>
        query.get("state") === "delivery"
          ? refusal(422, "company_required", { field: "bill_address.company_name" })
          : { body: checkout({ ...details, state: "cart" }) },
    });
    await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: en.Checkout.delivery.submit }));
    const company = await screen.findByLabelText(en.Checkout.details.companyName);
    expect(company).toHaveAccessibleDescription(en.Checkout.errors.company_required);
    expect(shop.to("PUT", "checkouts/R100").map((request) => request.query.get("state"))).toEqual(["delivery", "cart"]);
  });
  it("goes back to an earlier step by moving the order back", async () => {
    const user = userEvent.setup();
    const placed = { state: "delivery", email: "ada@example.com", ship_address: address, bill_address: address, shipment_type: "courier" } as const;
    const shop = shopWith(checkout(placed), { "PUT checkouts/R100": { body: checkout({ ...placed, state: "cart" }) } });
    await renderIsland(page);
    await screen.findByRole("heading", { name: en.Checkout.summary.title });
    await user.click(within(screen.getByRole("navigation", { name: en.Checkout.steps.label })).getByRole("button", { name: en.Checkout.steps.details }));
    expect(await screen.findByRole("heading", { name: en.Checkout.details.title })).toBeInTheDocument();
    expect(shop.to("PUT", "checkouts/R100")[0]!.query.get("state")).toBe("cart");
    // The form starts from what the order holds.
    expect(screen.getByLabelText(en.Checkout.details.street)).toHaveValue(address.street);
  });
});

describe("paying from the summary", () => {
  const placed = {
    state: "delivery",
    email: "ada@example.com",
    ship_address: address,
    bill_address: address,
    shipment_type: "courier",
    ship_total: 1490,
    total: 31010,
  } as const;

  it("announces a bank transfer with payments_attributes and shows the payment summary", async () => {
    window.sessionStorage.setItem("checkout-payment:R100", "check");
    const user = userEvent.setup();
    const shop = shopWith(checkout(placed), {
      "PUT checkouts/R100": ({ query }) =>
        query.get("state")
          ? { body: checkout({ ...placed, state: "payment" }) }
          : { body: checkout({ ...placed, state: "complete", payment_state: "WAITING" }) },
    });
    const { router } = await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: en.Checkout.summary.placeOrder }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary"));
    const [move, transfer] = shop.to("PUT", "checkouts/R100");
    expect(move!.query.get("state")).toBe("payment");
    expect(transfer!.body).toEqual({ order: { payments_attributes: [{ payment_method_id: 2 }] } });
  });

  it("lists a line accepted from a custom offer under the name it was offered under", async () => {
    const offered = { ...order().line_items[0]!, name: "Mailer box with the Kraft & Co. logo" };
    shopWith(checkout({ ...placed, line_items: [offered] }));
    await renderIsland(page);
    const lines = within(await screen.findByRole("region", { name: en.Checkout.summary.lines }));
    expect(lines.getByText("Mailer box with the Kraft & Co. logo")).toBeInTheDocument();
    expect(lines.queryByText("Mailer box 200×150×70")).not.toBeInTheDocument();
    // Its size is still stated, from the line's sku, as the offer and the invoice state it.
    expect(lines.getByTestId("line-configuration")).toHaveTextContent("200 × 150 × 70 mm");
  });

  it("shows the summary's lines and delivery on the storefront's basis: with VAT in eu, as the totals beside them", async () => {
    shopWith(checkout(placed));
    await renderIsland(page);
    const lines = within(await screen.findByRole("region", { name: en.Checkout.summary.lines }));
    // 30 pieces, 240.00 net, 295.20 with the line's own 23% VAT.
    expect(lines.getByText("€295.20")).toBeInTheDocument();
    expect(lines.queryByText("€240.00")).not.toBeInTheDocument();
    // The courier: 14.90 net, 18.33 with its VAT.
    expect(screen.getByRole("region", { name: en.Checkout.steps.delivery })).toHaveTextContent("€18.33");
  });

  it("shows the summary's lines net where VAT is added on top (gb)", async () => {
    const gbLine = { ...order().line_items[0]!, price_with_vat: 960, total_with_vat: 28_800 };
    shopWith(checkout({ ...placed, currency: "GBP", vat_rate: 20, price_display: "net-plus-vat", line_items: [gbLine] }));
    await renderIsland(page);
    const lines = within(await screen.findByRole("region", { name: en.Checkout.summary.lines }));
    expect(lines.getByText("€240.00")).toBeInTheDocument();
    expect(lines.queryByText("€288.00")).not.toBeInTheDocument();
  });

  it("asks the company's approvers when the order is above the buyer's spending limit, and says so instead of paying (ADR 0055)", async () => {
    const user = userEvent.setup();
    const shop = shopWith(checkout(placed), {
      "PUT checkouts/R100": refusal(409, "approval_required", { spending_limit: 10_000, total: 31_010, approval_state: null }),
      "POST companies/mine/purchase_approvals": { status: 201, body: { purchase_approval: { id: 3 } } },
    });
    const { router } = await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: "Pay €310.10" }));
    // Waiting for an approver is where the order stands, said as a status, not as an error.
    expect(await screen.findByRole("status")).toHaveTextContent(en.Checkout.errors.approval_required);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(shop.to("POST", "companies/mine/purchase_approvals")[0]!.body).toEqual({ order_number: "R100" });
    expect(router.push).not.toHaveBeenCalled();
  });

  it("tells a buyer whose order was rejected to change it, without asking the approvers again", async () => {
    const user = userEvent.setup();
    const shop = shopWith(checkout(placed), {
      "PUT checkouts/R100": refusal(409, "approval_required", { spending_limit: 10_000, total: 31_010, approval_state: "rejected" }),
    });
    await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: "Pay €310.10" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Checkout.errors.approval_rejected);
    expect(shop.to("POST", "companies/mine/purchase_approvals")).toHaveLength(0);
  });

  it("tells a buyer nobody in their company can approve for to ask their admin", async () => {
    const user = userEvent.setup();
    shopWith(checkout(placed), {
      "PUT checkouts/R100": refusal(409, "approval_required", { spending_limit: 10_000, total: 31_010, approval_state: null }),
      "POST companies/mine/purchase_approvals": refusal(409, "no_approver"),
    });
    await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: "Pay €310.10" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Checkout.errors.no_approver);
  });

  it("takes a card payment to the payment page", async () => {
    const user = userEvent.setup();
    shopWith(checkout(placed), { "PUT checkouts/R100": { body: checkout({ ...placed, state: "payment" }) } });
    const { router } = await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: "Pay €310.10" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment"));
  });

  it("starts a redirect payment and leaves for the provider's page", async () => {
    window.sessionStorage.setItem("checkout-payment:R100", "p24");
    const leave = vi.spyOn(browser, "leave").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const shop = shopWith(checkout(placed), {
      "PUT checkouts/R100": { body: checkout({ ...placed, state: "payment" }) },
      "POST v2/R100/stripe/payment_intents/initiate_redirect_payment": {
        body: { payment_intent_id: "pi_9", status: "requires_action", redirect_url: "https://bank.example/pay/pi_9" },
      },
    });
    await renderIsland(page);
    await user.click(await screen.findByRole("button", { name: "Pay €310.10" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("https://bank.example/pay/pi_9"));
    expect(shop.to("POST", "v2/R100/stripe/payment_intents/initiate_redirect_payment")[0]!.body).toEqual({ payment_method_type: "p24" });
    expect(screen.getByText(en.Busy.redirectingToPayment, { selector: "p" })).toBeInTheDocument();
  });
});
