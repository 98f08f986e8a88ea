import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { clearStoredToken, storeToken } from "@/lib/api/token-storage";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { REGIONS } from "@/regions";
import { renderWithMessages } from "@/test/render";
import { apiError, fakeShop, mailerCart, SESSION_ROUTES } from "./__fixtures__/shop";
import { CartPage, type CartPageProps } from "./CartPage";

/** The cart of an order whose payment is under way: the server refuses changes (ADR 0020) and the cart says why. */

const props: CartPageProps = {
  formatter: REGIONS.eu.currencyFormatter,
  catalogue: {
    "mailer-box-full-color": { name: "Full-colour mailer boxes", printQualities: ["standard", "hd-plus", "hd-plus-glossy"] },
    "mailer-box-plain": { name: "Plain mailer boxes", printQualities: ["standard"] },
    "mailer-box-eco": { name: "Eco mailer boxes", printQualities: ["standard"] },
    "kraft-tape": { name: "Kraft paper tape", printQualities: ["standard"] },
  },
  extras: { warrantyPercent: 5, warrantyMinimum: 500, expertCheckPrice: 1900, treePrice: 100, maxTrees: 10_000 },
  unit: "mm",
};

function renderCart(shop: ReturnType<typeof fakeShop>, locale?: Locale) {
  vi.stubGlobal("fetch", shop.fetch);
  return renderWithMessages(
    <AppProviders regionId="eu" pathPrefix="">
      <CartPage {...props} />
    </AppProviders>,
    locale,
  );
}

beforeEach(() => {
  storeToken("visitor-token");
  window.history.replaceState(null, "", "/cart");
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  clearStoredToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a cart whose payment is under way", () => {
  it.each([
    ["en-US", en],
    ["pl-PL", pl],
  ] as const)("says in %s why a quantity change was refused, and keeps the quantity and totals the order is being paid for", async (locale, messages) => {
    const shop = fakeShop({
      ...SESSION_ROUTES,
      "GET v2/orders/current": { status: 200, body: mailerCart() },
      "PUT orders/R123456789/line_items/11": apiError(409, "order_payment_pending"),
    });
    await renderCart(shop, locale);
    const mailer = await screen.findByRole("listitem", { name: "Full-colour mailer boxes" });
    const totals = within(screen.getByTestId("cart-totals")).getByText(messages.Cart.totals.total).nextSibling!.textContent;
    await userEvent.selectOptions(within(mailer).getByLabelText(messages.Cart.lines.quantity), "500");

    expect(await screen.findByRole("alert")).toHaveTextContent(messages.Cart.errors.order_payment_pending);
    await waitFor(() => expect(within(mailer).getByLabelText(messages.Cart.lines.quantity)).toHaveValue("60"));
    expect(within(screen.getByTestId("cart-totals")).getByText(messages.Cart.totals.total).nextSibling).toHaveTextContent(totals!);
  });
});
