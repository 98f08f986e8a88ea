import { expect, test, type Browser, type Page } from "@playwright/test";
import { en, enUS } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };
import { formatMinorUnits, type CurrencyFormatter } from "../lib/money/format";
import { MAIL_SINK_URL } from "../playwright.config";
import { chooseDeliveryAndPayment, fillDetails } from "./checkout-steps";
import { consentGivenState } from "./consent-state";

/**
 * The money path walked whole, as a new shopper would (issue: one money path).
 * A non-default configuration is made on the product page; at every step after
 * it (the editor, the cart, the checkout's summary, the payment, the order's
 * page, the mail and the guest's view of the mail's link) the same option names
 * and the same amount are checked, and what was charged is the order's total.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;
type Catalogue = typeof en;

const FORMAT: Record<"eu" | "pl" | "us", CurrencyFormatter> = {
  eu: { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" },
  pl: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "zł", currencyPosition: "right" },
  us: { thousandSeparator: ",", decimalSeparator: ".", currencySign: "$", currencyPosition: "left" },
};

interface Configured {
  size: string;
  material: string;
  printMode: string;
  finish: string;
  printQuality: string;
  quantity: string;
  express: boolean;
  fsc: boolean;
}

interface OrderAnswer {
  number: string;
  total: number;
  amount_paid: number;
  amount_due: number;
  payment_state: string;
  price_display: "gross" | "net-plus-vat" | "no-vat";
  line_items: {
    kind: string;
    sku: string;
    quantity: number;
    total: number;
    total_with_vat: number;
    options: Record<string, string>;
    express_delivery_option_id: string | null;
    paid_assets: { asset_type: string }[];
  }[];
  payments: { method: string; amount: number; status: string }[];
}

/** Makes the configuration on the product page and answers the figure it shows. */
async function configure(page: Page, url: string, wanted: Configured): Promise<string> {
  await page.goto(url);
  const configurator = page.getByTestId("configurator");
  await configurator.locator(`input[name="size"][value="${wanted.size}"]`).check();
  await configurator.locator(`input[name="material"][value="${wanted.material}"]`).check();
  await configurator.locator(`input[name="printMode"][value="${wanted.printMode}"]`).check();
  await configurator.locator(`input[name="finish"][value="${wanted.finish}"]`).check();
  await configurator.locator(`input[name="printQuality"][value="${wanted.printQuality}"]`).check();
  await configurator.locator('select[name="quantity"]').selectOption(wanted.quantity);
  if (wanted.express) await configurator.locator('input[name="express"]').check();
  if (wanted.fsc) await configurator.locator('input[name="service-fsc-certificate"]').check();
  // The figure settles once the server's quote for the whole configuration is in.
  await expect(configurator.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`print_quality=${wanted.printQuality}`));
  return (await page.getByTestId("configurator-total").textContent())!.trim();
}

/** The editor opened from the product page shows the same options and figure, and puts the line into the cart. */
async function throughTheEditor(page: Page, t: Catalogue, figure: string, words: string[]) {
  await page.getByTestId("configurator").getByRole("link", { name: t.ProductPage.designYourBox }).click();
  const panel = page.getByTestId("order-panel");
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("editor-total")).toHaveText(figure);
  for (const word of words) await expect(panel).toContainText(word);
  await panel.getByRole("button", { name: t.Editor.order.addToCart, exact: true }).click();
  await expect(page.getByRole("heading", { name: t.Cart.lines.heading })).toBeVisible({ timeout: 30_000 });
}

async function cartLine(page: Page, figure: string, words: string[]) {
  const line = page.locator("li[data-line-id]");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(figure);
  for (const word of words) await expect(line).toContainText(word);
}

/** The order as the API answers its buyer; asked at localhost (Node resolves no *.localhost), the storefront named by its header. */
async function orderOf(page: Page, region: "eu" | "pl" | "us", number: string): Promise<OrderAnswer> {
  const token = await page.evaluate(() => localStorage.getItem("api-token"));
  const response = await page.request.get(`${origin("localhost")}/api/orders/${number}`, { headers: { "X-Api-Token": token!, "X-Region": region } });
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderAnswer;
}

/** The order mail to `email`, once it has arrived. */
async function orderMail(email: string): Promise<{ subject: string; text: string; html: string }> {
  let found: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string;
          text: string;
          html: string;
        }[];
        found = mails.find((mail) => /R\d{9}/.test(mail.subject) || /R\d{9}/.test(mail.text));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The guest opens the mail's link in a browser that has never seen the shop: the order is there, with the same facts. */
async function asGuest(browser: Browser, mailText: string, number: string, figure: string, words: string[]) {
  const link = /https?:\/\/\S*workflow_token=\S+/.exec(mailText)?.[0];
  expect(link, "the mail carries the guest link").toBeTruthy();
  const guest = await browser.newContext({ storageState: consentGivenState(port) });
  const page = await guest.newPage();
  await page.goto(link!);
  await expect(page.getByText(number).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(figure).first()).toBeVisible();
  for (const word of words) await expect(page.getByText(word).first()).toBeVisible();
  await guest.close();
}

