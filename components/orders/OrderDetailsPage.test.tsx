import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { currentUser } from "@/test/users";
import { orderFixture } from "./fixtures";
import { OrderDetailsPage } from "./OrderDetailsPage";
import { storefrontFormatters } from "./OrdersIsland";

const guest = currentUser({ id: 41, spree_api_key: "fresh-browser-token" });
const LINK = "R123456789.1798761600.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
const TRANSFER_LINK = "R123456789.1798761600.QPONMLKJIHGFEDCBAzyxwvutsrqponmlkjihgfedcba";
const BANK = {
  currency: "EUR",
  account_holder: "Boxwright",
  bank_name: "Boxwright Bank Europe",
  iban: "DE12100100100123456789",
  bic: "BOXWDEFFXXX",
  sort_code: null,
  account_number: null,
  reference: "R123456789",
  amount: 16827,
};
const EXPIRED = "R123456789.1700000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

/** The shop as a fresh browser meets it: a new anonymous session, and the order opened only by its link. */
function fakeShop() {
  return fakeFetch((request) => {
    if (request.path === "users/create_anonymous") return json({ token: guest.spree_api_key });
    if (request.path === "users/current") return json(guest);
    if (request.method === "GET" && request.path === "orders/R123456789") {
      const token = request.query.get("workflow_token");
      if (token === LINK) return json(orderFixture({ payment_state: "NOT_STARTED", state: "payment", completed_at: null }));
      if (token === TRANSFER_LINK) return json(orderFixture({ payment_state: "WAITING", amount_paid: 0, amount_due: 16827, bank_details: BANK }));
      if (token === EXPIRED) return refusal({ status: 410, code: "order_link_expired" });
      return refusal({ status: 404, code: "not_found" });
    }
    return refusal({ status: 404, code: "not_found" });
  });
}

function openPage(query: string, locale: Locale = "en-US") {
  return renderInStorefront(
    <SearchParamsContext.Provider value={new URLSearchParams(query)}>
      <OrderDetailsPage orderNumber="R123456789" formatters={storefrontFormatters(locale)} />
    </SearchParamsContext.Provider>,
    { locale },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the order details page opened from the order mail's link", () => {
  it("shows the order to a guest in a fresh browser and carries the link to the payment page and its calls", async () => {
    const shop = fakeShop();
    await openPage(`workflow_token=${encodeURIComponent(LINK)}`);
    expect(await screen.findByTestId("order-details")).toBeInTheDocument();
    expect(screen.getByText("Full-colour mailer boxes")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.Orders.payNow })).toHaveAttribute(
      "href",
      `/order/R123456789/payment?workflow_token=${encodeURIComponent(LINK)}`,
    );
    // The invoice needs the account; the link does not open it.
    expect(screen.queryByRole("button", { name: en.Orders.invoice.proforma })).not.toBeInTheDocument();
    const read = shop.to("GET", "orders/R123456789");
    expect(read.at(-1)!.query.get("workflow_token")).toBe(LINK);
  });

  it("gives a guest waiting to pay by transfer the bank details, what was received and what is still due", async () => {
    fakeShop();
    await openPage(`workflow_token=${encodeURIComponent(TRANSFER_LINK)}`);
    const bank = await screen.findByTestId("bank-details");
    expect(bank).toHaveTextContent("DE12 1001 0010 0123 4567 89");
    expect(bank).toHaveTextContent("BOXWDEFFXXX");
    expect(bank).toHaveTextContent("R123456789");
    expect(bank).toHaveTextContent("€168.27");
    expect(screen.getByTestId("amount-paid")).toHaveTextContent("€0.00");
    expect(screen.getByTestId("amount-due")).toHaveTextContent("€168.27");
  });

  it("says the link has expired, in the visitor's language, with a way to sign in", async () => {
    fakeShop();
    await openPage(`workflow_token=${encodeURIComponent(EXPIRED)}`, "de-DE");
    expect(await screen.findByText(de.Orders.order.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: de.Orders.order.signIn })).toHaveAttribute(
      "href",
      `/sign_in?redirect=${encodeURIComponent("/order/R123456789/details")}`,
    );
    expect(screen.queryByTestId("order-details")).not.toBeInTheDocument();
  });

  it("without the link, reads the order as another browser's: not found", async () => {
    fakeShop();
    await openPage("");
    expect(await screen.findByText(en.Orders.order.notFound)).toBeInTheDocument();
  });
});
