import { expect, test, type Page } from "@playwright/test";
import { en } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };
import { expectNoSeriousViolations } from "./axe";
import { chooseDeliveryAndPayment, fillDetails } from "./checkout-steps";
import { MAILER } from "./editor-steps";
import { signUpAndConfirm } from "./mail";

/**
 * No serious or critical accessibility violation on the pages behind the first
 * screen, in English and Polish: the editor, the cart with a line, each checkout
 * step, the payment and its outcome, and a signed-in buyer's account pages. Each
 * is checked as the shopper reaches it, islands rendered.
 */

const port = Number(process.env.PORT || 3100);
type Catalogue = typeof en;

const STOREFRONTS = [
  {
    language: "en",
    host: "localhost",
    t: en,
    paths: { editor: "/box/design", cart: "/cart", orders: "/account/orders", settings: "/account/settings", designs: "/account/boxes" },
    address: { street: "Kartonstraße 1", zip: "10115", city: "Berlin" },
  },
  {
    language: "pl",
    host: "pl.localhost",
    t: pl as unknown as Catalogue,
    paths: { editor: "/pudelko/design", cart: "/koszyk", orders: "/konto/zamowienia", settings: "/konto/ustawienia", designs: "/konto/projekty" },
    address: { street: "Kartonowa 4", zip: "00-001", city: "Warszawa" },
  },
] as const;

async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
}

for (const storefront of STOREFRONTS) {
  const origin = `http://${storefront.host}:${port}`;
  const { t } = storefront;

  test(`the editor has no serious or critical violation (${storefront.language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin}${storefront.paths.editor}?sku=${MAILER}&quantity=100`);
    await expect(page).toHaveURL(/[?&]design_id=\d+/);
    await expect(page.getByTestId("design-canvas")).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, "editor");
  });

  test(`the cart, each checkout step and the payment have no serious or critical violation (${storefront.language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${origin}${storefront.paths.cart}?sku=${MAILER}&quantity=60`);
    await expect(page.getByRole("heading", { name: t.Cart.lines.heading })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, "cart with a line");

    await page.getByRole("link", { name: t.Cart.checkout }).click();
    await expect(page.getByRole("heading", { name: t.Checkout.details.title })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, "checkout: details");

    await fillDetails(page, t, { address: storefront.address });
    await expect(page.getByRole("heading", { name: t.Checkout.delivery.title })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, "checkout: delivery and payment");

    await chooseDeliveryAndPayment(page, t, t.Checkout.paymentMethods.card);
    await settled(page);
    await expectNoSeriousViolations(page, "checkout: summary");

    await page.getByRole("button", { name: new RegExp(`^${t.Checkout.summary.pay.split("{")[0]!.trim()}`) }).click();
    await expect(page.getByRole("form", { name: t.Checkout.payment.card })).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await expectNoSeriousViolations(page, "payment");

    const form = page.getByRole("form", { name: t.Checkout.payment.card });
    await form.getByLabel(t.Checkout.payment.number).fill("4242 4242 4242 4242");
    await form.getByLabel(t.Checkout.payment.expiry).fill("12/34");
    await form.getByLabel(t.Checkout.payment.cvc).fill("123");
    await form.getByLabel(t.Checkout.payment.name).fill("Ada Kowalska");
    await form.getByRole("button", { name: new RegExp(`^${t.Checkout.summary.pay.split("{")[0]!.trim()}`) }).click();
    await expect(page.getByRole("heading", { name: t.PaymentSummary.title.paid })).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await expectNoSeriousViolations(page, "payment summary");
  });

  test(`a signed-in buyer's account pages have no serious or critical violation (${storefront.language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin}/`);
    await expect(page.locator('[data-session="anonymous"]')).toBeVisible();
    const anonymousToken = await page.evaluate(() => localStorage.getItem("api-token"));
    const token = await signUpAndConfirm(
      origin,
      { email: `a11y-${storefront.language}-${Date.now()}@example.com`, password: "Sturdy-Shipping-Box-5" },
      anonymousToken!,
    );
    await page.evaluate((token) => {
      localStorage.setItem("api-token", token);
      document.cookie = `api-token=${token}; path=/`;
    }, token);
    for (const [name, path] of [
      ["orders", storefront.paths.orders],
      ["settings", storefront.paths.settings],
      ["saved designs", storefront.paths.designs],
    ] as const) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('[data-session="signed-in"]')).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `account: ${name}`);
    }
  });
}
