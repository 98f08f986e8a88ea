import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import de from "../messages/de-DE.json" with { type: "json" };
import { en } from "./messages";
import { chooseDeliveryAndPayment, fillDetails } from "./checkout-steps";
import { linkIn, mailTo, signUpAndConfirm } from "./mail";
import { managerSignsIn } from "./manager";

/**
 * The business journey in Chromium against the production build: a buyer asks
 * for a quote with an attachment, an order manager makes an offer of three lines
 * at prices of their own in the console and sends it, the buyer accepts two of
 * them from the mailed link and pays by bank transfer through the normal
 * checkout, then approves the print files the manager publishes for the order.
 * And the plus catalogue, which only storefronts with the plus area serve.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;
const SHOP = origin("localhost");

/** The offer the manager writes: product, size, quantity and the unit price typed in euros. */
const OFFER_LINES = [
  { slug: "mailer-box-full-color", size: "200x150x70", name: "Mailer box with the Kraft & Co. logo", quantity: "500", price: "1.25" },
  { slug: "shipping-box", size: "300x200x150", name: null, quantity: "250", price: "2.40" },
  { slug: "product-box", size: "80x80x80", name: null, quantity: "1000", price: "0.85" },
] as const;
/** The line the buyer does not want. */
const LEFT_OUT = 1;

const lineName = (line: (typeof OFFER_LINES)[number]) => line.name ?? en.Products[line.slug].name;

/**
 * Registers the page's anonymous visitor with `email` as a shopper does: signs up, opens
 * the mailed confirmation link with the visitor's token (so what it owns moves to the
 * account) and keeps the new token as the shop does.
 */
async function registerInBrowser(page: Page, email: string) {
  const anonymous = await page.evaluate(() => localStorage.getItem("api-token")!);
  const token = await signUpAndConfirm(SHOP, { email, password: "Sturdy-Shipping-Box-5" }, anonymous);
  await page.evaluate((token) => {
    localStorage.setItem("api-token", token);
    document.cookie = `api-token=${token}; path=/`;
  }, token);
}

/** A small real PNG: the server reads what a file is from its content, not from its name. */
async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Texts of one column of a table's body rows. */
const column = (rows: Locator, index: number) => rows.locator(`td:nth-child(${index})`).allInnerTexts();

