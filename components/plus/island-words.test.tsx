import { render, screen } from "@testing-library/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productNamesOf } from "@/components/account/boxes/sku";
import { storefrontFormatters } from "@/components/orders/OrdersIsland";
import { AppProviders } from "@/components/providers/AppProviders";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { pickMessages } from "@/lib/i18n/pick";
import { PLUS_NAMESPACES } from "./namespaces";
import { OrderPage } from "./OrderPage";
import { fakePlusApi, lineJson, orderJson, signIn } from "./testing";

/**
 * The order's pages as the browser gets them: with only the namespaces the plus
 * island sends, in every language. The details page showed "Approval.orderLine.title"
 * (MISSING_MESSAGE: Approval) while its test, given the whole catalogue, passed.
 */

const order = orderJson({
  number: "R400000009",
  qa_state: "approved",
  approval: { uuid: "fileset-1", status: "approved" },
  line_items: [lineJson({ id: 1, sku: "mailer-box-full-color-300x200x100", options: { material: "cardboard-coated", printMode: "print-color-hd" } })],
});

async function renderWithIslandWords(locale: Locale, view: "details" | "items" | "placed" | "payment-summary") {
  const all = await loadMessages(locale);
  const missing: string[] = [];
  const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(all, PLUS_NAMESPACES)}
      timeZone="Europe/Warsaw"
      onError={(error) => missing.push(error.message)}
      getMessageFallback={({ namespace, key }) => `MISSING ${namespace}.${key}`}
    >
      <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
        <AppProviders regionId="eu" pathPrefix="">
          <OrderPage number="R400000009" view={view} formatters={storefrontFormatters(locale)} productNames={productNamesOf(all.Products)} />
        </AppProviders>
      </AppRouterContext.Provider>
    </NextIntlClientProvider>,
  );
  return missing;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("an order in the dashboard, with the plus island's words only", () => {
  it.each(LOCALES.flatMap((locale) => (["details", "items"] as const).map((view) => [locale, view] as const)))("%s %s has every word", async (locale, view) => {
    fakePlusApi({ plusTerms: true, orders: [order] });
    signIn();
    const missing = await renderWithIslandWords(locale, view);
    // Rendered with the order, not a loader or an error.
    if (view === "details") expect(await screen.findByTestId("order-details", undefined, { timeout: 5000 })).toBeInTheDocument();
    else expect(await screen.findByRole("table", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("MISSING");
    expect(missing).toEqual([]);
  });
});
