import { readFileSync } from "node:fs";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { addressCountries } from "@/regions/countries";
import { REGIONS } from "@/regions";
import styles from "./checkout.module.css";
import { CheckoutPage } from "./CheckoutPage";
import { deliveryDay, orderDeliveryWindow, shopClock } from "./delivery-estimate";
import { address, checkout, euro, fakeShop, renderIsland, sessionRoutes, signIn } from "./testing";
import type { Checkout } from "./types";

const page = <CheckoutPage countries={addressCountries(REGIONS.eu, "en-US")} homeCountry="DE" formatter={euro} trust={<aside data-testid="trust-panel" />} />;
const details = { email: "ada@example.com", ship_address: address, bill_address: address, shipment_type: "courier" } as const;

/** The server's estimate for the order's one line: made and delivered between these days. */
const estimates = {
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
    ],
  },
};

function shopWith(initial: Checkout, routes: Parameters<typeof fakeShop>[0] = {}) {
  return fakeShop({
    ...sessionRoutes,
    "GET v2/orders/current": { body: initial.order },
    "GET checkouts/R100": { body: initial },
    "GET v1/delivery_estimates": estimates,
    ...routes,
  });
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("the delivery date in the checkout", () => {
  it.each([
    ["cart", en.Checkout.details.title],
    ["address", en.Checkout.delivery.title],
    ["delivery", en.Checkout.summary.title],
  ] as const)("is on the step of an order at '%s', as the server estimates it for the order's lines", async (state, heading) => {
    const shop = shopWith(checkout({ state, ...details }));
    await renderIsland(page);
    await screen.findByRole("heading", { level: 2, name: heading });
    const estimate = await screen.findByTestId("delivery-estimate");
    expect(estimate).toHaveTextContent(en.Trust.delivery.label);
    expect(estimate).toHaveTextContent("Wed, Dec 9 – Fri, Dec 11");
    const asked = shop.to("GET", "v1/delivery_estimates")[0]!;
    expect(asked.query.getAll("variant_skus[]")).toEqual(["mailer-box-full-color-200x150x70"]);
    expect(asked.query.get("region")).toBe("eu");
    expect(asked.query.get("start_date")).toBe(shopClock().date);
    // The ways to pay, the desk and the policies sit under every step.
    expect(screen.getByTestId("trust-panel")).toBeInTheDocument();
  });

  it("says nothing rather than a guess when the server cannot estimate", async () => {
    shopWith(checkout({ state: "address", ...details }), {
      "GET v1/delivery_estimates": { status: 404, body: { error: { code: "not_found", message: "x", details: null } } },
    });
    await renderIsland(page);
    await screen.findByRole("heading", { level: 2, name: en.Checkout.delivery.title });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("delivery-estimate")).toBeNull();
  });

  it("takes the latest days of all lines: the order arrives in one delivery", () => {
    expect(
      orderDeliveryWindow([
        { delivery_from: "2026-12-09", delivery_to: "2026-12-11" },
        { delivery_from: "2026-12-04", delivery_to: "2026-12-14" },
      ]),
    ).toEqual({ from: "2026-12-09", to: "2026-12-14" });
    expect(orderDeliveryWindow([])).toBeNull();
    expect(deliveryDay("2026-12-09", "pl-PL")).toBe("śr., 9 gru");
  });

  it("counts from the shop's day in Warsaw, not the shopper's", () => {
    // 23:30 in New York on 1 December is already 2 December, 05:30, in Warsaw.
    expect(shopClock(new Date("2026-12-02T04:30:00Z"))).toEqual({ date: "2026-12-02", time: "05:30" });
  });
});

describe("the ways to pay at the checkout", () => {
  it("carry the marks of each method the checkout offers, beside its name", async () => {
    shopWith(checkout({ state: "address", ...details }));
    await renderIsland(page);
    for (const [code, name] of [
      ["card", en.Checkout.paymentMethods.card],
      ["check", en.Checkout.paymentMethods.check],
      ["p24", en.Checkout.paymentMethods.p24],
    ] as const) {
      const option = (await screen.findByRole("radio", { name: new RegExp(name) })).closest("label")!;
      expect(within(option).getByTestId(`payment-marks-${code}`)).toBeInTheDocument();
    }
    expect(screen.queryByTestId("payment-marks-paypal")).toBeNull();
  });
});

