// Screenshots of the money path at a desktop (1440x900) and a phone (390x844)
// size, to look at what a change did to the screens a shopper goes through: the
// configured product page, the editor's order panel, the cart, the checkout's
// summary and the bank-transfer confirmation; then the checkout's details, sign-in,
// registration and quote forms after a submit with nothing filled in; a registration's
// check-your-mail state and the pages of mailed consent and unsubscribe links.
//
//   SCREENS_URL=http://localhost:3100 node scripts/screens.mjs [out-dir]
//   SCREENS_URL=http://pl.localhost:3100 node scripts/screens.mjs /tmp/screens-pl   (another storefront and language)
//
// The server is one started with `npm start` (its mail need not be delivered).
// Pictures go to out-dir (default /tmp/boxwright-screens), not into the repository.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const BASE = process.env.SCREENS_URL || "http://localhost:3100";
const OUT = process.argv[2] || "/tmp/boxwright-screens";
const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];
const CONFIGURED =
  "/products/mailer-box-full-color?sku=mailer-box-full-color-300x220x100&quantity=500&material=cardboard-coated&print_mode=print-color-hd&finish=foil-matte&print_quality=hd-plus&express=1&paid_assets=service-fsc-certificate";

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

async function shot(page, size, name) {
  await page.waitForLoadState("networkidle");
  const file = path.join(OUT, `${name}-${size.name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

/** Presses the form's submit button with nothing filled in and photographs the summary and the focused field. */
async function failedSubmit(page, size, name) {
  // The form with an e-mail field: a page may hold smaller forms too (the checkout's trees and discount code).
  const submit = page.locator("form:has(input[name=email]) button[type=submit]").first();
  await submit.waitFor({ timeout: 30_000 });
  await submit.click();
  const summary = page.locator("form:has(input[name=email]) [role=alert]").first();
  await summary.waitFor();
  await page.waitForTimeout(200);
  await shot(page, size, name);
  await summary.scrollIntoViewIfNeeded();
  await shot(page, size, `${name}-summary`);
}

for (const size of SIZES) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  // No consent banner over the screens: the shopper has chosen already.
  await context.addInitScript(() =>
    localStorage.setItem("ph-pref", JSON.stringify({ essential: true, functional: true, analytics: false, advertising: false })),
  );
  const page = await context.newPage();

  await page.goto(`${BASE}${CONFIGURED}`);
  await page.getByTestId("configurator-total").waitFor();
  await shot(page, size, "1-product");
  await page.getByTestId("configurator").scrollIntoViewIfNeeded();
  await shot(page, size, "1b-configurator");

  await page.getByTestId("product-action").click();
  await page.getByTestId("order-panel").waitFor({ timeout: 30_000 });
  await page.getByTestId("editor-total").waitFor({ timeout: 30_000 });
  await shot(page, size, "2-editor");
  await page.getByTestId("order-panel").scrollIntoViewIfNeeded();
  await shot(page, size, "2b-editor-order-panel");
  await page.getByTestId("order-panel").getByRole("button").last().click();
  await page.waitForURL(/\/(cart|koszyk)/, { timeout: 30_000 });
  await page.locator("li[data-line-id]").first().waitFor();
  await shot(page, size, "3-cart");

  await page.goto(page.url());
  await page.locator("li[data-line-id]").first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, size, "3b-cart-totals");

  // The forms after a submit with nothing filled in: the announced error summary, focus on the first field.
  await page.locator("main a[href$='/order'], main a[href$='/zamowienie']").first().click();
  await failedSubmit(page, size, "4-checkout-details-errors");
  for (const [name, where] of [
    ["5-sign-in-errors", "/sign_in"],
    ["6-registration-errors", "/registration"],
    ["7-quote-errors", "/quote"],
  ]) {
    await page.goto(`${BASE}${where}`);
    await failedSubmit(page, size, name);
  }

  // Registration answers alike for every address: the dialog asks to open the mailed link.
  await page.goto(`${BASE}/registration`);
  const registration = page.locator("form:has(input[name=email])").first();
  await registration.locator("input[name=email]").fill(`screens-${size.name}-${Date.now()}@example.com`);
  await registration.locator("input[name=password]").fill("Sturdy-Shipping-Box-5");
  await registration.locator("input[name=terms]").check();
  await registration.locator("button[type=submit]").click();
  await page.getByRole("dialog").last().waitFor();
  await page.waitForTimeout(300);
  await shot(page, size, "8-registration-check-mail");
  // Links from mails that are no longer (or never were) valid.
  for (const [name, where] of [
    ["9-confirm-consents-invalid", "/auth/confirm_consents?token=not-a-token"],
    ["10-unsubscribe-invalid", "/auth/unsubscribe?token=not-a-token"],
  ]) {
    await page.goto(`${BASE}${where}`);
    await page.waitForTimeout(500);
    await shot(page, size, name);
  }
  // The editor for the other kinds of product, and the inside of a double-sided box (issue 23).
  for (const [name, where, tab] of [
    ["11-editor-paper-bag", "/editor/product/design?sku=paper-bag-240x110x310&quantity=100", null],
    ["12-editor-tissue-paper", "/editor/product/design?sku=tissue-paper-500x700&quantity=500", null],
    ["13-editor-paper-can", "/editor/product/design?sku=paper-can-83x83x150&quantity=100", null],
    [
      "14-editor-inside",
      "/box/design?sku=mailer-box-full-color-double-sided-200x150x70&quantity=100&print_mode=print-indigo-color-with-inside",
      "side-tab-inside-top",
    ],
  ]) {
    await page.goto(`${BASE}${where}`);
    await page.getByTestId("design-canvas").waitFor({ timeout: 30_000 });
    if (tab) {
      // On a phone the side tabs are in the tool sheet: its last button opens them.
      const sheetBar = page.getByTestId("mobile-sheet-bar");
      if (await sheetBar.isVisible()) await sheetBar.getByRole("button").last().click();
      await page.getByTestId(tab).click();
    }
    await page.waitForTimeout(800);
    await shot(page, size, name);
  }
  await context.close();
}
await browser.close();