test("a quote becomes an offer, two of its three lines are ordered and paid by transfer, and the print files are approved", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const buyer = `b2b-buyer-${Date.now()}@example.com`;

  // 1. The buyer asks for a quote with a drawing attached.
  await page.goto(`${SHOP}/quote`);
  await expect(page.getByRole("heading", { level: 1, name: en.Quotes.page.heading })).toBeVisible();
  const quote = page.getByRole("form", { name: en.Quotes.form.label });
  await quote.getByLabel(en.Quotes.form.product, { exact: true }).selectOption({ label: en.Products["mailer-box-full-color"].name });
  await quote.getByLabel(en.Quotes.form.quantity, { exact: true }).fill("1500");
  await quote.getByLabel(en.Quotes.form.dimensions).fill("200 x 150 x 70");
  await quote.getByLabel(en.Quotes.form.messageOptional).fill("Two colours, logo on the lid, and a matching shipping box if you have one.");
  await quote.getByLabel(en.Quotes.files.choose).setInputFiles({ name: "lid-drawing.png", mimeType: "image/png", buffer: await png("#c8102e") });
  const attached = quote.getByRole("list", { name: en.Quotes.files.listLabel }).getByRole("listitem");
  await expect(attached).toHaveCount(1);
  await expect(attached).toContainText("lid-drawing.png");
  await expect(attached).toContainText(en.Quotes.files.uploaded);
  await quote.getByLabel(en.Quotes.form.name, { exact: true }).fill("Ada Kowalska");
  await quote.getByLabel(en.Quotes.form.email, { exact: true }).fill(buyer);
  await quote.getByLabel(en.Quotes.form.company).fill("Kraft & Co.");
  await quote.getByRole("button", { name: en.Quotes.form.submit }).click();

  await expect(page).toHaveURL(/\/quote\/success\?number=QR\d+$/);
  const requestNumber = new URL(page.url()).searchParams.get("number")!;
  await expect(page.getByRole("heading", { level: 1, name: en.Quotes.success.heading })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(en.Quotes.success.number.replace("{number}", requestNumber));

  // 2. The manager finds the request in the console and makes an offer of three lines at their own prices.
  const managerPage = await managerSignsIn(browser, SHOP);
  const row = managerPage.getByTestId("request-row").filter({ hasText: requestNumber });
  await expect(row).toContainText(buyer);
  await row.getByRole("link", { name: requestNumber }).click();
  await expect(managerPage.getByRole("heading", { level: 1, name: en.Manager.request.title.replace("{number}", requestNumber) })).toBeVisible();
  await expect(managerPage.getByRole("link", { name: en.Manager.request.download.replace("{name}", "lid-drawing.png") })).toBeVisible();
  await managerPage.getByRole("button", { name: en.Manager.request.createOffer }).click();

  await expect(managerPage).toHaveURL(/\/manager\/offers\/\d+$/);
  const offerId = /\/manager\/offers\/(\d+)$/.exec(managerPage.url())![1]!;
  await expect(managerPage.getByRole("heading", { level: 1, name: en.Manager.offer.title.replace("{id}", offerId) })).toBeVisible();
  await expect(managerPage.getByRole("link", { name: requestNumber })).toBeVisible();
  const lineForm = managerPage.getByRole("form", { name: en.Manager.lines.addTitle });
  const offerLines = managerPage.getByTestId("offer-line");
  for (const [index, line] of OFFER_LINES.entries()) {
    await lineForm.getByLabel(en.Manager.lines.productChoice, { exact: true }).selectOption(line.slug);
    await lineForm.getByLabel(en.Manager.lines.sizeChoice).selectOption(line.size);
    await expect(lineForm.getByLabel(en.Manager.lines.name)).toHaveValue(en.Products[line.slug].name);
    if (line.name) await lineForm.getByLabel(en.Manager.lines.name).fill(line.name);
    await lineForm.getByLabel(en.Manager.lines.quantity, { exact: true }).fill(line.quantity);
    await lineForm.getByLabel(en.Manager.lines.unitPriceIn.replace("{currency}", "EUR")).fill(line.price);
    await lineForm.getByRole("button", { name: en.Manager.lines.add }).click();
    await expect(offerLines).toHaveCount(index + 1);
    await expect(offerLines.nth(index)).toContainText(lineName(line));
    await expect(offerLines.nth(index)).toContainText(`${line.slug}-${line.size}`);
  }
  await expect(offerLines.nth(0)).toContainText("€1.25");
  await expect(offerLines.nth(0)).toContainText("€625.00");
  await expect(offerLines.nth(1)).toContainText("€600.00");
  await expect(offerLines.nth(2)).toContainText("€850.00");
  await expect(managerPage.getByTestId("offer-total")).toHaveText("€2,075.00");

  await managerPage.getByRole("button", { name: en.Manager.offer.send }).click();
  const sendDialog = managerPage.getByRole("dialog", { name: en.Manager.offer.sendTitle });
  await expect(sendDialog).toContainText(buyer);
  await sendDialog.getByRole("button", { name: en.Manager.offer.send }).click();
  await expect(managerPage.getByRole("status").filter({ hasText: en.Manager.offer.sent.replace("{email}", buyer) })).toBeVisible();
  await expect(managerPage.getByRole("heading", { name: en.Manager.share.title })).toBeVisible();

  // 3. The buyer opens the mailed offer, leaves one line out and accepts the other two.
  const [subjectStart] = en.Mail.offer_sent.subject.split("{total}");
  const offerMail = await mailTo(buyer, (subject) => subject.startsWith(subjectStart!));
  // The buyer's side states the eu storefront's basis, with VAT, as its checkout will charge it (the manager priced 2,075.00 net).
  expect(offerMail.subject).toBe(en.Mail.offer_sent.subject.replace("{total}", "€2,552.25"));
  // Only the account the offer was sent to accepts it (ADR 0032): the link alone asks the visitor to sign in first.
  const offerLink = linkIn(offerMail.text, /^\/offer\/[^/]+\/review$/);
  await page.goto(offerLink);
  await expect(page.getByText(en.Offer.signIn.notice)).toBeVisible();
  await expect(page.getByRole("button", { name: en.Offer.accept })).toHaveCount(0);
  // The buyer registers with the address the offer went to, and opens the link again.
  await registerInBrowser(page, buyer);
  await page.goto(offerLink);
  await expect(page.getByRole("heading", { level: 1, name: en.Offer.title })).toBeVisible();
  await expect(page.getByRole("region", { name: en.Offer.facts.title })).toContainText(requestNumber);
  const offered = page.getByTestId("offer-line");
  await expect(offered).toHaveCount(3);
  for (const [index, line] of OFFER_LINES.entries()) await expect(offered.nth(index)).toContainText(lineName(line));
  const offeredTotals = await column(offered, 5);
  expect(offeredTotals).toEqual(["€768.75", "€738.00", "€1,045.50"]);
  await expect(page.getByTestId("offer-total")).toHaveText("€2,552.25");

  await page.getByRole("checkbox", { name: en.Offer.lines.chooseLine.replace("{name}", lineName(OFFER_LINES[LEFT_OUT])) }).uncheck();
  await expect(offered.nth(LEFT_OUT)).toHaveAttribute("data-chosen", "false");
  await expect(page.getByText(en.Offer.lines.chosenTotal)).toBeVisible();
  await expect(page.getByTestId("offer-total")).toHaveText("€1,814.25");
  await page.getByRole("button", { name: en.Offer.accept }).click();

  // The accepted lines are an order that goes through the normal checkout, paid by bank transfer.
  await expect(page).toHaveURL(/\/order$/);
  await fillDetails(page, en, { email: buyer });
  await chooseDeliveryAndPayment(page, en, en.Checkout.paymentMethods.check);
  const summaryLines = page.getByRole("region", { name: en.Checkout.summary.lines }).locator("tbody tr");
  await expect(summaryLines).toHaveCount(2);
  await expect(summaryLines.nth(0)).toContainText(lineName(OFFER_LINES[0]));
  await expect(summaryLines.nth(1)).toContainText(lineName(OFFER_LINES[2]));
  await expect(page.getByRole("definition").filter({ hasText: "€1,814.25" }).first()).toBeVisible();
  await page.getByRole("button", { name: en.Checkout.summary.placeOrder }).click();

  await expect(page).toHaveURL(/\/order\/R\d{9}\/payment\/summary$/);
  const orderNumber = /\/order\/(R\d{9})\//.exec(page.url())![1]!;
  await expect(page.getByRole("heading", { name: en.PaymentSummary.title.awaiting_transfer })).toBeVisible();
  await expect(page.getByRole("region", { name: en.PaymentSummary.bank.title })).toContainText("€");

  // The order holds the two chosen lines at the offer's prices.
  await page.goto(`${SHOP}/order/${orderNumber}/details`);
  const details = page.getByTestId("order-details");
  await expect(details.getByRole("heading", { name: en.Orders.order.status })).toBeVisible();
  await expect(details).toContainText(en.Orders.state.complete);
  await expect(details).toContainText(en.Orders.payment.WAITING);
  const ordered = page.getByRole("region", { name: en.Orders.order.items }).locator("tbody tr");
  await expect(ordered).toHaveCount(2);
  await expect(ordered.nth(0)).toContainText(lineName(OFFER_LINES[0]));
  await expect(ordered.nth(1)).toContainText(lineName(OFFER_LINES[2]));
  expect(await column(ordered, 2)).toEqual([OFFER_LINES[0].quantity, OFFER_LINES[2].quantity]);
  expect(await column(ordered, 3)).toEqual(["€1.54", "€1.05"]);
  expect(await column(ordered, 4)).toEqual([offeredTotals[0], offeredTotals[2]]);
  const summary = page.getByRole("region", { name: en.Orders.order.summary });
  await expect(summary.getByText(en.Orders.order.itemTotal).locator("xpath=following-sibling::dd[1]")).toHaveText("€1,814.25");

  // The manager's offer names the account that accepted it: the addressed buyer's.
  await managerPage.reload();
  await expect(managerPage.getByTestId("offer-accepted-by")).toContainText(buyer);

  // 4. The manager publishes the print files of the order for the buyer's approval.
  await managerPage.goto(`${SHOP}/manager/orders/${orderNumber}`);
  await expect(managerPage.getByRole("heading", { level: 1, name: en.Manager.order.title.replace("{number}", orderNumber) })).toBeVisible();
  const managed = managerPage.getByTestId("order-line");
  await expect(managed).toHaveCount(2);
  await expect(managed.first()).toContainText(en.Manager.order.fixedPrice);
  const publish = managerPage.getByRole("form", { name: en.Manager.approval.publishTitle });
  await publish
    .getByLabel(en.Manager.approval.files, { exact: true })
    .setInputFiles({ name: "print-file-lid.png", mimeType: "image/png", buffer: await png("#1d4ed8") });
  await expect(publish.getByRole("list", { name: en.Manager.approval.chosen })).toContainText("print-file-lid.png");
  await publish.getByLabel(en.Manager.approval.note).fill("The logo is now 5 mm from the edge.");
  await publish.getByRole("button", { name: en.Manager.approval.publish }).click();
  await expect(publish.getByRole("status").filter({ hasText: en.Manager.approval.published })).toBeVisible();
  const fileset = managerPage.getByTestId("fileset");
  await expect(fileset).toHaveCount(1);
  await expect(fileset).toContainText(en.Manager.filesetStatus.pending);

  // The buyer approves the files from the mailed link.
  const approvalMail = await mailTo(buyer, (subject) => subject === en.Mail.approval_requested.subject.replace("{number}", orderNumber));
  await page.goto(linkIn(approvalMail.text, /^\/approval\/[0-9a-f-]{36}$/));
  await expect(page.getByRole("heading", { level: 1, name: en.Approval.title })).toBeVisible();
  await expect(page.getByText(en.Approval.order.replace("{number}", orderNumber))).toBeVisible();
  await expect(page.getByText(en.Approval.status.pending)).toBeVisible();
  await expect(page.getByText("The logo is now 5 mm from the edge.")).toBeVisible();
  await expect(page.getByRole("link", { name: en.Approval.files.download.replace("{name}", "print-file-lid.png") })).toBeVisible();
  // The mail's link carries the code that says the answer is the buyer's; no address is typed.
  expect(new URL(linkIn(approvalMail.text, /^\/approval\//)).searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.getByRole("button", { name: en.Approval.form.approve }).click();
  await expect(page.getByRole("status").filter({ hasText: en.Approval.outcome.approved })).toBeVisible();
  await expect(page.getByText(en.Approval.status.approved, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: en.Approval.form.approve })).toHaveCount(0);

  // The order's details say the files are approved; the managerPage shows who answered.
  await page.goto(`${SHOP}/order/${orderNumber}/details`);
  await expect(page.getByRole("heading", { name: en.Approval.orderLine.title })).toBeVisible();
  await expect(page.getByTestId("order-details")).toContainText(en.Approval.qa.approved);
  await expect(page.getByRole("link", { name: en.Approval.orderLine.review })).toHaveCount(0);
  await managerPage.reload();
  await expect(managerPage.getByTestId("fileset")).toContainText(en.Manager.filesetStatus.approved);
  await expect(managerPage.getByTestId("fileset")).toContainText(buyer);
  await managerPage.context().close();
});

test("the plus catalogue is served to a German buyer and is a 404 in Austria, which has no plus area", async ({ page }) => {
  const german = await page.goto(`${origin("de.localhost")}/plus/catalogue/`);
  expect(german?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-region", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.Plus.catalogue.title);
  await expect(page.getByTestId("plus-product").first()).toBeVisible();

  const austrian = await page.goto(`${origin("at.localhost")}/plus/catalogue/`);
  expect(austrian?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(de.Plus.catalogue.title);
  await expect(page.getByText(de.NotFound.title)).toBeVisible();
});
