import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { addressCountries } from "@/regions/countries";
import { REGIONS } from "@/regions";
import { CheckoutPage } from "./CheckoutPage";
import { browser } from "./navigation";
import { PaymentPage } from "./payment/PaymentPage";
import { address, checkout, euro, fakeShop, refusal, renderIsland, sessionRoutes, signIn } from "./testing";
import type { Checkout } from "./types";

/**
 * The method chosen at checkout is the method used: chosen on the delivery step,
 * it is what the summary's button pays with and what the payment page offers first,
 * also after a reload.
 */

const methods = [
  { id: 1, code: "card", kind: "card" },
  { id: 2, code: "check", kind: "bank_transfer" },
  { id: 4, code: "p24", kind: "redirect" },
  { id: 5, code: "ideal", kind: "redirect" },
] as const;
const details = { email: "ada@example.com", ship_address: address, bill_address: address, shipment_type: "courier", ship_total: 1490, total: 31010 } as const;
const at = (state: "address" | "delivery" | "payment" | "complete", extra: object = {}): Checkout =>
  checkout({ ...details, state, ...extra }, { payment_methods: [...methods] });
const checkoutPage = <CheckoutPage countries={addressCountries(REGIONS.eu, "en-US")} homeCountry="DE" formatter={euro} />;

/** The shop behind the checkout: moves answer the state asked for; a transfer places the order. */
function shop(routes: Parameters<typeof fakeShop>[0] = {}) {
  return fakeShop({
    ...sessionRoutes,
    "GET v2/orders/current": { body: at("address").order },
    "GET checkouts/R100": { body: at("address") },
    "PUT checkouts/R100": ({ query }) => ({ body: query.get("state") ? at(query.get("state") as "delivery") : at("complete", { payment_state: "WAITING" }) }),
    "POST v2/R100/stripe/payment_intents/initiate_redirect_payment": ({ body }) => ({
      body: {
        payment_intent_id: "pi_1",
        status: "requires_action",
        redirect_url: `https://bank.example/${(body as { payment_method_type: string }).payment_method_type}`,
      },
    }),
    ...routes,
  });
}

