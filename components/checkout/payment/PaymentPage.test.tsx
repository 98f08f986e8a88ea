import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import { browser } from "../navigation";
import { checkout, euro, fakeShop, refusal, renderIsland, sessionRoutes, signIn } from "../testing";
import type { Checkout } from "../types";
import { PaymentPage } from "./PaymentPage";

const page = <PaymentPage orderNumber="R100" formatter={euro} />;
const awaiting = checkout({ state: "payment", email: "ada@example.com", shipment_type: "courier", ship_total: 1490, total: 31010 });
const paid = (id: string) => ({
  body: {
    payment_intent_id: id,
    status: "succeeded",
    client_secret: "secret",
    next_action_url: null,
    order: { ...awaiting.order, state: "complete", payment_state: "OK" },
  },
});

function shopWith(current: Checkout, routes: Parameters<typeof fakeShop>[0] = {}) {
  return fakeShop({
    ...sessionRoutes,
    "GET checkouts/R100": { body: current },
    "GET v2/R100/stripe/config/publishable_key": { body: { publishable_key: "pk_local", gateway: "local" } },
    "POST gateway/stripe/card": { status: 201, body: { id: "pm_local_1", brand: "visa", last4: "4242" } },
    ...routes,
  });
}

async function fillCard(user: UserEvent, messages: typeof en, card = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Lovelace" }) {
  await user.type(await screen.findByLabelText(messages.Checkout.payment.number), card.number);
  await user.type(screen.getByLabelText(messages.Checkout.payment.expiry), card.expiry);
  await user.type(screen.getByLabelText(messages.Checkout.payment.cvc), card.cvc);
  await user.type(screen.getByLabelText(messages.Checkout.payment.name), card.name);
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("the payment page opened from the order's payment link", () => {
  it("reads the order and pays with the link's token, and returns to the summary with it", async () => {
    const user = userEvent.setup();
    const shop = shopWith(awaiting, { "POST v2/R100/stripe/payment_intents/pay": paid("pi_9") });
    const { router } = await renderIsland(<PaymentPage orderNumber="R100" formatter={euro} linkToken="link-token" />);
    expect(await screen.findByTestId("amount-due")).toHaveTextContent("€310.10");
    await fillCard(user, en);
    await user.click(screen.getByRole("button", { name: "Pay €310.10" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary?workflow_token=link-token&payment_intent=pi_9"));
    for (const [method, path] of [
      ["GET", "checkouts/R100"],
      ["GET", "v2/R100/stripe/config/publishable_key"],
      ["POST", "v2/R100/stripe/payment_intents/pay"],
    ] as const) {
      expect(shop.to(method, path)[0]!.query.get("workflow_token")).toBe("link-token");
    }
  });

  it("announces a bank transfer through check_payments, as the holder may not change the checkout", async () => {
    const user = userEvent.setup();
    const transfer = { id: 2, code: "check", kind: "bank_transfer" } as const;
    const shop = shopWith(
      { ...awaiting, payment_methods: [{ id: 1, code: "card", kind: "card" }, transfer] },
      {
        "POST check_payments": { body: { ...awaiting.order, state: "complete", payment_state: "WAITING" } },
      },
    );
    const { router } = await renderIsland(<PaymentPage orderNumber="R100" formatter={euro} linkToken="link-token" />);
    await user.click(await screen.findByRole("button", { name: /bank transfer/i }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary?workflow_token=link-token"));
    const call = shop.to("POST", "check_payments")[0]!;
    expect(call.body).toEqual({ order_number: "R100" });
    expect(call.query.get("workflow_token")).toBe("link-token");
    expect(shop.to("PUT", "checkouts/R100")).toEqual([]);
  });
});

describe("the payment page with the shop's own card form", () => {
  it("shows the amount, turns the card into a payment method, pays and goes to the summary", async () => {
    const user = userEvent.setup();
    const shop = shopWith(awaiting, { "POST v2/R100/stripe/payment_intents/pay": paid("pi_1") });
    const { router } = await renderIsland(page);
    expect(await screen.findByTestId("amount-due")).toHaveTextContent("€310.10");
    await fillCard(user, en);
    await user.click(screen.getByRole("button", { name: "Pay €310.10" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary?payment_intent=pi_1"));
    expect(shop.to("POST", "gateway/stripe/card")[0]!.body).toEqual({ number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" });
    expect(shop.to("POST", "v2/R100/stripe/payment_intents/pay")[0]!.body).toEqual({ payment_method_id: "pm_local_1" });
  });

  it("sends a card that needs authentication to the gateway's page", async () => {
    const leave = vi.spyOn(browser, "leave").mockImplementation(() => undefined);
    const user = userEvent.setup();
    shopWith(awaiting, {
      "POST v2/R100/stripe/payment_intents/pay": {
        body: {
          payment_intent_id: "pi_2",
          status: "requires_action",
          client_secret: "s",
          next_action_url: "/api/gateway/stripe/authorize/pi_2?client_secret=s",
          order: awaiting.order,
        },
      },
    });
    const { router } = await renderIsland(page);
    await fillCard(user, en);
    await user.click(screen.getByRole("button", { name: "Pay €310.10" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("/api/gateway/stripe/authorize/pi_2?client_secret=s"));
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByText(en.Busy.redirectingToPayment, { selector: "p" })).toBeInTheDocument();
  });

  it("says why a card was declined, in the shopper's language, and lets them try again", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const shop = shopWith(awaiting, {
      "POST v2/R100/stripe/payment_intents/pay": () => (++attempts === 1 ? refusal(402, "insufficient_funds", { payment_intent_id: "pi_3" }) : paid("pi_4")),
    });
    const { router } = await renderIsland(page, { locale: "de-DE" });
    await fillCard(user, de as typeof en);
    const submit = screen.getByRole("button", { name: de.Checkout.payment.submit.replace("{amount}", "€310.10") });
    await user.click(submit);

    expect(await screen.findByRole("alert")).toHaveTextContent(de.Checkout.errors.insufficient_funds);
    expect(submit).toBeEnabled();
    expect(screen.getByLabelText(de.Checkout.payment.number)).toHaveValue("4242 4242 4242 4242");
    expect(router.push).not.toHaveBeenCalled();

    await user.click(submit);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary?payment_intent=pi_4"));
    expect(shop.to("POST", "v2/R100/stripe/payment_intents/pay")).toHaveLength(2);
  });

  it("checks the card's format before anything is sent", async () => {
    const user = userEvent.setup();
    const shop = shopWith(awaiting);
    await renderIsland(page);
    await fillCard(user, en, { number: "4242 4242 4242 4241", expiry: "13/30", cvc: "12", name: "Ada" });
    await user.click(screen.getByRole("button", { name: "Pay €310.10" }));
    expect(screen.getByLabelText(en.Checkout.payment.number)).toHaveAccessibleDescription(en.Checkout.errors.cardNumber);
    expect(screen.getByLabelText(en.Checkout.payment.expiry)).toHaveAccessibleDescription(en.Checkout.errors.expiryFormat);
    expect(screen.getByLabelText(en.Checkout.payment.cvc)).toHaveAccessibleDescription(en.Checkout.errors.cvc);
    expect(shop.to("POST", "gateway/stripe/card")).toHaveLength(0);
  });

  it("offers the other methods: a bank transfer is announced with payments_attributes", async () => {
    const user = userEvent.setup();
    const shop = shopWith(awaiting, { "PUT checkouts/R100": { body: checkout({ state: "complete", payment_state: "WAITING" }) } });
    const { router } = await renderIsland(page, { regionId: "pl", locale: "pl-PL" });
    const pl = (await import("@/messages/pl-PL.json")).default;
    await user.click(await screen.findByRole("button", { name: pl.Checkout.payment.payWith.replace("{method}", pl.Checkout.paymentMethods.check) }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/zamowienie/R100/platnosc/summary"));
    expect(shop.to("PUT", "checkouts/R100")[0]!.body).toEqual({ order: { payments_attributes: [{ payment_method_id: 2 }] } });
  });
});

describe("which orders the payment page takes", () => {
  it("takes a placed order still waiting for its bank transfer, without offering the transfer again", async () => {
    shopWith(checkout({ state: "complete", payment_state: "WAITING" }));
    await renderIsland(page);
    expect(await screen.findByText(en.Checkout.payment.waiting)).toBeInTheDocument();
    expect(await screen.findByLabelText(en.Checkout.payment.number)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Pay with ${en.Checkout.paymentMethods.check}` })).toBeNull();
    expect(screen.getByRole("button", { name: `Pay with ${en.Checkout.paymentMethods.p24}` })).toBeInTheDocument();
  });

  it("sends a paid order to its summary and an unfinished one to the checkout", async () => {
    shopWith(checkout({ state: "complete", payment_state: "OK" }));
    const { unmount } = await renderIsland(page);
    expect(await screen.findByRole("link", { name: en.Checkout.payment.summary })).toHaveAttribute("href", "/order/R100/payment/summary");
    expect(screen.queryByLabelText(en.Checkout.payment.number)).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    shopWith(checkout({ state: "cart" }));
    await renderIsland(page);
    expect(await screen.findByRole("link", { name: en.Checkout.payment.toCheckout })).toHaveAttribute("href", "/order");
  });
});

describe("whether an order can be paid here", () => {
  it("waits for money on its way but offers the next instalment", async () => {
    const { standingOf } = await import("./PaymentPage");
    expect(standingOf({ state: "complete", payment_state: "DELAYED", payments: [{ status: "processing" }] })).toBe("processing");
    expect(standingOf({ state: "complete", payment_state: "DELAYED", payments: [{ status: "succeeded" }] })).toBe("payable");
    expect(standingOf({ state: "complete", payment_state: "WAITING", payments: [{ status: "waiting" }] })).toBe("payable");
    expect(standingOf({ state: "complete", payment_state: "OK", payments: [] })).toBe("paid");
    expect(standingOf({ state: "address", payment_state: "NOT_STARTED", payments: [] })).toBe("unfinished");
  });
});

describe("paying in full or by instalment", () => {
  const plans = {
    total: 31010,
    unavailable_reason: null,
    plans: [
      {
        id: "installments_2",
        installments_count: 2,
        installments: [
          { amount: 15505, due_date: "2025-03-01" },
          { amount: 15505, due_date: "2025-03-31" },
        ],
      },
      {
        id: "installments_3",
        installments_count: 3,
        installments: [
          { amount: 12404, due_date: "2025-03-01" },
          { amount: 9303, due_date: "2025-03-31" },
          { amount: 9303, due_date: "2025-04-30" },
        ],
      },
    ],
  };
  const longDate = (locale: string, iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

  it("offers the server's plans with their amounts and dates, and chooses the plan before paying its first instalment", async () => {
    const user = userEvent.setup();
    const shop = shopWith(awaiting, {
      "GET v2/orders/R100/payment_plans": { body: plans },
      "POST payment_schedules": { status: 201, body: { id: 7, order_number: "R100", total: 31010, installments: [] } },
      "POST v2/R100/stripe/payment_intents/pay": paid("pi_5"),
    });
    const { router } = await renderIsland(page);
    const full = await screen.findByRole("radio", { name: /Pay in full/ });
    expect(full).toBeChecked();
    expect(full.closest("label")).toHaveTextContent("€310.10 now");
    const three = screen.getByRole("radio", { name: /3 installments/ });
    expect(three.closest("label")).toHaveTextContent(`€124.04 today€93.03 on ${longDate("en-US", "2025-03-31")}€93.03 on ${longDate("en-US", "2025-04-30")}`);
    expect(screen.getByTestId("amount-due")).toHaveTextContent("€310.10");

    await user.click(three);
    expect(screen.getByTestId("amount-due")).toHaveTextContent("€124.04");
    expect(screen.getByTestId("amount-later")).toHaveTextContent(`€93.03 on ${longDate("en-US", "2025-03-31")}`);
    await fillCard(user, en);
    await user.click(screen.getByRole("button", { name: "Pay €124.04" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary?payment_intent=pi_5"));
    expect(shop.to("POST", "payment_schedules")[0]!.body).toEqual({ order_id: "R100", installments_attributes: plans.plans[1]!.installments });
    expect(shop.to("POST", "v2/R100/stripe/payment_intents/pay")[0]!.body).toEqual({ payment_method_id: "pm_local_1" });
    const order = shop.sent.map((request) => `${request.method} ${request.path}`);
    expect(order.indexOf("POST payment_schedules")).toBeLessThan(order.indexOf("POST v2/R100/stripe/payment_intents/pay"));
  });

  it("pays in full, setting aside any plan, when the shopper keeps 'Pay in full'", async () => {
    const user = userEvent.setup();
    const shop = shopWith(awaiting, { "GET v2/orders/R100/payment_plans": { body: plans }, "POST v2/R100/stripe/payment_intents/pay": paid("pi_6") });
    await renderIsland(page);
    await screen.findByRole("radio", { name: /3 installments/ });
    await fillCard(user, en);
    await user.click(screen.getByRole("button", { name: "Pay €310.10" }));
    await waitFor(() => expect(shop.to("POST", "v2/R100/stripe/payment_intents/pay")).toHaveLength(1));
    expect(shop.to("POST", "v2/R100/stripe/payment_intents/pay")[0]!.body).toEqual({ payment_method_id: "pm_local_1", reject_payment_schedule: true });
    expect(shop.to("POST", "payment_schedules")).toEqual([]);
  });

  it("writes amounts and dates the storefront's way, in Polish złoty", async () => {
    const zloty = { thousandSeparator: " ", decimalSeparator: ",", currencySign: "zł", currencyPosition: "right" } as const;
    shopWith(checkout({ ...awaiting.order, currency: "PLN" }), { "GET v2/orders/R100/payment_plans": { body: plans } });
    await renderIsland(<PaymentPage orderNumber="R100" formatter={zloty} />, { regionId: "pl", locale: "pl-PL" });
    const pl = (await import("@/messages/pl-PL.json")).default;
    const three = await screen.findByRole("radio", { name: /3 raty/ });
    expect(three.closest("label")).toHaveTextContent(`124,04 zł dziś`);
    expect(three.closest("label")).toHaveTextContent(`93,03 zł do ${longDate("pl-PL", "2025-04-30")}`);
    expect(screen.getByRole("group", { name: pl.Checkout.instalments.title })).toBeInTheDocument();
  });

  it("offers no choice to a payment-link holder, nor when the server offers no plan", async () => {
    const shop = shopWith(awaiting, { "GET v2/orders/R100/payment_plans": { body: { total: 31010, unavailable_reason: "sign_in_required", plans: [] } } });
    const { unmount } = await renderIsland(page);
    await screen.findByLabelText(en.Checkout.payment.number);
    expect(screen.queryByRole("group", { name: en.Checkout.instalments.title })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    const linked = shopWith(awaiting, { "GET v2/orders/R100/payment_plans": { body: plans } });
    await renderIsland(<PaymentPage orderNumber="R100" formatter={euro} linkToken="link-token" />);
    await screen.findByLabelText(en.Checkout.payment.number);
    expect(linked.to("GET", "v2/orders/R100/payment_plans")).toEqual([]);
    expect(screen.queryByRole("group", { name: en.Checkout.instalments.title })).toBeNull();
    expect(shop.to("GET", "v2/orders/R100/payment_plans")).toHaveLength(1);
  });

  it("shows a placed order's plan under way: the next instalment now, the rest later", async () => {
    const schedule = {
      id: 7,
      order_number: "R100",
      total: 31010,
      installments: [
        { id: 1, position: 1, amount: 12404, due_date: "2025-03-01", paid: true },
        { id: 2, position: 2, amount: 9303, due_date: "2025-03-31", paid: false },
        { id: 3, position: 3, amount: 9303, due_date: "2025-04-30", paid: false },
      ],
    };
    shopWith(
      checkout({
        ...awaiting.order,
        state: "complete",
        payment_state: "DELAYED",
        amount_due: 18606,
        amount_paid: 12404,
        payment_schedule: schedule,
        payments: [{ id: 1, method: "card", amount: 12404, status: "succeeded", failure_code: null, created_at: "2025-03-01T10:00:00.000Z" }],
      }),
    );
    await renderIsland(page);
    expect(await screen.findByTestId("amount-due")).toHaveTextContent("€93.03");
    expect(screen.getByTestId("amount-later")).toHaveTextContent(`€93.03 on ${longDate("en-US", "2025-04-30")}`);
    expect(await screen.findByRole("button", { name: "Pay €93.03" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /Pay in full/ })).toBeNull();
  });
});

describe("the payment page opened through a guest link that no longer opens the order", () => {
  const guestLink = "R100.1700000000.c2lnbmF0dXJl";

  it("says the link has expired, in the visitor's language, with a way to sign in, and asks only once", async () => {
    const shop = shopWith(awaiting, { "GET checkouts/R100": refusal(410, "order_link_expired") });
    await renderIsland(<PaymentPage orderNumber="R100" formatter={euro} linkToken={guestLink} />, { locale: "de-DE" });
    expect(await screen.findByText(de.Checkout.payment.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: de.Checkout.payment.signIn })).toHaveAttribute(
      "href",
      `/sign_in?redirect=${encodeURIComponent("/order/R100/payment")}`,
    );
    expect(screen.queryByText(de.Checkout.errors.generic)).not.toBeInTheDocument();
    expect(screen.queryByTestId("amount-due")).not.toBeInTheDocument();
    expect(shop.to("GET", "checkouts/R100")).toHaveLength(1);
  });

  it("says a changed link does not open this order, with a way to sign in", async () => {
    shopWith(awaiting, { "GET checkouts/R100": refusal(403, "order_link_invalid") });
    await renderIsland(<PaymentPage orderNumber="R100" formatter={euro} linkToken={`${guestLink}x`} />);
    expect(await screen.findByText(en.Checkout.payment.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.Checkout.payment.signIn })).toHaveAttribute(
      "href",
      `/sign_in?redirect=${encodeURIComponent("/order/R100/payment")}`,
    );
    expect(screen.queryByText(en.Checkout.errors.generic)).not.toBeInTheDocument();
  });
});

describe("the payment page's trust signals", () => {
  it("shows the ways to pay, the support desk and the policies under a payable order", async () => {
    shopWith(awaiting);
    await renderIsland(<PaymentPage orderNumber="R100" formatter={euro} trust={<aside data-testid="trust-panel" />} />);
    expect(await screen.findByTestId("trust-panel")).toBeInTheDocument();
  });
});
