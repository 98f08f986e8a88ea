import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { REGIONS } from "@/regions";
import { PaymentSummary, PaymentSummaryNotFound } from "./PaymentSummary";

// Server components read their messages from the request; here it is the real catalogue of the locale asked for.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const { loadMessages } = await import("@/lib/i18n/messages");
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace: namespace as never }),
  };
});

const links = { pay: "/order/R100/payment?workflow_token=link", details: "/order/R100/details?workflow_token=link", home: "/" };
const bank = {
  account_holder: "Boxwright",
  bank_name: "Boxwright Bank Polska",
  iban: "PL61109010140000071219812874",
  bic: "BOXWPLPWXXX",
  sort_code: null,
  account_number: null,
  reference: "R100",
  amount: 67822,
};

describe("the payment summary", () => {
  it("gives a bank-transfer order's account, SWIFT, reference and amount, with nothing received and all of it due", async () => {
    render(
      await PaymentSummary({
        locale: "pl-PL",
        outcome: "awaiting_transfer",
        failure: null,
        order: { number: "R100", total: 67822, amount_paid: 0, amount_due: 67822, email: "ada@example.com", bank_details: bank },
        formatter: REGIONS.pl.currencyFormatter,
        links,
      }),
    );
    const details = within(screen.getByTestId("bank-details"));
    expect(details.getByRole("heading", { name: pl.PaymentSummary.bank.title })).toBeInTheDocument();
    expect(details.getByText("PL61 1090 1014 0000 0712 1981 2874")).toBeInTheDocument();
    expect(details.getByText("BOXWPLPWXXX")).toBeInTheDocument();
    expect(details.getByText("R100")).toBeInTheDocument();
    expect(details.getByText("678,22 zł")).toBeInTheDocument();
    expect(screen.getByTestId("amount-paid")).toHaveTextContent("0,00 zł");
    expect(screen.getByTestId("amount-due")).toHaveTextContent("678,22 zł");
    expect(screen.getByRole("link", { name: pl.PaymentSummary.actions.details })).toHaveAttribute("href", links.details);
  });

  it("shows what an instalment brought, what is still due and the plan", async () => {
    render(
      await PaymentSummary({
        locale: "en-US",
        outcome: "part_paid",
        failure: null,
        order: {
          number: "R100",
          total: 100000,
          amount_paid: 30000,
          amount_due: 70000,
          email: null,
          bank_details: null,
          payment_schedule: {
            installments: [
              { position: 1, amount: 30000, due_date: "2026-12-01", paid: true },
              { position: 2, amount: 70000, due_date: "2026-12-31", paid: false },
            ],
          },
        },
        formatter: REGIONS.eu.currencyFormatter,
        links,
      }),
    );
    expect(screen.getByTestId("amount-paid")).toHaveTextContent("€300.00");
    expect(screen.getByTestId("amount-due")).toHaveTextContent("€700.00");
    expect(screen.getByRole("heading", { name: en.PaymentSummary.plan.title })).toBeInTheDocument();
    expect(screen.getByText("Installment 1, due December 1, 2026: €300.00 (paid)")).toBeInTheDocument();
    expect(screen.getByText("Installment 2, due December 31, 2026: €700.00")).toBeInTheDocument();
    expect(screen.queryByTestId("bank-details")).not.toBeInTheDocument();
  });

  it("says an expired guest link has expired, with the way to sign in", async () => {
    render(await PaymentSummaryNotFound({ locale: "pl-PL", signIn: "/logowanie", linkExpired: true }));
    expect(screen.getByRole("heading", { name: pl.PaymentSummary.linkExpired.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: pl.PaymentSummary.notFound.signIn })).toHaveAttribute("href", "/logowanie");
  });

  it("says a payment canceled because the order changed was not charged, and offers the new total and the order", async () => {
    render(
      await PaymentSummary({
        locale: "pl-PL",
        outcome: "order_changed",
        failure: "order_changed",
        order: { number: "R100", total: 1067822, amount_paid: 0, amount_due: 1067822, email: "ada@example.com", bank_details: null },
        formatter: REGIONS.pl.currencyFormatter,
        links,
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: pl.PaymentSummary.title.order_changed })).toBeInTheDocument();
    expect(screen.getByText(pl.PaymentSummary.lead.order_changed)).toBeInTheDocument();
    // Not a declined card: nothing in the shopper's payment went wrong.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: pl.PaymentSummary.actions.payNewTotal })).toHaveAttribute("href", links.pay);
    expect(screen.getByRole("link", { name: pl.PaymentSummary.actions.details })).toHaveAttribute("href", links.details);
  });

  it("says a payment that did not cover the order what arrived and what is left, and offers to pay the rest", async () => {
    render(
      await PaymentSummary({
        locale: "en-US",
        outcome: "short_paid",
        failure: null,
        order: { number: "R100", total: 69545, amount_paid: 19545, amount_due: 50000, email: "ada@example.com", bank_details: null },
        formatter: REGIONS.eu.currencyFormatter,
        links,
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: en.PaymentSummary.title.short_paid })).toBeInTheDocument();
    expect(screen.getByText(/We received €195\.45, .* pay the remaining €500\.00 to complete your order\./)).toBeInTheDocument();
    // Not an instalment: no plan was chosen.
    expect(screen.queryByText(en.PaymentSummary.title.part_paid)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay the remaining €500.00" })).toHaveAttribute("href", links.pay);
    expect(screen.getByRole("link", { name: en.PaymentSummary.actions.details })).toHaveAttribute("href", links.details);
  });
});