describe("moving between steps", () => {
  it("gives the new step's heading the focus and scrolls to the top of the step, not to where the last button was", async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    shopWith(checkout({ state: "delivery", ...details }), { "PUT checkouts/R100": { body: checkout({ state: "address", ...details }) } });
    await renderIsland(page);
    const methods = await screen.findByRole("region", { name: en.Checkout.steps.delivery });
    await user.click(within(methods).getByRole("button", { name: en.Checkout.summary.change }));
    const heading = await screen.findByRole("heading", { level: 2, name: en.Checkout.delivery.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    // What comes into view is the step from its top: the delivery date, then the heading and the methods.
    const top = scrolled.mock.contexts[0] as HTMLElement;
    expect(top).toContainElement(heading);
    expect(top).toContainElement(await screen.findByTestId("delivery-estimate"));
    expect(heading.closest("div")?.contains(screen.getByRole("radio", { name: new RegExp(en.Checkout.shipping.courier) }))).toBe(true);
  });

  it("leaves the first step shown on arrival where the browser put it", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    shopWith(checkout({ state: "address", ...details }));
    await renderIsland(page);
    await screen.findByRole("heading", { level: 2, name: en.Checkout.delivery.title });
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe("the summary's contact column", () => {
  it("breaks a long e-mail inside its own column instead of running into the delivery address", async () => {
    const email = "purchasing.department.packaging-orders@kartonwerk-verpackungen-international.example";
    shopWith(checkout({ state: "delivery", ...details, email }));
    await renderIsland(page);
    const shown = await screen.findByText(email);
    const parties = screen.getByTestId("summary-parties");
    expect(shown).toHaveClass(styles.breakable!);
    expect(parties).toHaveClass(styles.parties!);
    expect(shown.parentElement?.parentElement).toBe(parties);
    // The rules that make it so: a grid column may shrink below the address's width, and the address may break anywhere.
    const css = readFileSync("components/checkout/checkout.module.css", "utf8").replace(/\s+/g, " ");
    expect(css).toMatch(/\.parties > \* \{ min-width: 0; overflow-wrap: anywhere; \}/);
    expect(css).toMatch(/\.breakable \{ overflow-wrap: anywhere; \}/);
  });
});

describe("sizes on the checkout summary", () => {
  /** The line as the orders API answers it: the variant's name carries the sku's size code. */
  const withServerNames = (state: "delivery") => {
    const initial = checkout({ state, ...details });
    const line = initial.order.line_items[0]!;
    initial.order.line_items[0] = {
      ...line,
      sku: "mailer-box-full-color-300x220x100",
      variant: { ...line.variant!, sku: "mailer-box-full-color-300x220x100", name: "Mailer box 300x220x100" },
    };
    return initial;
  };

  it("reads as the product's name and its size in words, not as the code 300x220x100", async () => {
    shopWith(withServerNames("delivery"));
    await renderIsland(page);
    const lines = await screen.findByRole("region", { name: en.Checkout.summary.lines });
    expect(within(lines).getByTestId("line-configuration")).toHaveTextContent("300 × 220 × 100 mm");
    expect(lines).not.toHaveTextContent(/\d+x\d+x\d+/);
  });

  it("is in inches in the us", async () => {
    shopWith(withServerNames("delivery"));
    await renderIsland(page, { regionId: "us" });
    const lines = await screen.findByRole("region", { name: en.Checkout.summary.lines });
    expect(within(lines).getByTestId("line-configuration")).toHaveTextContent("11.8 × 8.7 × 3.9 in");
    expect(lines).not.toHaveTextContent(/\d+x\d+x\d+/);
  });
});
