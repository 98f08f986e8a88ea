import { expect, test, type Page } from "@playwright/test";
import { en } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };
import { chooseDeliveryAndPayment, fillDetails } from "./checkout-steps";
import { signUpAndConfirm } from "./mail";
import { managerToken } from "./manager";

/**
 * The purchase path in Chromium against the production build, paying on the
 * built-in gateway: a product into the cart, a discount code, the order details,
 * delivery and payment, then a card with an authentication step, a declined card,
 * a bank redirect, and a Polish bank transfer with its PLN bank details.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;
const MAILER = "mailer-box-full-color-200x150x70";
type Catalogue = typeof en;

/** A discount code, made through the API by an order manager (MANAGER_EMAILS in playwright.config). */
async function discountCode(percent: number): Promise<string> {
  const token = await managerToken(origin("localhost"));
  const api = (path: string, body: unknown) =>
    fetch(`${origin("localhost")}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "X-Api-Token": token },
      body: JSON.stringify(body),
    });
  const code = `E2E${Date.now()}`;
  const created = await api("/v2/promotions", { code, kind: "percent", amount: percent });
  expect(created.status).toBe(201);
  return code;
}

async function addToCart(page: Page, host: string, cartPath: string, t: Catalogue) {
  await page.goto(`${origin(host)}${cartPath}?sku=${MAILER}&quantity=60`);
  await expect(page.getByRole("heading", { name: t.Cart.lines.heading })).toBeVisible();
  await expect(page).not.toHaveURL(/sku=/);
  await expect(page.getByRole("combobox", { name: t.Cart.lines.quantity })).toHaveValue("60");
}

async function payByCard(page: Page, number: string) {
  const form = page.getByRole("form", { name: en.Checkout.payment.card });
  await form.getByLabel(en.Checkout.payment.number).fill(number);
  await form.getByLabel(en.Checkout.payment.expiry).fill("12/34");
  await form.getByLabel(en.Checkout.payment.cvc).fill("123");
  await form.getByLabel(en.Checkout.payment.name).fill("Ada Kowalska");
  await form.getByRole("button", { name: /^Pay / }).click();
}

test("card with an authentication step and a discount code, then the order in the account", async ({ page }) => {
  const code = await discountCode(10);
  await addToCart(page, "localhost", "/cart", en);

  await page.getByLabel(en.Cart.coupon.label).fill(code.toLowerCase());
  await page.getByRole("button", { name: en.Cart.coupon.apply }).click();
  await expect(page.getByText(en.Cart.coupon.applied.replace("{code}", code))).toBeVisible();
  await expect(page.getByText(en.Cart.totals.discountCode.replace("{code}", code))).toBeVisible();

  await page.getByRole("link", { name: en.Cart.checkout }).click();
  await fillDetails(page, en);
  await chooseDeliveryAndPayment(page, en, en.Checkout.paymentMethods.card);
  await expect(page.getByText(en.Checkout.totals.discountCode.replace("{code}", code))).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/order\/R\d{9}\/payment$/);
  const number = /\/order\/(R\d{9})\//.exec(page.url())![1]!;
  await payByCard(page, "4000 0025 0000 3155");
  await expect(page.getByRole("heading", { name: en.LocalGateway.cardTitle })).toBeVisible();
  await page.getByRole("button", { name: en.LocalGateway.approveCard }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${number}/payment/summary\\?payment_intent=`));
  await expect(page.getByRole("heading", { name: en.PaymentSummary.title.paid })).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();

  // The buyer makes an account and opens the mailed link with the browser's anonymous token: the order moves to the account.
  const anonymousToken = await page.evaluate(() => localStorage.getItem("api-token"));
  const token = await signUpAndConfirm(
    origin("localhost"),
    { email: `buyer-account-${Date.now()}@example.com`, password: "Kraft-Mailer-Box-2026", first_name: "Ada" },
    anonymousToken!,
  );
  await page.evaluate((value) => {
    localStorage.setItem("api-token", value);
    document.cookie = `api-token=${value}; path=/`;
    document.cookie = "logged_in=true; path=/";
  }, token);
  await page.goto(`${origin("localhost")}/account/orders`);
  await expect(page.getByRole("link", { name: new RegExp(number) }).first()).toBeVisible();
});

test("a declined card says why and leaves the order payable", async ({ page }) => {
  await addToCart(page, "localhost", "/cart", en);
  await page.getByRole("link", { name: en.Cart.checkout }).click();
  await fillDetails(page, en, { address: { street: "Rue du Carton 2", zip: "75001", city: "Paris" } });
  await chooseDeliveryAndPayment(page, en, en.Checkout.paymentMethods.card);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment$/);

  await payByCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert").filter({ hasText: en.Checkout.errors.card_declined })).toBeVisible();
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: en.PaymentSummary.title.paid })).toBeVisible();
});

test("a bank redirect goes out to the bank's page and comes back through the summary", async ({ page }) => {
  await addToCart(page, "localhost", "/cart", en);
  await page.getByRole("link", { name: en.Cart.checkout }).click();
  await fillDetails(page, en, { address: { street: "Doosstraat 3", zip: "1011 AB", city: "Amsterdam" } });
  await chooseDeliveryAndPayment(page, en, en.Checkout.paymentMethods.ideal);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page.getByRole("heading", { name: en.LocalGateway.bankTitle })).toBeVisible();
  await page.getByRole("button", { name: en.LocalGateway.approveBank }).click();
  await expect(page).toHaveURL(/\/payment\/summary\?payment_intent=.+&redirect_status=succeeded/);
  await expect(page.getByRole("heading", { name: en.PaymentSummary.title.paid })).toBeVisible();
});

test("a Polish bank transfer places the order and shows the PLN bank details", async ({ page }) => {
  await addToCart(page, "pl.localhost", "/koszyk", pl);
  await page.getByRole("link", { name: pl.Cart.checkout }).click();
  await fillDetails(page, pl, { address: { street: "Kartonowa 4", zip: "00-001", city: "Warszawa" } });
  await chooseDeliveryAndPayment(page, pl, pl.Checkout.paymentMethods.check);
  await page.getByRole("button", { name: pl.Checkout.summary.placeOrder }).click();

  await expect(page).toHaveURL(/\/zamowienie\/R\d{9}\/platnosc\/summary$/);
  await expect(page.getByRole("heading", { name: pl.PaymentSummary.title.awaiting_transfer })).toBeVisible();
  const bank = page.getByRole("region", { name: pl.PaymentSummary.bank.title });
  await expect(bank.getByText(/^PL\d{2}( \d{4}){6}$/)).toBeVisible();
  await expect(bank).toContainText("zł");
});
