import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import { addressCountries } from "@/regions/countries";
import { REGIONS } from "@/regions";
import { CheckoutPage } from "./CheckoutPage";
import { address, checkout, euro, fakeShop, renderIsland, sessionRoutes, signIn } from "./testing";
import type { Order } from "./types";

/**
 * The details step says what the server decided for the VAT id the order holds:
 * reverse charge (no VAT on the invoice) only for a confirmed VAT id of a business
 * in another EU country; otherwise that VAT is charged, and why.
 */

const page = <CheckoutPage countries={addressCountries(REGIONS.eu, "en-US")} homeCountry="DE" formatter={euro} />;
const company = { ...address, company_name: "Kartonwerk GmbH" };

async function openDetails(decision: Partial<Order>, locale: "en-US" | "de-DE" = "en-US") {
  const current = checkout({ state: "cart", email: "ada@example.com", customer_type: "b2b", ship_address: company, bill_address: company, ...decision });
  fakeShop({ ...sessionRoutes, "GET v2/orders/current": { body: current.order }, "GET checkouts/R100": { body: current } });
  await renderIsland(page, { locale });
  return screen.findByRole("heading", { level: 2, name: (locale === "de-DE" ? de : en).Checkout.details.title });
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the VAT decision on the details step", () => {
  it("says reverse charge applies for a confirmed VAT id of a business in another EU country", async () => {
    await openDetails({ vat_id: "ATU13585627", vat_rate: 0, reverse_charge: true, vat_check: { source: "vies", checked_at: "2026-03-12T09:30:00.000Z" } });
    expect(await screen.findByTestId("vat-decision")).toHaveTextContent(
      "Reverse charge: your VAT ID ATU13585627 is confirmed, so the invoice will carry no VAT. You account for the VAT in your own country.",
    );
  });

  it("says VAT is charged, and why, for a domestic business sale, in the shopper's language", async () => {
    await openDetails({ vat_id: "DE136695976", vat_rate: 19, reverse_charge: false, vat_check: { source: "checksum", checked_at: null } }, "de-DE");
    const note = await screen.findByTestId("vat-decision");
    expect(note).toHaveTextContent("Ihre USt-IdNr. DE136695976 wurde gespeichert. Es wird 19 % MwSt. berechnet");
    expect(note).not.toHaveTextContent("Reverse-Charge:");
  });

  it("says an unconfirmed VAT id is charged VAT, and says nothing once the field holds another id", async () => {
    await openDetails({ vat_id: "DE136695976", vat_rate: 19, reverse_charge: false, vat_check: null });
    expect(await screen.findByTestId("vat-decision")).toHaveTextContent(
      "Your VAT ID DE136695976 was saved but could not be confirmed yet, so VAT of 19% is charged.",
    );
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(en.Checkout.details.vatId) }), { target: { value: "ATU13585627" } });
    expect(screen.queryByTestId("vat-decision")).not.toBeInTheDocument();
  });
});