async function payByCard(page: Page, t: Catalogue, card: string) {
  const form = page.getByRole("form", { name: t.Checkout.payment.card });
  await form.getByLabel(t.Checkout.payment.number).fill(card);
  await form.getByLabel(t.Checkout.payment.expiry).fill("12/34");
  await form.getByLabel(t.Checkout.payment.cvc).fill("123");
  await form.getByLabel(t.Checkout.payment.name).fill("Ada Kowalska");
  await form.getByRole("button", { name: /^Pay |^Zapłać / }).click();
}

const MAILER_EU: Configured = {
  size: "mailer-box-full-color-300x220x100",
  material: "cardboard-coated",
  printMode: "print-color-hd",
  finish: "foil-matte",
  printQuality: "hd-plus",
  quantity: "500",
  express: true,
  fsc: true,
};
const wordsOf = (t: Catalogue, wanted: Configured) => [
  t.Catalog.materials[wanted.material as keyof Catalogue["Catalog"]["materials"]],
  t.Catalog.printModes[wanted.printMode as keyof Catalogue["Catalog"]["printModes"]],
  t.Catalog.finishes[wanted.finish as keyof Catalogue["Catalog"]["finishes"]],
];

test.describe.configure({ timeout: 120_000 });

test("eu: a configured mailer through the editor, the cart and a 3-D Secure card, the same figure and options at every step, and the guest's mail link", async ({
  page,
  browser,
}) => {
  const words = wordsOf(en, MAILER_EU);
  const figure = await configure(page, `${origin("localhost")}/products/mailer-box-full-color`, MAILER_EU);
  await throughTheEditor(page, en, figure, words);
  await cartLine(page, figure, words);

  await page.getByRole("link", { name: en.Cart.checkout }).click();
  const email = `money-path-eu-${Date.now()}@example.com`;
  await fillDetails(page, en, { email });
  await chooseDeliveryAndPayment(page, en, en.Checkout.paymentMethods.card);
  await expect(page.getByText(figure).first()).toBeVisible();
  const number = /R\d{9}/.exec(page.url())?.[0] ?? (await page.evaluate(() => document.body.innerText.match(/R\d{9}/)?.[0] ?? null));

  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/R\d{9}\/payment$/);
  const orderNumber = number ?? /\/order\/(R\d{9})\//.exec(page.url())![1]!;
  const before = await orderOf(page, "eu", orderNumber);
  const total = formatMinorUnits(before.total, FORMAT.eu);
  // The card form asks for exactly the order's total.
  await expect(
    page.getByRole("form", { name: en.Checkout.payment.card }).getByRole("button", { name: new RegExp(`^Pay .*${total.replace(/[.$€]/g, "\\$&")}`) }),
  ).toBeVisible();
  await payByCard(page, en, "4000 0025 0000 3155");
  await expect(page.getByRole("heading", { name: en.LocalGateway.cardTitle })).toBeVisible();
  await page.getByRole("button", { name: en.LocalGateway.approveCard }).click();
  await expect(page.getByRole("heading", { name: en.PaymentSummary.title.paid })).toBeVisible();

  const order = await orderOf(page, "eu", orderNumber);
  expect(order.payment_state).toBe("OK");
  expect(order.amount_paid).toBe(order.total);
  expect(order.payments.filter((payment) => payment.status === "succeeded").map((payment) => payment.amount)).toEqual([order.total]);
  const [line] = order.line_items.filter((item) => item.kind === "product");
  expect(line).toMatchObject({
    sku: "mailer-box-full-color-300x220x100",
    quantity: 500,
    options: { material: "cardboard-coated", printMode: "print-color-hd", finish: "foil-matte", printQuality: "hd-plus" },
    express_delivery_option_id: "express-production",
    paid_assets: [{ asset_type: "service-fsc-certificate" }],
  });
  expect(formatMinorUnits(line!.total_with_vat, FORMAT.eu)).toBe(figure);

  const mail = await orderMail(email);
  expect(mail.text).toContain(figure);
  expect(mail.text).toContain(formatMinorUnits(order.total, FORMAT.eu));
  for (const word of words) expect(mail.text).toContain(word);
  await asGuest(browser, mail.text, orderNumber, figure, words);
});