/** Delivery step: pick the method, continue to the summary, pay. */
async function chooseAndPay(method: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: new RegExp(`^${method}`) }));
  await user.click(screen.getByRole("button", { name: en.Checkout.delivery.submit }));
  const summary = await screen.findByRole("heading", { name: en.Checkout.summary.title });
  expect(within(summary.closest("div")!.parentElement!).getByText(method, { selector: "dd" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: method === en.Checkout.paymentMethods.check ? en.Checkout.summary.placeOrder : "Pay €310.10" }));
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("paying with the method chosen at checkout", () => {
  it("card: goes to the payment page's card form", async () => {
    const api = shop();
    const { router } = await renderIsland(checkoutPage);
    await chooseAndPay(en.Checkout.paymentMethods.card);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment"));
    expect(api.to("POST", "v2/R100/stripe/payment_intents/initiate_redirect_payment")).toEqual([]);
  });

  it("bank transfer: places the order with payments_attributes and lands on the confirmation page", async () => {
    const api = shop();
    const { router } = await renderIsland(checkoutPage);
    await chooseAndPay(en.Checkout.paymentMethods.check);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary"));
    const [, , transfer] = api.to("PUT", "checkouts/R100");
    expect(transfer!.body).toEqual({ order: { payments_attributes: [{ payment_method_id: 2 }] } });
    expect(router.push).not.toHaveBeenCalledWith("/order/R100/payment");
  });

  it("a discount code another order took meanwhile: says so and charges nothing (ADR 0028)", async () => {
    shop({
      "PUT checkouts/R100": ({ query }) =>
        query.get("state") ? { body: at(query.get("state") as "delivery") } : refusal(409, "coupon_used_up", { field: "coupon_code" }),
    });
    const { router } = await renderIsland(checkoutPage);
    await chooseAndPay(en.Checkout.paymentMethods.check);
    expect(await screen.findByText(en.Checkout.errors.coupon_used_up)).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalledWith("/order/R100/payment/summary");
  });

  it.each([
    ["p24", en.Checkout.paymentMethods.p24],
    ["ideal", en.Checkout.paymentMethods.ideal],
  ])("%s: starts the redirect payment with that method and leaves for the provider's page", async (code, label) => {
    const leave = vi.spyOn(browser, "leave").mockImplementation(() => undefined);
    const api = shop();
    const { router } = await renderIsland(checkoutPage);
    await chooseAndPay(label);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`https://bank.example/${code}`));
    expect(api.to("POST", "v2/R100/stripe/payment_intents/initiate_redirect_payment")[0]!.body).toEqual({ payment_method_type: code });
    expect(router.push).not.toHaveBeenCalled();
  });

  it("keeps the choice over a reload of the summary", async () => {
    const leave = vi.spyOn(browser, "leave").mockImplementation(() => undefined);
    const user = userEvent.setup();
    shop();
    const first = await renderIsland(checkoutPage);
    await user.click(await screen.findByRole("radio", { name: new RegExp(`^${en.Checkout.paymentMethods.ideal}`) }));
    first.unmount();
    vi.unstubAllGlobals();

    shop({ "GET v2/orders/current": { body: at("delivery").order }, "GET checkouts/R100": { body: at("delivery") } });
    await renderIsland(checkoutPage);
    await user.click(await screen.findByRole("button", { name: "Pay €310.10" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("https://bank.example/ideal"));
  });

  it("an order that may be paid by instalment goes to the payment page, with the chosen method first", async () => {
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
      ],
    };
    const api = shop({ "GET v2/orders/R100/payment_plans": { body: plans } });
    const { router } = await renderIsland(checkoutPage);
    await chooseAndPay(en.Checkout.paymentMethods.p24);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment"));
    expect(api.to("POST", "v2/R100/stripe/payment_intents/initiate_redirect_payment")).toEqual([]);
  });
});

describe("the payment page offers the method chosen at checkout first", () => {
  const page = <PaymentPage orderNumber="R100" formatter={euro} />;
  const payable = () =>
    shop({
      "GET checkouts/R100": { body: at("payment") },
      "GET v2/R100/stripe/config/publishable_key": { body: { publishable_key: "pk_local", gateway: "local" } },
    });

  it("a bank transfer: one button places the order and goes to the confirmation page", async () => {
    window.sessionStorage.setItem("checkout-payment:R100", "check");
    const api = payable();
    const { router } = await renderIsland(page);
    await userEvent.click(await screen.findByRole("button", { name: en.Checkout.payment.transferSubmit.replace("{amount}", "€310.10") }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order/R100/payment/summary"));
    expect(api.to("PUT", "checkouts/R100")[0]!.body).toEqual({ order: { payments_attributes: [{ payment_method_id: 2 }] } });
    expect(screen.queryByLabelText(en.Checkout.payment.number)).toBeNull();
  });

  it("a redirect method: one button leaves for its provider; the card stays one click away", async () => {
    window.sessionStorage.setItem("checkout-payment:R100", "p24");
    const leave = vi.spyOn(browser, "leave").mockImplementation(() => undefined);
    payable();
    await renderIsland(page);
    expect(screen.queryByLabelText(en.Checkout.payment.number)).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Pay €310.10 with Przelewy24" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("https://bank.example/p24"));
  });

  it("the card: its form first, and choosing the card among the others shows it", async () => {
    window.sessionStorage.setItem("checkout-payment:R100", "ideal");
    payable();
    await renderIsland(page);
    await userEvent.click(await screen.findByRole("button", { name: `Pay with ${en.Checkout.paymentMethods.card}` }));
    expect(await screen.findByLabelText(en.Checkout.payment.number)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Pay with ${en.Checkout.paymentMethods.ideal}` })).toBeInTheDocument();
    expect(window.sessionStorage.getItem("checkout-payment:R100")).toBe("card");
  });
});