test("pl: a configured mailer through the editor and a bank transfer, with the PLN bank details on the page and in the mail", async ({ page, browser }) => {
  const wanted: Configured = { ...MAILER_EU, size: "mailer-box-full-color-200x150x70", quantity: "240", express: false, fsc: false, finish: "foil-glossy" };
  const words = wordsOf(pl, wanted);
  const figure = await configure(page, `${origin("pl.localhost")}/products/mailer-box-full-color`, wanted);
  await throughTheEditor(page, pl, figure, words);
  await cartLine(page, figure, words);

  await page.getByRole("link", { name: pl.Cart.checkout }).click();
  const email = `money-path-pl-${Date.now()}@example.com`;
  await fillDetails(page, pl, { email, address: { street: "Kartonowa 4", zip: "00-001", city: "Warszawa" } });
  await chooseDeliveryAndPayment(page, pl, pl.Checkout.paymentMethods.check);
  await expect(page.getByText(figure).first()).toBeVisible();
  await page.getByRole("button", { name: pl.Checkout.summary.placeOrder }).click();

  await expect(page).toHaveURL(/\/zamowienie\/R\d{9}\/platnosc\/summary$/);
  const number = /R\d{9}/.exec(page.url())![0];
  await expect(page.getByRole("heading", { name: pl.PaymentSummary.title.awaiting_transfer })).toBeVisible();
  const order = await orderOf(page, "pl", number);
  const total = formatMinorUnits(order.total, FORMAT.pl);
  const bank = page.getByRole("region", { name: pl.PaymentSummary.bank.title });
  await expect(bank.getByText(/^PL\d{2}( \d{4}){6}$/)).toBeVisible();
  await expect(bank).toContainText(total);
  expect(order.amount_due).toBe(order.total);
  expect(order.payments).toEqual([expect.objectContaining({ method: "check", amount: order.total, status: "waiting" })]);
  expect(formatMinorUnits(order.line_items.find((item) => item.kind === "product")!.total_with_vat, FORMAT.pl)).toBe(figure);

  const mail = await orderMail(email);
  expect(mail.text).toMatch(/PL\d{2}( \d{4}){6}/);
  expect(mail.text).toContain(total);
  expect(mail.text).toContain(figure);
  for (const word of words) expect(mail.text).toContain(word);
  await asGuest(browser, mail.text, number, figure, words);
});

test("en-us: a configured mailer through the editor and a card, in dollars without VAT", async ({ page }) => {
  const wanted: Configured = { ...MAILER_EU, size: "mailer-box-full-color-250x180x60", quantity: "120", express: false };
  const words = wordsOf(enUS, wanted);
  const figure = await configure(page, `${origin("localhost")}/en-us/products/mailer-box-full-color`, wanted);
  await throughTheEditor(page, enUS, figure, words);
  await cartLine(page, figure, words);

  await page.getByRole("link", { name: enUS.Cart.checkout }).click();
  const email = `money-path-us-${Date.now()}@example.com`;
  await fillDetails(page, enUS, { email, address: { street: "1 Carton Street", zip: "10001", city: "New York" }, state: "New York" });
  await chooseDeliveryAndPayment(page, enUS, enUS.Checkout.paymentMethods.card);
  await expect(page.getByText(figure).first()).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/R\d{9}\/payment$/);
  const number = /\/order\/(R\d{9})\//.exec(page.url())![1]!;
  await payByCard(page, enUS, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: enUS.PaymentSummary.title.paid })).toBeVisible();

  const order = await orderOf(page, "us", number);
  expect(order.price_display).toBe("no-vat");
  expect(order.amount_paid).toBe(order.total);
  const line = order.line_items.find((item) => item.kind === "product")!;
  expect(line.total_with_vat).toBe(line.total);
  expect(formatMinorUnits(line.total, FORMAT.us)).toBe(figure);
  const mail = await orderMail(email);
  expect(mail.text).toContain(formatMinorUnits(order.total, FORMAT.us));
});

test("eu: a plain box straight into the cart and paid by iDEAL, the redirect charging the order's total", async ({ page }) => {
  await page.goto(`${origin("localhost")}/products/mailer-box-plain`);
  const configurator = page.getByTestId("configurator");
  await configurator.locator('select[name="quantity"]').selectOption("750");
  await expect(page).toHaveURL(/quantity=750/);
  await expect(configurator.locator('[aria-busy="true"]')).toHaveCount(0);
  const figure = (await page.getByTestId("configurator-total").textContent())!.trim();
  await configurator.getByRole("link", { name: en.ProductPage.addToCart }).click();
  await expect(page.getByRole("heading", { name: en.Cart.lines.heading })).toBeVisible();
  await cartLine(page, figure, []);
  // A plain box has no design to check.
  await expect(page.getByText(en.Cart.lines.skippedDesign)).toHaveCount(0);

  await page.getByRole("link", { name: en.Cart.checkout }).click();
  await fillDetails(page, en, { address: { street: "Doosstraat 3", zip: "1011 AB", city: "Amsterdam" } });
  await chooseDeliveryAndPayment(page, en, en.Checkout.paymentMethods.ideal);
  await expect(page.getByText(figure).first()).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: en.LocalGateway.bankTitle })).toBeVisible();
  await page.getByRole("button", { name: en.LocalGateway.approveBank }).click();
  await expect(page).toHaveURL(/\/payment\/summary\?payment_intent=.+&redirect_status=succeeded/);
  await expect(page.getByRole("heading", { name: en.PaymentSummary.title.paid })).toBeVisible();
  const number = /\/order\/(R\d{9})\//.exec(page.url())![1]!;
  const order = await orderOf(page, "eu", number);
  expect(order.payments.filter((payment) => payment.status === "succeeded")).toEqual([expect.objectContaining({ method: "ideal", amount: order.total })]);
  expect(formatMinorUnits(order.line_items.find((item) => item.kind === "product")!.total_with_vat, FORMAT.eu)).toBe(figure);
});
